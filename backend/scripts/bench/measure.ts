import autocannon from 'autocannon';
import { caseHeaders, type Case } from './api-cases';

/** the next request's own body (the answers' check sent the 0th) */
let sent = 1;

export type Measured = { rps: number; p50: number; p99: number; requests: number; bad: number };

/** One autocannon run of a case against a server, at the case's connections: its rate, latencies, and the answers that were wrong. */
export async function measure(base: string, benchCase: Case, cookie: string, seconds: number): Promise<Measured> {
  const { body } = benchCase;
  const result = await autocannon({
    url: base + benchCase.path,
    method: benchCase.method,
    headers: caseHeaders(benchCase, base, cookie),
    ...(typeof body === 'function'
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: body(sent++) }) }] }
      : { body }),
    connections: benchCase.connections,
    duration: seconds,
  });
  const good = result.statusCodeStats?.[String(benchCase.status) as keyof typeof result.statusCodeStats]?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.requests.total - good + result.errors + result.timeouts,
  };
}

/** The run with the median rate (its latencies with it). */
export function median(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
