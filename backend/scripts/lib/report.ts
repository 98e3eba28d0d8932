import { cpus, loadavg } from 'node:os';

/** One line on stdout: what the scripts print is their report. */
export const out = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/** The load average over 1, 5 and 15 minutes: figures are only as quiet as the machine. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}

export function machineLine(): string {
  return `${cpus().length} CPUs, load average ${loadAverage()}, node ${process.version}`;
}

/** Counts the statuses of a set of results: "201: 1990, 503: 10, ECONNRESET: 2". */
export function histogram(keys: Iterable<string | number>): string {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ') || '-'
  );
}

/**
 * A table in columns as wide as their widest cell, under a header and a rule; the first column
 * (and any in `leftAligned`) is padded on the right, the others on the left.
 */
export function printTable(header: string[], rows: string[][], leftAligned: readonly number[] = []): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || leftAligned.includes(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  out(line(header));
  out(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) out(line(row));
}
