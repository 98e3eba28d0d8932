import { randomBytes } from 'node:crypto';
import { startFakeGraphApi } from '../../src/test/fake-graph-api';
import { validRestLead } from '../../src/test/lead-examples';
import { now, seconds, sleep } from '../lib/clock';
import { freePort } from '../lib/free-port';
import { out } from '../lib/report';
import type { CommonSettings } from '../real-server/check-cli';
import { httpRequest, signIn } from '../real-server/http-client';
import { newCredentials, startServer } from '../real-server/server-process';
import type { Target } from '../real-server/targets';

/** the queue's job of a killed instance expires after 15 s, then is retried after about 1 s */
const RESEND_WAIT_MS = 120_000;
const POLL_MS = 100;

/** Polls `check` until it holds, or fails after `timeoutMs` saying what it waited for. */
async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${seconds(timeoutMs)}`);
    await sleep(POLL_MS);
  }
}

/**
 * (e) The app killed with SIGKILL after a new lead's commit, while its Conversions API event is
 * on its way and not yet taken by Meta (the fake Graph API holds the call unanswered), then
 * started again on the same database with Meta answering: the queued event is sent again once
 * the killed instance's job expires, Meta takes it exactly once, with the event id the browser
 * sent, and no job of it is left to send it again.
 */
export async function conversionsCrashScenario(target: Target, settings: CommonSettings): Promise<string[]> {
  out();
  out('-- (e) app killed with SIGKILL while a lead’s Conversions API event is unanswered, then restarted');
  const problems: string[] = [];
  const graph = await startFakeGraphApi();
  graph.mode = 'hang';
  const credentials = newCredentials();
  const port = await freePort();
  const env = { FACEBOOK_GRAPH_URL: graph.url, FACEBOOK_GRAPH_VERSION: 'v21.0' };
  let server = await startServer(target, { serverFrom: settings.serverFrom, credentials, port, env });
  const eventId = `evt_crash_${randomBytes(6).toString('hex')}`;
  const email = `crash.${randomBytes(3).toString('hex')}@example.com`;
  try {
    const cookie = await signIn(server.url, credentials);
    const configured = await httpRequest(server.url, {
      method: 'POST',
      path: '/graphql',
      headers: { cookie },
      body: {
        query:
          'mutation ($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { fbCapiEnabled } }',
        variables: {
          input: {
            fbCapiEnabled: true,
            fbPixelId: '123456789012345',
            fbAccessToken: 'EAAB-crash-check',
            requireConsent: false,
          },
        },
      },
    });
    if (configured.status !== 200 || configured.body.includes('"errors"'))
      throw new Error(
        `the Conversions API could not be turned on: ${configured.status} ${configured.body.slice(0, 300)}`,
      );
    const created = await httpRequest(server.url, {
      method: 'POST',
      path: '/api/leads',
      headers: { origin: server.url },
      body: validRestLead({ email, lead_event_id: eventId }),
    });
    if (created.status !== 201)
      throw new Error(`the lead was not stored: ${created.status} ${created.body.slice(0, 300)}`);
    await until('the first call to the Graph API', () => graph.requests.length > 0, 30_000);
    const killedAt = server.signal('SIGKILL');
    await server.exit;
    graph.mode = 'ok';
    server = await startServer(target, { serverFrom: settings.serverFrom, credentials, port, env });
    await until(
      'the event taken by the Graph API after the restart',
      () => graph.requests.some((request) => request.status === 200),
      RESEND_WAIT_MS,
    );
    out(
      `killed with the call unanswered; restarted in ${seconds(server.readyMs)}; the event was taken ${seconds(now() - killedAt)} after the kill`,
    );
    const exit = await server.stop();
    if (exit.code !== 0) problems.push(`the app exited with ${String(exit.code ?? exit.signal)} on SIGTERM`);
    const sentIds = graph.requests.map(
      (request) => ((request.body.data as { event_id?: string }[] | undefined) ?? [])[0]?.event_id,
    );
    const taken = graph.requests.filter((request) => request.status === 200).length;
    const jobs = await target.withClient(async (client) => {
      const { rows } = await client.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'conversions-api' AND data ->> 'eventId' = $1
         UNION ALL SELECT state FROM pgboss.archive WHERE name = 'conversions-api' AND data ->> 'eventId' = $1`,
        [eventId],
      );
      return rows.map((row) => row.state);
    });
    out(
      `calls ${graph.requests.length} (answered ${taken}), event ids ${[...new Set(sentIds)].join(', ')}; its jobs: ${jobs.join(', ')}`,
    );
    if (taken !== 1) problems.push(`Meta took the event ${taken} times, not once`);
    if (sentIds.some((id) => id !== eventId)) problems.push(`an event went with another id than ${eventId}`);
    if (jobs.length !== 1 || jobs[0] !== 'completed')
      problems.push(`its jobs are [${jobs.join(', ')}], not one completed`);
  } finally {
    if (server.exited() === null) await server.stop(5000);
    await graph.close();
  }
  return problems.map((p) => `(e) conversions crash: ${p}`);
}
