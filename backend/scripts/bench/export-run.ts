import { FirstLine } from './first-line';
import type { Send } from './timed-app';
import { summarise } from './timing-stats';

/**
 * The CSV export, timed, with the memory it takes: RSS is sampled while it streams (if the export
 * buffered, the peak would grow with the export's size), and with --expose-gc, what the process
 * still holds after a full GC every 2 MB received.
 */

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

export type ExportResult = {
  median: number;
  p95: number;
  max: number;
  bytes: number;
  /** newlines received: the header and each row (more if a cell holds a line break) */
  lines: number;
  header: string;
  /** what the export's memory did */
  memory: string;
};

/** One export: the server's time, the bytes and lines received, and the peak RSS growth while it streamed. */
async function sampledExport(send: Send, path: string, cookie: string) {
  global.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sample = () => {
    const rss = process.memoryUsage.rss();
    if (rss > peak) peak = rss;
  };
  const timer = setInterval(sample, 5);
  let newlines = 0;
  let chunks = 0;
  const header = new FirstLine();
  const res = await send('GET', path, {
    cookie,
    keepBody: false,
    onChunk: (chunk) => {
      header.add(chunk);
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
      if (++chunks % 16 === 0) sample();
    },
  });
  clearInterval(timer);
  sample();
  return { ...res, lines: newlines, header: header.text(), peakGrowth: peak - baseline };
}

/** The most the process retained (after a full GC) while the export streamed, or null without --expose-gc. */
async function retainedPeak(send: Send, path: string, cookie: string): Promise<number | null> {
  const gc = global.gc;
  if (!gc) return null;
  const retained = () => {
    gc();
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };
  const baseline = retained();
  let peak = 0;
  let received = 0;
  await send('GET', path, {
    cookie,
    keepBody: false,
    onChunk: (chunk) => {
      const before = received;
      received += chunk.length;
      if (Math.floor(received / 2_000_000) > Math.floor(before / 2_000_000))
        peak = Math.max(peak, retained() - baseline);
    },
  });
  return peak;
}

/** `runs` timed exports after one warm-up, then one more, untimed, for the memory retained. */
export async function measureExport(
  send: Send,
  name: string,
  path: string,
  cookie: string,
  runs: number,
): Promise<ExportResult> {
  const times: number[] = [];
  let bytes = 0;
  let lines = 0;
  let header = '';
  let peakGrowth = 0;
  for (let i = 0; i < runs + 1; i++) {
    const res = await sampledExport(send, path, cookie);
    if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
    if (i === 0) continue; // warm-up
    times.push(res.serverMs);
    bytes = res.bytes;
    lines = res.lines;
    header = res.header;
    peakGrowth = Math.max(peakGrowth, res.peakGrowth);
  }
  const retained = await retainedPeak(send, path, cookie);
  return {
    ...summarise(times),
    bytes,
    lines,
    header,
    memory: `peak RSS growth ${mb(peakGrowth)}` + (retained === null ? '' : `, peak retained after GC ${mb(retained)}`),
  };
}
