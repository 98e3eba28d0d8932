import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { PanelHead } from '../../components/PanelHead';
import { StatusMessage } from '../../components/StatusMessage';
import { importErrorsUrl, type LeadImportState } from './leadImportApi';
import { useImportProgress } from './useImportProgress';

export type ImportProgressCardProps = {
  id: string;
  fileName: string;
  onImportAnother: () => void;
  /** how often the progress is read; the page's default unless a test needs it quicker */
  pollMs?: number;
};

const numberFormat = new Intl.NumberFormat('en-US');

const Bar = styled.div`
  height: 12px;
  margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${({ theme }) => theme.color.accent}, ${({ theme }) => theme.color.accentHover});
  transition: width 0.3s ease;
`;

const ProgressText = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[5]}px 0;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Count = styled.div<{ $tone: 'accent' | 'danger' | 'neutral' }>`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }

  dd {
    margin: 0;
    color: ${({ theme, $tone }) =>
      $tone === 'accent' ? theme.color.accent : $tone === 'danger' ? theme.color.danger : theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    > * {
      flex: 1 1 100%;
    }
  }
`;

const ReadError = styled.p`
  margin-top: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function percentDone(state: LeadImportState | null): number {
  if (!state || state.total === 0) return state?.status === 'done' ? 100 : 0;
  return Math.min(100, Math.round((state.processed / state.total) * 100));
}

function Summary({ state }: { state: LeadImportState }) {
  const counts = [
    { label: 'Created', value: state.created, tone: 'accent' },
    { label: 'Updated', value: state.updated, tone: 'neutral' },
    { label: 'Skipped', value: state.skipped, tone: 'neutral' },
    { label: 'Failed', value: state.failed, tone: state.failed > 0 ? 'danger' : 'neutral' },
  ] as const;
  return (
    <>
      <Counts aria-label="Import summary">
        {counts.map((count) => (
          <Count key={count.label} $tone={count.tone}>
            <dt>{count.label}</dt>
            <dd>{numberFormat.format(count.value)}</dd>
          </Count>
        ))}
      </Counts>
      {state.skipped > 0 && (
        <Note>Skipped rows are people already in the list; import again with “Update them” to take their answers.</Note>
      )}
      {state.failed > 0 && (
        <Note>
          The failed rows were not stored. The error file lists each one (row, column, reason): fix them in your file
          and import it again; the people already imported are not duplicated.
        </Note>
      )}
    </>
  );
}

/** Step 3: the import's progress while it runs, then what it did, with the error file when rows failed. */
export function ImportProgressCard({ id, fileName, onImportAnother, pollMs }: ImportProgressCardProps) {
  const headingId = useId();
  const { state, readError } = useImportProgress(id, pollMs);
  const finished = state?.status === 'done' || state?.status === 'failed';
  const percent = percentDone(state);
  const heading = useRef<HTMLHeadingElement>(null);

  // the end is news: the heading changes, and focus moves to it so a keyboard starts from the summary
  useEffect(() => {
    if (finished) heading.current?.focus();
  }, [finished]);

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <PanelHead>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {state?.status === 'done'
            ? '3. Import finished'
            : state?.status === 'failed'
              ? '3. Import stopped'
              : '3. Importing…'}
        </h2>
        <p>{fileName}</p>
      </PanelHead>

      {!finished && (
        <div aria-live="polite">
          <Bar
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={
              state
                ? `${numberFormat.format(state.processed)} of ${numberFormat.format(state.total)} rows`
                : 'Waiting to start'
            }
          >
            <Fill style={{ width: `${percent}%` }} />
          </Bar>
          <ProgressText>
            {!state || state.status === 'queued'
              ? 'Waiting for its turn…'
              : `${numberFormat.format(state.processed)} of ${numberFormat.format(state.total)} rows (${percent}%)`}
          </ProgressText>
          {readError && <ReadError role="alert">{readError}</ReadError>}
        </div>
      )}

      {state?.status === 'failed' && (
        <StatusMessage kind="error" text="The import stopped before the end.">
          {state.error && <p>{state.error}</p>}
        </StatusMessage>
      )}
      {finished && state && <Summary state={state} />}

      {finished && (
        <Actions>
          {state.failed > 0 && (
            <Button variant="secondary" href={importErrorsUrl(id)} download={`import-${id}-errors.csv`}>
              <Icon name="download" size={16} />
              Download error file
            </Button>
          )}
          <Button variant="secondary" onClick={onImportAnother}>
            Import another file
          </Button>
          <Button variant="primary" to="/leads">
            Go to leads
          </Button>
        </Actions>
      )}
    </Card>
  );
}
