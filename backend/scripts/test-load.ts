import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { validRestLead } from '../src/test/lead-examples';
import { now, seconds } from './lib/clock';
import { histogram, machineLine, out } from './lib/report';
import { runScript } from './lib/run-script';
import {
  COMMON_HELP,
  COMMON_OPTIONS,
  commonSettings,
  finish,
  forEachEngine,
  type CommonSettings,
} from './real-server/check-cli';
import { auditLeads, auditLine, auditProblems } from './real-server/lead-audit';
import { newCredentials, startServer } from './real-server/server-process';
import {
  auditWebhooks,
  awaitDeliveries,
  registerReceiver,
  webhookAuditLine,
  webhookAuditProblems,
} from './real-server/webhook-check';
import { startReceiverProcess } from './real-server/receiver-process';
import type { Target } from './real-server/targets';

/**
 * npm run test:load: N lead submissions to POST /api/leads of the real server (a separate process),
 * each with its own email, at C concurrent connections (autocannon); then the database is read
 * directly: every submission answered 2xx is stored exactly once, and no answer is a 5xx. A
 * webhook endpoint is registered first: every stored lead must reach its receiver (signatures
 * verified with the standardwebhooks package) under one webhook-id, the p95 from the lead's commit
 * to its delivery under 2 s on PostgreSQL.
 * CI size 2,000 at 100 connections; --full 20,000 at 100. On PostgreSQL (a fresh database) and
 * on the embedded engine (a fresh DATA_DIR), or one of them with --engine.
 */

const HELP = `npm run test:load -- [options]
  --requests N           submissions per engine (default 2000; --full 20000)
  --connections C        concurrent connections (default 100)
${COMMON_HELP}`;

/** how long the deliveries may trail the last answer */
const WEBHOOK_WAIT_MS = 120_000;
/**
 * The commit-to-delivery p95 judged on a PostgreSQL server, where the job queue has connections
 * of its own. The embedded engine is one session: its deliveries queue behind every pending
 * request, so there the time is printed, not judged.
 */
const WEBHOOK_P95_LIMIT_MS = { postgres: 2000, embedded: null } as const;

/** "msg (reason)" of each warning or error the server logged */
function logMessages(output: string): string[] {
  return output.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; reason?: string; err?: { message?: string } };
      return (entry.level ?? 0) >= 40 ? [`${entry.msg ?? ''} (${entry.reason ?? entry.err?.message ?? ''})`] : [];
    } catch {
      return [];
    }
  });
}

async function loadOne(
  target: Target,
  settings: CommonSettings,
  requests: number,
  connections: number,
): Promise<string[]> {
  const credentials = newCredentials();
  const server = await startServer(target, { serverFrom: settings.serverFrom, credentials });
  out(`server ready in ${seconds(server.readyMs)} (pid ${server.pid}, ${server.url})`);
  const receiver = await startReceiverProcess();
  await registerReceiver(server.url, credentials, receiver);

  const runId = randomBytes(4).toString('hex');
  const prefix = `load.${runId}.`;
  let built = 0;
  const statuses: number[] = [];
  const acknowledged = new Set<string>();
  let ackWithoutEmail = 0;

  const started = now();
  const result = await autocannon({
    url: server.url,
    connections,
    amount: requests,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        setupRequest: (req) => {
          built += 1;
          return { ...req, body: JSON.stringify(validRestLead({ email: `${prefix}${built}@example.com` })) };
        },
        onResponse: (status, body) => {
          statuses.push(status);
          if (status >= 200 && status < 300) {
            try {
              const email = (JSON.parse(body) as { data?: { email?: string } }).data?.email;
              if (typeof email === 'string') acknowledged.add(email);
              else ackWithoutEmail += 1;
            } catch {
              ackWithoutEmail += 1;
            }
          }
        },
      },
    ],
  });
  const elapsed = now() - started;

  await awaitDeliveries(server, credentials, prefix, receiver, WEBHOOK_WAIT_MS);
  const exit = await server.stop();
  await receiver.stop();
  const webhooks = await auditWebhooks(target, prefix, receiver);
  const audit = await auditLeads(target, prefix, acknowledged);

  const answered = statuses.length;
  const sent = answered + result.errors;
  const twoXx = statuses.filter((s) => s >= 200 && s < 300).length;
  const fiveXx = statuses.filter((s) => s >= 500).length;
  const other = statuses.filter((s) => s < 200 || (s >= 300 && s < 500));
  out(
    `sent ${sent}, answered ${answered}, transport errors ${result.errors} (timeouts ${result.timeouts}) in ${seconds(elapsed)} at ${connections} connections`,
  );
  out(
    `acknowledged (2xx) ${twoXx}; other statuses ${other.length}${other.length ? ` (${histogram(other)})` : ''}; 5xx ${fiveXx}`,
  );
  out(auditLine(audit));
  out(webhookAuditLine(webhooks));
  out(
    `sustained ${(twoXx / (elapsed / 1000)).toFixed(0)} leads/s on ${target.label} (${(answered / (elapsed / 1000)).toFixed(0)} answers/s; autocannon average ${result.requests.average.toFixed(0)} req/s); latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  out(`server stopped with SIGTERM: exit code ${String(exit.code)}${exit.signal ? `, signal ${exit.signal}` : ''}`);
  if (fiveXx > 0) out(`the server's warnings and errors: ${histogram(logMessages(server.output()))}`);

  const problems: string[] = [];
  if (fiveXx > 0) problems.push(`${fiveXx} answers were 5xx (${histogram(statuses.filter((s) => s >= 500))})`);
  problems.push(...auditProblems(audit));
  problems.push(...webhookAuditProblems(webhooks, WEBHOOK_P95_LIMIT_MS[target.engine]));
  if (ackWithoutEmail > 0) problems.push(`${ackWithoutEmail} 2xx answers did not carry the lead's email`);
  if (result.errors > 0) problems.push(`${result.errors} requests got no answer (transport errors/timeouts)`);
  if (sent !== requests) problems.push(`sent ${sent} of ${requests} requests`);
  if (twoXx === 0) problems.push('no submission was acknowledged');
  if (exit.code !== 0)
    problems.push(`the server exited with ${String(exit.code ?? exit.signal)} on SIGTERM:\n${server.output()}`);
  return problems;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { ...COMMON_OPTIONS, requests: { type: 'string' }, connections: { type: 'string', default: '100' } },
  });
  if (values.help) {
    out(HELP);
    return;
  }
  const settings = commonSettings(values);
  const requests = Number(values.requests ?? (settings.full ? 20_000 : 2_000));
  const connections = Number(values.connections);
  if (
    !Number.isSafeInteger(requests) ||
    requests < 1 ||
    !Number.isSafeInteger(connections) ||
    connections < 1 ||
    connections > requests
  ) {
    throw new Error('--requests and --connections must be positive integers, connections <= requests');
  }
  const startedAt = now();
  out(
    `test:load (${settings.full ? 'full' : 'CI'} size): ${requests} lead submissions at ${connections} connections per engine; ${machineLine()}`,
  );
  const failures = await forEachEngine(settings, 'load', (target) => loadOne(target, settings, requests, connections));
  finish('test:load', failures, startedAt);
}

runScript('test:load', main);
