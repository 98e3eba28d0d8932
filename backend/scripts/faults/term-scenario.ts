import { randomBytes } from 'node:crypto';
import { sleep } from '../lib/clock';
import { histogram, out } from '../lib/report';
import type { CommonSettings } from '../real-server/check-cli';
import { statusOf } from '../real-server/http-client';
import { auditLeads, auditLine, auditProblems } from '../real-server/lead-audit';
import { newCredentials, startServer } from '../real-server/server-process';
import type { Target } from '../real-server/targets';
import { LeadLoad } from './lead-load';

/**
 * (c) Graceful shutdown, SIGTERM mid-load: every request in flight when the signal came gets its
 * answer (and the acknowledged ones are stored); the process exits 0 within 10 s.
 */

const SHUTDOWN_LIMIT_MS = 10_000;
/** how long past the limit to wait for the exit before calling it missing */
const EXIT_WAIT_MS = SHUTDOWN_LIMIT_MS + 5000;

export async function termScenario(
  target: Target,
  settings: CommonSettings,
  rounds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  out();
  out('-- (c) SIGTERM mid-load (graceful shutdown)');
  const credentials = newCredentials();
  const acknowledged = new Set<string>();
  const prefix = `term.${randomBytes(3).toString('hex')}.`;
  for (let round = 1; round <= rounds; round++) {
    const server = await startServer(target, { serverFrom: settings.serverFrom, credentials });
    const load = new LeadLoad(() => server, concurrency, `${prefix}${round}.`);
    try {
      load.start();
      await sleep(1500);
      const signalAt = server.signal('SIGTERM');
      // no new requests from here on; the ones in flight run to their end
      const stopping = load.stop();
      const exit = await Promise.race([server.exit, sleep(EXIT_WAIT_MS).then(() => null)]);
      await stopping;
      const inFlight = load.results.filter((r) => r.startedAt < signalAt && r.endedAt > signalAt);
      const answered = inFlight.filter((r) => r.status !== 0);
      const failed = inFlight.filter((r) => r.status === 0);
      for (const email of load.acknowledged()) acknowledged.add(email);
      const took = exit ? exit.at - signalAt : null;
      const socket = (reused: boolean) => (reused ? ' on a kept-alive socket' : ' on a new socket');
      out(
        `round ${round}: ${load.results.length} requests; in flight at the signal ${inFlight.length}: answered ${answered.length} ` +
          `(${histogram(answered.map(statusOf))}), no answer ${failed.length}${failed.length ? ` (${histogram(failed.map((r) => `${statusOf(r)}${socket(r.reusedSocket)}`))})` : ''}; ` +
          `exit code ${exit ? String(exit.code ?? exit.signal) : 'none'} ${took === null ? `(still running after ${EXIT_WAIT_MS} ms)` : `${took.toFixed(0)} ms after the signal`}`,
      );
      if (inFlight.length === 0)
        problems.push(`round ${round}: no request was in flight at the signal (the check proved nothing)`);
      if (failed.length > 0)
        problems.push(
          `round ${round}: ${failed.length} requests in flight at the signal got no answer (${histogram(failed.map(statusOf))})`,
        );
      const not2xx = answered.filter((r) => r.status < 200 || r.status >= 300);
      if (not2xx.length > 0)
        problems.push(
          `round ${round}: ${not2xx.length} requests in flight at the signal were answered ${histogram(not2xx.map(statusOf))}`,
        );
      if (exit === null || took === null)
        problems.push(`round ${round}: the process had not exited ${EXIT_WAIT_MS} ms after SIGTERM`);
      else if (exit.code !== 0)
        problems.push(`round ${round}: exit code ${String(exit.code ?? exit.signal)}:\n${server.output()}`);
      else if (took > SHUTDOWN_LIMIT_MS)
        problems.push(`round ${round}: exited ${took.toFixed(0)} ms after SIGTERM (limit ${SHUTDOWN_LIMIT_MS} ms)`);
    } finally {
      load.close();
      if (server.exited() === null) await server.stop(1000);
    }
  }
  const audit = await auditLeads(target, prefix, acknowledged);
  out(auditLine(audit));
  problems.push(...auditProblems(audit));
  return problems.map((p) => `(c) term: ${p}`);
}
