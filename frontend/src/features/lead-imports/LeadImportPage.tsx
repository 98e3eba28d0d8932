import { useRef, useState } from 'react';
import styled from 'styled-components';
import { restErrorMessage } from '../../api/request';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { StatusMessage } from '../../components/StatusMessage';
import { AdminLayout, AdminOnlyNotice, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { ImportFileCard } from './ImportFileCard';
import { ImportPreviewCard } from './ImportPreviewCard';
import { ImportProgressCard } from './ImportProgressCard';
import { previewImport, startImport, type ImportMapping, type ImportMode, type ImportPreview } from './leadImportApi';

export type LeadImportPageProps = {
  /** how often step 3 reads the progress; the page's default unless a test needs it quicker */
  pollMs?: number;
};

const TITLE = 'Import leads';
const DESCRIPTION =
  'Bring people in from a CSV file: check how its columns are read on the first rows, then import it. Every row that cannot be stored is listed in an error file.';

const FALLBACK_ERROR = 'The server did not answer. Check your connection and try again.';

function mappingOf(preview: ImportPreview): ImportMapping {
  return Object.fromEntries(preview.columns.map((column) => [column.header, column.target]));
}

/* one column that never grows past the page: a wide preview table scrolls inside its card instead */
const Steps = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
`;

const ImportBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;

  p {
    flex: 1 1 280px;
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    button {
      width: 100%;
    }
  }
`;

const MODE_SUMMARY: Record<ImportMode, string> = {
  skip: 'people already in the list are skipped',
  update: "people already in the list take the file's answers",
};

/** The three steps: the file and options, the preview with its mapping, then the import's progress and summary. */
function LeadImport({ pollMs }: LeadImportPageProps) {
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('skip');
  const [announce, setAnnounce] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [previewing, setPreviewing] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<{ id: string; fileName: string } | null>(null);
  // only the newest preview request may land: an older answer for another file or mapping is dropped
  const latest = useRef(0);

  const requestPreview = async (chosen: File, sent: ImportMapping | null) => {
    const ticket = ++latest.current;
    setPreviewing(true);
    setError(null);
    try {
      const answer = await previewImport(chosen, sent);
      if (ticket !== latest.current) return;
      setPreview(answer);
      setMapping(mappingOf(answer));
      // the first preview of a file without an email column: its columns, and the server's words
      setError(answer.message);
    } catch (failure) {
      if (ticket !== latest.current) return;
      setError(restErrorMessage(failure) ?? FALLBACK_ERROR);
    } finally {
      if (ticket === latest.current) setPreviewing(false);
    }
  };

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setMapping({});
    void requestPreview(chosen, null);
  };

  const changeMapping = (header: string, target: string | null) => {
    if (!file) return;
    const next = { ...mapping, [header]: target };
    setMapping(next);
    void requestPreview(file, next);
  };

  const runImport = async () => {
    if (!file) return;
    setStarting(true);
    setError(null);
    try {
      const id = await startImport(file, { mapping, mode, announce });
      setStarted({ id, fileName: file.name });
    } catch (failure) {
      setError(restErrorMessage(failure) ?? FALLBACK_ERROR);
    } finally {
      setStarting(false);
    }
  };

  const startOver = () => {
    setStarted(null);
    setFile(null);
    setPreview(null);
    setMapping({});
    setError(null);
  };

  if (started) {
    return (
      <ImportProgressCard id={started.id} fileName={started.fileName} onImportAnother={startOver} pollMs={pollMs} />
    );
  }

  const hasEmail = Object.values(mapping).includes('email');
  const canImport = Boolean(file && preview && hasEmail && !previewing && !starting);

  return (
    <Steps>
      <ImportFileCard
        file={file}
        onFile={chooseFile}
        mode={mode}
        onModeChange={setMode}
        announce={announce}
        onAnnounceChange={setAnnounce}
        busy={previewing || starting}
      />
      {error && <StatusMessage kind="error" text={error} />}
      {previewing && !preview && <StatusMessage kind="loading" text="Reading the file's first rows…" />}
      {preview && (
        <>
          <ImportPreviewCard
            preview={preview}
            mapping={mapping}
            onMappingChange={changeMapping}
            updating={previewing}
          />
          <Card as="section" aria-label="Import">
            <ImportBar>
              <p>
                {hasEmail
                  ? `Imports every row of ${file?.name ?? 'the file'}; ${MODE_SUMMARY[mode]}${announce ? ', and new leads are announced' : ''}.`
                  : 'Choose the Email column above to import.'}
              </p>
              <Button variant="primary" size="lg" onClick={() => void runImport()} disabled={!canImport}>
                {starting ? 'Uploading…' : 'Import'}
              </Button>
            </ImportBar>
          </Card>
        </>
      )}
    </Steps>
  );
}

/** /leads/import: the CSV import (admins; an analyst is told why it is closed, and the server refuses them too). */
export function LeadImportPage({ pollMs }: LeadImportPageProps) {
  const { isAdmin } = useCurrentUser();
  return (
    <AdminLayout title={TITLE}>
      <AdminPageHeader
        title={TITLE}
        before={<BackLink to="/leads">Lead Data</BackLink>}
        description={isAdmin ? DESCRIPTION : undefined}
      />
      {isAdmin ? (
        <LeadImport pollMs={pollMs} />
      ) : (
        <AdminOnlyNotice
          title="Only admins import leads"
          text="Your analyst account can view the leads and export them. Ask an admin to import a file."
        />
      )}
    </AdminLayout>
  );
}
