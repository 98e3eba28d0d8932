import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60 * 1000;

/*
 * One timer for every component that shows a countdown: it runs while at least one of them is
 * mounted and ticks on the minute, so a table of badges re-renders once a minute, together.
 */
let now = new Date();
let timer: number | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  now = new Date();
  listeners.forEach((listener) => listener());
  timer = window.setTimeout(tick, MINUTE_MS - (now.getTime() % MINUTE_MS));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = new Date();
    timer = window.setTimeout(tick, MINUTE_MS - (now.getTime() % MINUTE_MS));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The current time, updated every minute on the minute. */
export function useMinuteClock(): Date {
  return useSyncExternalStore(subscribe, () => now);
}
