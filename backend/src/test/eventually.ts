/**
 * Runs `check` (an assertion) until it passes or `timeoutMs` runs out, then fails with its last
 * error: for what the app does in the background (the job queue). The bound is generous because
 * it is only reached by a failing test: a passing one returns as soon as its check holds, and a
 * queue's retry on a loaded machine (load 12 on two cores) has outlasted 10 s.
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 60_000, intervalMs = 50): Promise<T> {
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
