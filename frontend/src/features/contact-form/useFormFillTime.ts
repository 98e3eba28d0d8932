import { useCallback, useEffect, useRef } from 'react';

/** GraphQL's Int is 32-bit: a tab left open for weeks must not make the submission invalid. */
const MAX_FORM_FILL_MS = 2_147_483_647;

/**
 * How long the visitor has spent on the form: a function giving the whole milliseconds since the
 * form first rendered (in the browser), sent with the lead so the server can tell a bot's instant
 * submission from a person's.
 */
export function useFormFillTime(): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, []);
  return useCallback(() => {
    if (shownAt.current === null) return 0;
    return Math.min(MAX_FORM_FILL_MS, Math.max(0, Math.round(performance.now() - shownAt.current)));
  }, []);
}
