/**
 * Runs `check` (an assertion) until it passes or `timeoutMs` runs out, then fails with its last
 * error: for what the app does in the background (the job queue).
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000, intervalMs = 50): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
