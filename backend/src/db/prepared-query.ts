import type { PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

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
  return (await client.query<Row & object>({ name, text, values })).rows;
}
