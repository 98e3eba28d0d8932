import { randomBytes } from 'node:crypto';
import { now, seconds, sleep } from '../lib/clock';
import { histogram, out } from '../lib/report';
import type { CommonSettings } from '../real-server/check-cli';
import { logFor, statusOf, type HttpResult } from '../real-server/http-client';
import { auditLeads, auditLine, auditProblems } from '../real-server/lead-audit';
import { startReceiverProcess, type ReceiverProcess } from '../real-server/receiver-process';
import { newCredentials, startServer, type RunningServer } from '../real-server/server-process';
import { awaitDeliveries, checkWebhooks, registerReceiver } from '../real-server/webhook-check';
import { createTarget, type Target } from '../real-server/targets';
import { LeadLoad, type Sample } from './lead-load';
import { startCluster, waitAccepting, type Cluster } from './pg-cluster';

/**
 * (a) PostgreSQL (a temporary cluster of our own) stopped mid-load and started 2 s later: the
 * app's first 2xx comes <= 5 s after the database accepts connections again; 5xx only during the
 * outage, each a 503 with JSON; every acknowledged lead stored.
 */

const RECOVERY_LIMIT_MS = 5000;

type Outage = { stopCmd: number; up: number; first2xx: number | null };

function isJson(r: HttpResult): boolean {
  return String(r.headers['content-type'] ?? '').includes('application/json');
}

/** Stops the cluster, starts it 2 s later, and waits for the app's first 2xx after it came back. */
async function outage(cluster: Cluster, load: LeadLoad, round: number, problems: string[]): Promise<Outage> {
  const stopCmd = now();
  const stopped = await cluster.pgCtl(['-m', 'fast', '-w', 'stop']);
  const down = now();
  if (stopped.code !== 0) throw new Error(`pg_ctl stop failed:\n${stopped.output}`);
  await sleep(2000);
  const starting = cluster.pgCtl(['-w', '-t', '60', 'start']);
  const up = await waitAccepting(cluster.url, 60_000);
  const startResult = await starting;
  if (startResult.code !== 0) throw new Error(`pg_ctl start failed:\n${startResult.output}\n${cluster.log()}`);
  const first2xx = await load.firstSuccess((r) => r.endedAt >= up);
  out(
    `round ${round}: pg_ctl stop -m fast took ${seconds(down - stopCmd)}; database down ${seconds(up - down)}; ` +
      `first 2xx ${first2xx === null ? 'NEVER (30 s)' : `${(first2xx - up).toFixed(0)} ms`} after it accepted connections again`,
  );
  if (first2xx === null || first2xx - up > RECOVERY_LIMIT_MS) {
    problems.push(
      `round ${round}: recovery ${first2xx === null ? 'never' : `${(first2xx - up).toFixed(0)} ms`} (limit ${RECOVERY_LIMIT_MS} ms)`,
    );
  }
  return { stopCmd, up, first2xx };
}

/** What the answers show: 5xx only during an outage, each a 503 with a JSON body, none lost. */
function answerProblems(results: Sample[], outages: Outage[], server: RunningServer): string[] {
  const problems: string[] = [];
  const duringOutage = (r: Sample) =>
    outages.some((w) => r.endedAt >= w.stopCmd && r.startedAt <= (w.first2xx ?? Infinity));
  const fiveXx = results.filter((r) => r.status >= 500);
  const outside = fiveXx.filter((r) => !duringOutage(r));
  const not503 = fiveXx.filter((r) => r.status !== 503);
  const notJson = fiveXx.filter((r) => !isJson(r));
  const transport = results.filter((r) => r.status === 0);
  out(`requests ${results.length}: ${histogram(results.map(statusOf))}`);
  out(
    `5xx ${fiveXx.length} (all during the outage: ${outside.length === 0 ? 'yes' : `no, ${outside.length} outside`}); 500s ${fiveXx.filter((r) => r.status === 500).length}; ` +
      `5xx not 503 ${not503.length}; 5xx without a JSON body ${notJson.length}; transport errors ${transport.length}`,
  );
  const a503 = fiveXx.find((r) => r.status === 503);
  if (fiveXx.length > 0)
    out(`a 503 body: ${a503?.body.slice(0, 200) ?? '-'} (Retry-After ${String(a503?.headers['retry-after'] ?? '-')})`);
  for (const r of fiveXx.filter((x) => x.status === 500).slice(0, 3))
    out(`a 500: ${r.body.slice(0, 200)}\n  server log: ${logFor(server, r)}`);

  if (outside.length > 0)
    problems.push(`${outside.length} 5xx outside the outage (${histogram(outside.map(statusOf))})`);
  if (not503.length > 0)
    problems.push(
      `${not503.length} 5xx were not 503 (${histogram(not503.map(statusOf))}), e.g. ${not503[0].body.slice(0, 300)}`,
    );
  if (notJson.length > 0) problems.push(`${notJson.length} 5xx without a JSON body`);
  if (transport.length > 0)
    problems.push(`${transport.length} requests got no answer (${histogram(transport.map(statusOf))})`);
  return problems;
}

/** a job caught active by the outage comes back when it expires (60 s) and the monitor sees it */
const WEBHOOK_WAIT_MS = 150_000;

export async function restartScenario(
  settings: CommonSettings,
  pgBin: string,
  rounds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  out();
  out('== (a) PostgreSQL restarted mid-load (a temporary cluster of our own)');
  const cluster = await startCluster(pgBin);
  out(`cluster on 127.0.0.1:${cluster.port} in ${cluster.dir}`);
  let target: Target | null = null;
  let server: RunningServer | null = null;
  let load: LeadLoad | null = null;
  let receiver: ReceiverProcess | null = null;
  try {
    target = await createTarget('postgres', cluster.url, 'faults');
    const credentials = newCredentials();
    server = await startServer(target, { serverFrom: settings.serverFrom, credentials });
    const running = server;
    out(`app ready in ${seconds(server.readyMs)} (pid ${server.pid})`);
    receiver = await startReceiverProcess();
    await registerReceiver(server.url, credentials, receiver);
    load = new LeadLoad(() => running, concurrency, `restart.${randomBytes(3).toString('hex')}.`);
    load.start();
    await sleep(2000);

    const outages: Outage[] = [];
    for (let round = 1; round <= rounds; round++) {
      outages.push(await outage(cluster, load, round, problems));
      await sleep(2000);
    }
    await load.stop();
    // every lead stored reaches the receiver: jobs caught by the outage are retried (or expire and are)
    await awaitDeliveries(server, credentials, load.prefix, receiver, WEBHOOK_WAIT_MS);
    const exit = await server.stop();
    problems.push(...(await checkWebhooks(target, load.prefix, receiver, null)));
    const audit = await auditLeads(target, load.prefix, load.acknowledged());
    problems.push(...answerProblems(load.results, outages, server));
    out(auditLine(audit));
    out(`app stopped with SIGTERM: exit code ${String(exit.code ?? exit.signal)}`);
    problems.push(...auditProblems(audit));
    if (exit.code !== 0)
      problems.push(`the app exited with ${String(exit.code ?? exit.signal)} on SIGTERM:\n${server.output()}`);
  } finally {
    load?.close();
    await receiver?.stop();
    if (server && server.exited() === null) await server.stop(5000);
    await target?.dispose().catch(() => undefined);
    await cluster.destroy();
  }
  return problems.map((p) => `(a) restart: ${p}`);
}
