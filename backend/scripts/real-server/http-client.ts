import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { now } from '../lib/clock';
import type { RunningServer } from './server-process';

export type HttpResult = {
  /** 0 when no response arrived (see error) */
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  startedAt: number;
  endedAt: number;
  /** the transport error (ECONNRESET, ECONNREFUSED, timeout...) */
  error?: string;
  /** whether the request went out on a kept-alive socket that had served an earlier request */
  reusedSocket: boolean;
};

type HttpRequestOptions = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** sent as JSON */
  body?: unknown;
  /** sent as is (content-type application/json unless set) */
  rawBody?: string | Buffer;
  agent?: Agent;
  timeoutMs?: number;
};

/** One HTTP request; never throws (a transport failure comes back as status 0 with `error`). */
export function httpRequest(baseUrl: string, options: HttpRequestOptions): Promise<HttpResult> {
  const startedAt = now();
  return new Promise<HttpResult>((resolve) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let payload: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const url = new URL(baseUrl);
    let settled = false;
    const done = (result: Omit<HttpResult, 'startedAt' | 'endedAt' | 'reusedSocket'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, startedAt, endedAt: now(), reusedSocket: req.reusedSocket });
    };
    const failed = (error: NodeJS.ErrnoException) =>
      done({ status: 0, headers: {}, body: '', error: error.code ?? error.message });
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers,
        agent: options.agent,
        timeout: options.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', failed);
        res.on('aborted', () => done({ status: 0, headers: {}, body: '', error: 'response aborted' }));
      },
    );
    req.on('timeout', () => {
      req.destroy(new Error('timeout'));
    });
    req.on('error', failed);
    req.end(payload);
  });
}

/** The status of an answer, or the transport error when there was none: what the histograms count. */
export function statusOf(r: HttpResult): string {
  return r.status === 0 ? (r.error ?? 'no answer') : String(r.status);
}

/** The server's log lines about a failed request (found by the requestId its answer carries). */
export function logFor(server: RunningServer, r: HttpResult): string {
  let id: unknown;
  try {
    id = (JSON.parse(r.body) as { requestId?: unknown }).requestId;
  } catch {
    id = undefined;
  }
  if (typeof id !== 'string') return '(no requestId in the answer)';
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.includes(id));
  return lines.length ? lines.map((line) => line.slice(0, 1500)).join('\n  ') : '(no log line found)';
}

/** Signs in through the REST API and returns the session cookie ("connect.sid=..."). */
export async function signIn(baseUrl: string, credentials: { username: string; password: string }): Promise<string> {
  const res = await httpRequest(baseUrl, {
    method: 'POST',
    path: '/api/login',
    body: { username: credentials.username, password: credentials.password },
  });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]?.split(';')[0];
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in failed: ${res.status} ${res.error ?? res.body.slice(0, 300)}`);
  return cookie;
}
