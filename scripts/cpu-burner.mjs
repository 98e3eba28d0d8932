#!/usr/bin/env node
/**
 * `node scripts/cpu-burner.mjs [--threads N] [--seconds S]`: keeps N cores busy (default: every
 * core) with a tight loop per worker thread, for S seconds (default: until it is stopped by a
 * signal). No file, no network: a slow, loaded machine on demand, so a test that only passes when
 * it has the CPU to itself is found here rather than in CI. test:repeat runs it beside the tests.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, workerData } from 'node:worker_threads';

function spin(untilMs) {
  // the result is kept so the loop is not optimised away
  let x = 0;
  while (untilMs === null || Date.now() < untilMs) {
    for (let i = 0; i < 1_000_000; i += 1) x = (x * 31 + i) % 1_000_003;
  }
  return x;
}

if (isMainThread) {
  const { values } = parseArgs({
    options: { threads: { type: 'string' }, seconds: { type: 'string' } },
  });
  const threads = Number(values.threads ?? availableParallelism());
  const seconds = values.seconds === undefined ? null : Number(values.seconds);
  if (!Number.isSafeInteger(threads) || threads < 1) throw new Error('--threads must be a positive integer');
  if (seconds !== null && !(seconds > 0)) throw new Error('--seconds must be a positive number');
  const untilMs = seconds === null ? null : Date.now() + seconds * 1000;
  const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url), { workerData: untilMs }));
  process.stdout.write(
    `cpu-burner: ${threads} thread(s) busy${seconds === null ? '' : ` for ${seconds} s`} (pid ${process.pid})\n`,
  );
  const stop = () => {
    for (const worker of workers) void worker.terminate();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  spin(workerData);
}
