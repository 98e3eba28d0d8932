import { useEffect, useState } from 'react';
import { restErrorMessage } from '../../api/request';
import { fetchImportState, type LeadImportState } from './leadImportApi';

/** How often the page asks for an import's progress. */
const IMPORT_POLL_MS = 500;

export type ImportProgress = {
  /** the import's last known state; null until the first answer */
  state: LeadImportState | null;
  /** the last read failed (the page keeps asking: the import runs on regardless) */
  readError: string | null;
};

const isFinished = (state: LeadImportState) => state.status === 'done' || state.status === 'failed';

/**
 * Follows an import: reads its state at once, then every `intervalMs` until it is done or failed.
 * A failed read is shown and retried, since the import itself goes on in the server's queue.
 */
export function useImportProgress(id: string, intervalMs: number = IMPORT_POLL_MS): ImportProgress {
  const [progress, setProgress] = useState<ImportProgress>({ state: null, readError: null });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const read = async () => {
      try {
        const state = await fetchImportState(id);
        if (stopped) return;
        setProgress({ state, readError: null });
        if (isFinished(state)) return;
      } catch (error) {
        if (stopped) return;
        const reason = restErrorMessage(error) ?? 'The server did not answer.';
        setProgress((current) => ({ ...current, readError: `Could not read the import's progress: ${reason}` }));
      }
      timer = setTimeout(() => void read(), intervalMs);
    };
    void read();

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, intervalMs]);

  return progress;
}
