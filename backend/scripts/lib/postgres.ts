import { Client } from 'pg';

/** The PostgreSQL server the scripts use when DATABASE_URL names none (the one CI provides). */
export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The same server's URL with another database. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function connectPg(url: string, timeoutMs = 5000): Promise<Client> {
  const client = new Client({
    connectionString: url,
    // USER is unset on these machines, and pg would not know whom to connect as
    user: new URL(url).username || 'postgres',
    connectionTimeoutMillis: timeoutMs,
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function withPgClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await connectPg(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement (CREATE DATABASE, DROP DATABASE...) on a connection of its own. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  await withPgClient(serverUrl, (client) => client.query(sql));
}

/** The server's version ("15.8 (Debian 15.8-0+deb12u1)"): the benches print what they ran on. */
export function serverVersion(serverUrl: string): Promise<string> {
  return withPgClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0].server_version;
  });
}
