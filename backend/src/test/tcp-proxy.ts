import { createConnection, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A TCP proxy to put in front of a database in tests, to make it unreachable and bring it back:
 * `cut()` drops every connection and refuses new ones (the server went down), `stall()` keeps
 * connections open but forwards nothing (a network partition), `restore()` forwards again.
 */
export type TcpProxy = {
  /** starts the proxy in front of the URL's host and port and returns the same URL through it */
  connectVia: (url: string) => Promise<string>;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
};

type Mode = 'open' | 'cut' | 'stall';

export function createTcpProxy(): TcpProxy {
  let mode: Mode = 'open';
  let upstream: { host: string; port: number } | null = null;
  const pairs = new Set<[Socket, Socket | null]>();

  const drop = (pair: [Socket, Socket | null]) => {
    pair[0].destroy();
    pair[1]?.destroy();
    pairs.delete(pair);
  };

  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'cut' || !upstream) {
      client.resetAndDestroy();
      return;
    }
    const pair: [Socket, Socket | null] = [client, null];
    pairs.add(pair);
    client.on('close', () => drop(pair));
    if (mode === 'stall') return; // accepted, never answered
    const target = createConnection(upstream);
    pair[1] = target;
    target.on('error', () => undefined);
    target.on('close', () => drop(pair));
    client.on('data', (chunk) => {
      if (mode === 'open') target.write(chunk);
    });
    target.on('data', (chunk) => {
      if (mode === 'open') client.write(chunk);
    });
  });

  return {
    connectVia: async (url) => {
      const parsed = new URL(url);
      upstream = { host: parsed.hostname, port: Number(parsed.port || 5432) };
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      parsed.hostname = '127.0.0.1';
      parsed.port = String((server.address() as AddressInfo).port);
      return parsed.toString();
    },
    cut() {
      mode = 'cut';
      for (const pair of [...pairs]) drop(pair);
    },
    stall() {
      mode = 'stall';
    },
    restore() {
      // connections stalled mid-conversation cannot resume: close them, as a real partition would
      if (mode === 'stall') for (const pair of [...pairs]) drop(pair);
      mode = 'open';
    },
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
