import { randomBytes } from 'node:crypto';
import { seconds, sleep } from '../lib/clock';
import { out } from '../lib/report';
import type { CommonSettings } from '../real-server/check-cli';
import { startReceiverProcess } from '../real-server/receiver-process';
import { newCredentials, startServer } from '../real-server/server-process';
import type { Target } from '../real-server/targets';
import { awaitDeliveries, checkWebhooks, registerReceiver } from '../real-server/webhook-check';
import { LeadLoad } from './lead-load';

/**
 * (d) The webhook receiver down mid-load (its port refuses connections) for `downSeconds`, then
 * up again: every stored lead reaches it, retried with the queue's backoff (the checks' server
 * retries after ~1 s, doubling), under the webhook-id of its first attempt. Each round is a fresh
 * app, receiver and lead prefix.
 */
export async function receiverDownScenario(
  target: Target,
  settings: CommonSettings,
  downSeconds: number,
  rounds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  out();
  out(`-- (d) webhook receiver down for ${downSeconds} s mid-load, then up`);
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) out(`round ${round}:`);
    const roundProblems = await receiverDownRound(target, settings, downSeconds, concurrency);
    problems.push(...roundProblems.map((p) => (rounds > 1 ? `round ${round}: ${p}` : p)));
  }
  return problems.map((p) => `(d) receiver down: ${p}`);
}

async function receiverDownRound(
  target: Target,
  settings: CommonSettings,
  downSeconds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  const credentials = newCredentials();
  const server = await startServer(target, { serverFrom: settings.serverFrom, credentials });
  const receiver = await startReceiverProcess();
  const load = new LeadLoad(() => server, concurrency, `receiver.${randomBytes(3).toString('hex')}.`);
  try {
    await registerReceiver(server.url, credentials, receiver);
    load.start();
    await sleep(1500);
    await receiver.stop();
    const downAt = Date.now();
    const acknowledgedAtDown = load.acknowledged().size;
    await sleep(downSeconds * 1000);
    await receiver.start();
    out(
      `receiver down ${seconds(Date.now() - downAt)} with ${acknowledgedAtDown} leads acknowledged when it went; ${load.acknowledged().size} by the time it was back`,
    );
    await sleep(1500);
    await load.stop();
    // the last retry before the receiver came back may be up to ~2 × downSeconds later
    await awaitDeliveries(server, credentials, load.prefix, receiver, (3 * downSeconds + 60) * 1000);
    const exit = await server.stop();
    if (exit.code !== 0)
      problems.push(`the app exited with ${String(exit.code ?? exit.signal)} on SIGTERM:\n${server.output()}`);
    problems.push(...(await checkWebhooks(target, load.prefix, receiver, null)));
  } finally {
    load.close();
    await receiver.stop();
    if (server.exited() === null) await server.stop(5000);
  }
  return problems;
}
