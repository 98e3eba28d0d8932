import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { ChoiceCard, ChoiceFieldset, ChoiceGrid } from '../../components/choiceCards';
import { Icon } from '../../components/Icon';
import { PanelHead } from '../../components/PanelHead';
import type { ImportMode } from './leadImportApi';

export type ImportFileCardProps = {
  file: File | null;
  onFile: (file: File) => void;
  mode: ImportMode;
  onModeChange: (mode: ImportMode) => void;
  announce: boolean;
  onAnnounceChange: (announce: boolean) => void;
  /** while the preview is read: the file cannot change under it */
  busy: boolean;
};

const MODES: readonly { value: ImportMode; label: string; description: string }[] = [
  {
    value: 'skip',
    label: 'Skip people already in the list',
    description: 'A row whose email is already a lead is counted as skipped; the lead stays as it is.',
  },
  {
    value: 'update',
    label: "Update them with the file's answers",
    description: "The lead takes the file's non-empty answers; nothing else about it changes.",
  },
];

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const DropZone = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[5]}px;
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.color.accent : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.color.accentSoft : theme.color.surfaceAlt)};
  text-align: center;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  }
`;

const DropIcon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
`;

/* the input is hidden under its label, which looks like a button; the label shows the input's focus */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;

  &:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 3px;
  }

  &:disabled + label {
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.muted};
    cursor: not-allowed;
  }
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;

const Hint = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Chosen = styled.p`
  max-width: 100%;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.color.muted};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

/** Step 1: the file (chosen or dropped), what happens to people already in the list, and whether to announce. */
export function ImportFileCard({
  file,
  onFile,
  mode,
  onModeChange,
  announce,
  onAnnounceChange,
  busy,
}: ImportFileCardProps) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !busy) onFile(dropped);
  };

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <PanelHead>
        <h2 id={headingId}>1. Choose a file</h2>
        <p>
          A CSV from HubSpot (contacts export), Twenty (people export) or this site&apos;s own export is read as it is;
          any other CSV with an email column can be mapped by hand.
        </p>
      </PanelHead>
      <Body>
        <DropZone
          $dragging={dragging}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <DropIcon>
            <Icon name="upload" />
          </DropIcon>
          <FileInput
            id={inputId}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) onFile(chosen);
              // the same file chosen again (after a fix) is a change too
              event.target.value = '';
            }}
          />
          <ChooseLabel htmlFor={inputId}>{file ? 'Choose another CSV file' : 'Choose a CSV file'}</ChooseLabel>
          <Hint id={hintId}>
            or drop it here. Up to 50 MB and 1,000,000 rows; UTF-8 or UTF-16, comma, semicolon or tab.
          </Hint>
          {file && (
            <Chosen>
              {file.name} <span>({fileSize(file.size)})</span>
            </Chosen>
          )}
        </DropZone>
        <ChoiceFieldset>
          <legend>People already in the list (same email)</legend>
          <ChoiceGrid $minWidth="260px">
            {MODES.map((option) => (
              <ChoiceCard key={option.value}>
                <input
                  type="radio"
                  name="import-mode"
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => onModeChange(option.value)}
                />
                <span>
                  <strong>{option.label}</strong>
                  <small>{option.description}</small>
                </span>
              </ChoiceCard>
            ))}
          </ChoiceGrid>
        </ChoiceFieldset>
        <ChoiceCard>
          <input type="checkbox" checked={announce} onChange={(event) => onAnnounceChange(event.target.checked)} />
          <span>
            <strong>Announce new leads to webhooks and the team</strong>
            <small>
              Each new lead then sends lead.created to the webhooks and the new-lead email. Left off, imported leads
              arrive quietly.
            </small>
          </span>
        </ChoiceCard>
      </Body>
    </Card>
  );
}
