import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

/** How long typing pauses before a text setting saves itself. */
const AUTOSAVE_DELAY_MS = 600;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export type AutosaveOptions = {
  /** what the visitor typed */
  draft: string;
  /** what is stored now */
  saved: string;
  /** an error for the draft, or null when it may be saved */
  validate?: (draft: string) => string | null;
  /** stores the (trimmed) value; resolves false when the save failed */
  save: (value: string) => Promise<boolean>;
};

export type Autosave = {
  status: AutosaveStatus;
  /** the draft's validation error, once it has been checked */
  error: string | null;
  /** saves at once (blur) instead of waiting for the pause; a draft whose save failed waits for an edit or submit() */
  flush: () => void;
  /** saves at once, also retrying a draft whose save failed (Enter) */
  submit: () => void;
  /** forgets a shown error (the visitor is typing again) */
  clearError: () => void;
};

/**
 * Saves a text draft by itself once typing has paused for AUTOSAVE_DELAY_MS, or at once on
 * flush(); only a changed, valid draft, one save at a time. A draft whose save failed is sent
 * again only when the visitor asks (submit), so a blur or a pending pause does not repeat a
 * rejected value. While an edit is unsaved the browser warns before the page is left.
 */
export function useAutosave({ draft, saved, validate, save }: AutosaveOptions): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(false);
  const failedDraft = useRef<string | null>(null);
  // the latest callbacks, so that a parent's re-render does not restart the pause
  const callbacks = useRef({ save, validate });
  useEffect(() => {
    callbacks.current = { save, validate };
  });
  const next = draft.trim();
  const dirty = next !== saved.trim();

  const commit = useCallback(
    async (retry: boolean) => {
      if (!dirty || saving.current || (!retry && failedDraft.current === next)) return;
      const problem = callbacks.current.validate?.(next) ?? null;
      setError(problem);
      if (problem) return;
      saving.current = true;
      setStatus('saving');
      const ok = await callbacks.current.save(next);
      saving.current = false;
      failedDraft.current = ok ? null : next;
      setStatus(ok ? 'saved' : 'failed');
    },
    [dirty, next],
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const timer = window.setTimeout(() => void commit(false), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, commit]);

  useUnsavedChangesWarning(dirty || status === 'saving');

  const flush = useCallback(() => void commit(false), [commit]);
  const submit = useCallback(() => void commit(true), [commit]);
  const clearError = useCallback(() => setError(null), []);
  return { status, error, flush, submit, clearError };
}
