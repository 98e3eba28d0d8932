import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { connectionStatementName } from './prepared-query';

/** The pg pool under a data source's connections. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * Runs a read on a connection of the pool, outside any transaction, as a named prepared statement:
 * the server parses and plans it once per connection. The server shares the machine's cores with
 * the app, and planning a page of leads cost it more than running it. `name` must always go with
 * the same `text`.
 */
export async function preparedRead<Row>(pool: Pool, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = await pool.connect();
  try {
    return (await client.query<Row & object>({ name: connectionStatementName(client, name), text, values })).rows;
  } finally {
    client.release();
  }
}
