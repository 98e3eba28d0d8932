import { randomBytes } from 'node:crypto';
import { seconds, sleep } from '../lib/clock';
import { freePort } from '../lib/free-port';
import { histogram, out } from '../lib/report';
import type { CommonSettings } from '../real-server/check-cli';
import { statusOf } from '../real-server/http-client';
import { auditLeads, auditLine, auditProblems } from '../real-server/lead-audit';
import { startReceiverProcess } from '../real-server/receiver-process';
import { newCredentials, startServer } from '../real-server/server-process';
import { awaitDeliveries, checkWebhooks, registerReceiver } from '../real-server/webhook-check';
import type { Target } from '../real-server/targets';
import { LeadLoad } from './lead-load';

/** a job the killed app held comes back when it expires (60 s) and the monitor sees it */
const WEBHOOK_WAIT_MS = 150_000;

/**
 * (b) The app killed with SIGKILL mid-load and started again on the same database (the same
 * DATA_DIR for the embedded engine): every acknowledged lead stored, before and after, and every
 * stored lead delivered to the webhook receiver after the restart.
 */
export async function killScenario(
  target: Target,
  settings: CommonSettings,
  rounds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  out();
  out(
    `-- (b) app killed with SIGKILL mid-load, then restarted on the same ${target.engine === 'embedded' ? 'DATA_DIR' : 'database'}`,
  );
  const credentials = newCredentials();
  const port = await freePort();
  let server = await startServer(target, { serverFrom: settings.serverFrom, credentials, port });
  out(`app ready in ${seconds(server.readyMs)} (pid ${server.pid})`);
  const receiver = await startReceiverProcess();
  await registerReceiver(server.url, credentials, receiver);
  const load = new LeadLoad(() => server, concurrency, `kill.${randomBytes(3).toString('hex')}.`);
  try {
    load.start();
    for (let round = 1; round <= rounds; round++) {
      await sleep(1500);
      const killedAt = server.signal('SIGKILL');
      await server.exit;
      const acknowledgedBefore = load.acknowledged().size;
      const restarted = await startServer(target, { serverFrom: settings.serverFrom, credentials, port });
      server = restarted;
      const first2xx = await load.firstSuccess((r) => r.startedAt >= killedAt);
      out(
        `round ${round}: killed with ${acknowledgedBefore} acknowledged so far; restarted, ready in ${seconds(restarted.readyMs)}; ` +
          `first 2xx ${first2xx === null ? 'NEVER' : seconds(first2xx - killedAt)} after the kill`,
      );
      if (first2xx === null) problems.push(`round ${round}: no 2xx after the restart`);
    }
    await sleep(1500);
    await load.stop();
    await awaitDeliveries(server, credentials, load.prefix, receiver, WEBHOOK_WAIT_MS);
    const exit = await server.stop();
    problems.push(...(await checkWebhooks(target, load.prefix, receiver, null)));
    const audit = await auditLeads(target, load.prefix, load.acknowledged());
    const results = load.results;
    const fiveXx = results.filter((r) => r.status >= 500);
    out(`requests ${results.length}: ${histogram(results.map(statusOf))}`);
    out(`${auditLine(audit)}; 5xx ${fiveXx.length}`);
    out(`app stopped with SIGTERM after the last round: exit code ${String(exit.code ?? exit.signal)}`);
    problems.push(...auditProblems(audit));
    if (fiveXx.length > 0)
      problems.push(
        `${fiveXx.length} 5xx answers (${histogram(fiveXx.map(statusOf))}), e.g. ${fiveXx[0].body.slice(0, 300)}`,
      );
    if (exit.code !== 0)
      problems.push(`the app exited with ${String(exit.code ?? exit.signal)} on SIGTERM:\n${server.output()}`);
  } finally {
    load.close();
    await receiver.stop();
    if (server.exited() === null) await server.stop(5000);
  }
  return problems.map((p) => `(b) kill: ${p}`);
}
