import { to as copyTo } from 'pg-copy-streams';
import { LEAD_CSV_COLUMNS } from '../../src/modules/leads/lead-csv';
import { TOUCH_REST_NAMES } from '../../src/modules/leads/lead-touch';
import { connectPg } from '../lib/postgres';
import { FirstLine } from './first-line';
import { summarise } from './timing-stats';

/**
 * The floor under the CSV export: `COPY (SELECT …) TO STDOUT WITH (FORMAT csv, HEADER)` of the
 * same rows, in the same order, with the same columns, read to its end on a plain `pg` client.
 *
 * The rows and columns follow the app's export (lead-csv.ts: LEAD_CSV_COLUMNS): the leads that
 * are not spam (and the filter's condition), newest first by (created_at, id), each touch
 * flattened into its fields, and the reply status judged now. The app's export is a COPY too, in
 * batches, with its values formatted as the REST API writes them (times in ISO 8601, cells a
 * spreadsheet would read as a formula neutralised); this floor prints the raw columns. The bench
 * checks that both headers name the same columns, in the same order.
 */

/** The export's columns that are not a "lead" column of the same name, as SQL over "lead". */
const COMPUTED_COLUMNS = new Map<string, string>([
  ...(['first_touch', 'last_touch'] as const).flatMap((touch) =>
    Object.entries(TOUCH_REST_NAMES).map(([field, name]): [string, string] => [
      `${touch}_${name}`,
      `"${touch}"->>'${field}' AS "${touch}_${name}"`,
    ]),
  ),
  [
    'reply_status',
    `CASE WHEN "first_response_at" IS NOT NULL THEN 'replied'
          WHEN "reply_due_at" <= now() THEN 'overdue' ELSE 'awaiting' END AS "reply_status"`,
  ],
]);

/** The export's columns (read from lead-csv.ts, so an answer added there is compared too), as SQL over "lead". */
const COPY_COLUMNS = LEAD_CSV_COLUMNS.map((column) => COMPUTED_COLUMNS.get(column) ?? `"${column}"`);

/** The COPY statement of the export's rows; `condition`: SQL that narrows them further, as the export's filter does. */
export function copyExportSql(condition: string | null): string {
  const where = condition === null ? 'NOT "spam"' : `NOT "spam" AND ${condition}`;
  return `COPY (SELECT ${COPY_COLUMNS.join(', ')} FROM "lead" WHERE ${where}
    ORDER BY "created_at" DESC, "id" DESC) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

export type CopyResult = { median: number; p95: number; max: number; bytes: number; lines: number; header: string };

/**
 * `runs` COPYs of `sql` after one warm-up, each timed from sending it to its last byte received
 * (on the client: the app's export is timed on its server, which is the same machine).
 */
export async function measureCopy(dbUrl: string, sql: string, runs: number): Promise<CopyResult> {
  const client = await connectPg(dbUrl);
  try {
    // the app's own connection settings (data-source.ts), so the two sort and scan alike
    await client.query('SET jit = off');
    await client.query(`SET work_mem = '16MB'`);
    const times: number[] = [];
    let last = { bytes: 0, lines: 0, header: '' };
    for (let i = 0; i < runs + 1; i++) {
      const started = performance.now();
      const stream = client.query(copyTo(sql));
      let bytes = 0;
      let lines = 0;
      const header = new FirstLine();
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        header.add(chunk);
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      }
      const ms = performance.now() - started;
      if (i === 0) continue; // warm-up
      times.push(ms);
      last = { bytes, lines, header: header.text() };
    }
    return { ...summarise(times), ...last };
  } finally {
    await client.end();
  }
}
