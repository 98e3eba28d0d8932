import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

const connectionTags = new WeakMap<PoolClient, number>();
let lastTag = 0;

/**
 * A prepared statement's name on one connection. The driver remembers what it prepared per
 * connection, but the embedded engine keeps one session for all of them, and it outlives a
 * connection that broke: a name unique to each connection cannot meet one prepared before.
 */
export function connectionStatementName(client: PoolClient, name: string): string {
  let tag = connectionTags.get(client);
  if (tag === undefined) {
    tag = ++lastTag;
    connectionTags.set(client, tag);
  }
  return `${name}_c${tag}`;
}

/**
 * A statement name that goes with `text` alone, whoever prepares it: the instances of one process
 * share the embedded engine's one session, so names counted per instance would collide.
 */
export function textStatementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/**
 * Runs a statement on the transaction's own connection as a named prepared statement: the server
 * parses and plans it once per connection instead of on every call, which matters on the hot
 * write paths (the server shares the machine's cores with the app). `name` must always go with
 * the same `text`.
 */
export async function preparedQuery<Row>(
  manager: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error(`${name} must run inside a transaction`);
  const client = (await runner.connect()) as PoolClient;
  return (await client.query<Row & object>({ name: connectionStatementName(client, name), text, values })).rows;
}
