import { escapeLiteral, type Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { runPrepared } from './prepared-query';

/*
 * `COPY (query) TO STDOUT`: PostgreSQL writes the rows in its own output format, which costs it
 * about what reading them costs, and the app passes the bytes on untouched. COPY takes no
 * parameters, so a statement's values are written into its text as literals, by pg's own
 * escapeLiteral; only its placeholders' positions come from the caller's text.
 */

/** A value as an SQL literal: text quoted by pg's escapeLiteral, a time as a timestamptz, an integer as digits. */
function sqlLiteral(value: unknown): string {
  if (typeof value === 'string') return escapeLiteral(value);
  if (value instanceof Date) return `${escapeLiteral(value.toISOString())}::timestamptz`;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  throw new Error(`no literal for a value of type ${typeof value}`);
}

/** A statement's text with each placeholder ($1, $2, …) replaced by its value as a literal. */
export function withLiterals(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, position: string) => {
    const index = Number(position) - 1;
    if (index >= values.length) throw new Error(`no value for $${position}`);
    return sqlLiteral(values[index]);
  });
}

/**
 * A read, then the CSV PostgreSQL writes for `query` (a SELECT without placeholders), both in one
 * snapshot (a read-only REPEATABLE READ transaction on one connection), so what the read saw is
 * what the COPY writes. The chunks come as the reader takes them; the read's rows are the
 * generator's return value. The connection goes back to the pool when the last chunk is read, or
 * when the reader stops early.
 */
export async function* copyCsvAfterRead<Row>(
  pool: Pool,
  read: { text: string; values: readonly unknown[] },
  query: string,
): AsyncGenerator<Buffer, Row[]> {
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await runPrepared<Row>(client, read.text, read.values);
    for await (const chunk of client.query(copyTo(`COPY (${query}) TO STDOUT WITH (FORMAT csv)`))) {
      yield chunk as Buffer;
    }
    await client.query('COMMIT');
    finished = true;
    return rows;
  } finally {
    // a COPY stopped midway (an error, a reader gone) leaves the connection mid-protocol and in a
    // transaction: it is closed rather than handed to the next caller
    client.release(finished ? undefined : new Error('COPY stopped midway'));
  }
}
