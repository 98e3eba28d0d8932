import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResult } from 'pg';
import type { EntityManager } from 'typeorm';

/*
 * Named prepared statements, the one way the hot paths talk to PostgreSQL: a lead's INSERT, a page
 * of leads and its total, the CSV export's batches, the session store, pg-boss's job insert.
 *
 * Why: PostgreSQL parses and plans a prepared statement once per connection and afterwards only
 * binds and executes it. The server shares the machine's cores with the app, and parsing and
 * planning a page of leads, the session read or pg-boss's long insert cost it more than running
 * them. The values always travel as parameters, apart from the text.
 *
 * One naming scheme for everyone: `s<hash of the text>_c<connection>`. A name goes with one text
 * by construction, so no caller picks one and two texts never share one. The connection's tag is
 * there because the embedded engine serves every connection from one backend session, which
 * outlives a connection that broke: the pg driver remembers what it prepared per connection, and a
 * name unique to each connection cannot meet a statement another connection prepared.
 */

/**
 * Most distinct texts prepared in a process: a text past them runs unprepared (parsed and planned
 * each time), so no caller can grow every connection's statements without end.
 */
const MAX_TEXTS = 500;

/** each text's name, less its connection tag */
const textNames = new Map<string, string>();
const connectionTags = new WeakMap<PoolClient, number>();
let lastTag = 0;

/** The statement's name on this connection, or null when the text is past MAX_TEXTS. */
function statementName(client: PoolClient, text: string): string | null {
  let name = textNames.get(text);
  if (name === undefined) {
    if (textNames.size >= MAX_TEXTS) return null;
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    textNames.set(text, name);
  }
  let tag = connectionTags.get(client);
  if (tag === undefined) {
    tag = ++lastTag;
    connectionTags.set(client, tag);
  }
  return `${name}_c${tag}`;
}

/** Runs `text` on this connection as a named prepared statement (prepared on its first run there). */
export function runPrepared<Row>(
  client: PoolClient,
  text: string,
  values: readonly unknown[],
): Promise<QueryResult<Row & object>> {
  const name = statementName(client, text);
  const parameters = values as unknown[];
  return client.query<Row & object>(name === null ? { text, values: parameters } : { name, text, values: parameters });
}

/**
 * Runs a read on a connection of the pool, outside any transaction. Never call it inside a
 * transaction: on the embedded engine the transaction holds the pool's one connection, and this
 * would wait for it.
 */
export async function preparedRead<Row>(pool: Pool, text: string, values: readonly unknown[]): Promise<Row[]> {
  const client = await pool.connect();
  try {
    return (await runPrepared<Row>(client, text, values)).rows;
  } finally {
    client.release();
  }
}

/** Runs a statement on the transaction's own connection. */
export async function preparedQuery<Row>(
  manager: EntityManager,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('preparedQuery must run inside a transaction');
  const client = (await runner.connect()) as PoolClient;
  return (await runPrepared<Row>(client, text, values)).rows;
}
