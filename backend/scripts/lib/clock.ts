import { performance } from 'node:perf_hooks';

/** Milliseconds on the monotonic clock: for measuring, never for dates. */
export const now = (): number => performance.now();

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
