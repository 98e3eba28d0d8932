import { Agent } from 'node:http';
import fc from 'fast-check';
import { validRestLead } from '../../src/test/lead-examples';
import { startFakeGraphApi } from '../../src/test/fake-graph-api';
import { startFakeStripeApi } from '../../src/test/fake-stripe-api';
import { now, seconds } from '../lib/clock';
import { histogram, out } from '../lib/report';
import type { CommonSettings } from '../real-server/check-cli';
import { httpRequest, signIn, statusOf } from '../real-server/http-client';
import { newCredentials, startServer, type RunningServer } from '../real-server/server-process';
import type { Target } from '../real-server/targets';
import { endpoints, type FuzzCase, type Ids } from './endpoints';
import { reportFindings, type Finding } from './findings';
import { judge } from './judge';
import { pollutionChecks } from './pollution-checks';
import { auditLeadRows } from './stored-leads-audit';
import { enrolledFuzzUser } from './two-factor-user';

/** One engine's fuzz: the real server against fake Stripe and Graph APIs, every endpoint's cases, then the checks afterwards. */

type EndpointStats = { cases: number; statuses: string[] };

/** A few leads and their milestone records, to aim the path ids at. */
async function seedIds(
  server: RunningServer,
  adminCookie: string,
  agent: Agent,
  usedTwoFactorCode: string,
): Promise<Ids> {
  const ids: Ids = { leadIds: [], milestoneIds: [], usedTwoFactorCode };
  for (let i = 0; i < 5; i++) {
    const res = await httpRequest(server.url, {
      method: 'POST',
      path: '/api/leads',
      body: validRestLead({ email: `fuzz.seed.${i}@example.com` }),
      agent,
    });
    ids.leadIds.push((JSON.parse(res.body) as { data: { id: number } }).data.id);
  }
  for (const id of ids.leadIds) {
    const res = await httpRequest(server.url, {
      method: 'GET',
      path: `/api/leads/${id}/milestones`,
      headers: { cookie: adminCookie },
      agent,
    });
    for (const m of (JSON.parse(res.body) as { data: { id: number }[] }).data) ids.milestoneIds.push(m.id);
  }
  return ids;
}

/** Sends one case as the caller it names; returns its findings. */
async function sendCase(
  server: RunningServer,
  agent: Agent,
  c: FuzzCase,
  cookieOf: { admin: string; throwaway: () => Promise<string>; pending: () => Promise<string> },
  stat: EndpointStats,
): Promise<Finding[]> {
  const headers: Record<string, string> = {};
  if (c.sameOrigin) headers.origin = `http://${server.host}`;
  if (c.who === 'admin') headers.cookie = cookieOf.admin;
  if (c.who === 'throwaway') headers.cookie = await cookieOf.throwaway();
  if (c.who === 'pending') headers.cookie = await cookieOf.pending();
  const mark = server.written();
  const res = await httpRequest(server.url, {
    method: c.method,
    path: c.path,
    agent,
    timeoutMs: 30_000,
    headers: c.body.kind === 'raw' ? { ...headers, 'content-type': c.body.contentType } : headers,
    rawBody: c.body.kind === 'json' ? (JSON.stringify(c.body.value) ?? 'null') : c.body.text,
  });
  stat.cases += 1;
  stat.statuses.push(statusOf(res));
  const problems = judge(c, res);
  // whatever the answer said, the browser of a code step must not be signed in unless a code was right
  if (c.who === 'pending' && headers.cookie) {
    const session = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]?.split(';')[0] ?? headers.cookie;
    const user = await httpRequest(server.url, {
      method: 'GET',
      path: '/api/user',
      headers: { cookie: session },
      agent,
    });
    if (user.status !== 401) {
      problems.push({ kind: 'session without a second step', detail: `GET /api/user answered ${user.status}` });
    }
  }
  return problems.map((problem) => ({
    ...problem,
    endpoint: c.endpoint,
    status: res.status,
    request: c,
    response: res.body.slice(0, 2000),
    ...(res.status >= 500 ? { logMark: mark } : {}),
  }));
}

export async function runFuzz(
  target: Target,
  settings: CommonSettings,
  total: number,
  seed: number,
): Promise<string[]> {
  const stripe = await startFakeStripeApi();
  const graph = await startFakeGraphApi();
  const credentials = newCredentials();
  const server = await startServer(target, {
    serverFrom: settings.serverFrom,
    credentials,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_API_BASE_URL: stripe.url,
      FACEBOOK_GRAPH_URL: graph.url,
    },
  });
  out(
    `server ready in ${seconds(server.readyMs)} (pid ${server.pid}); fake Stripe and Graph APIs on ${stripe.url}, ${graph.url}`,
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const findings: Finding[] = [];
  const stats = new Map<string, EndpointStats>();
  const adminCookie = await signIn(server.url, credentials);
  const twoFactorUser = await enrolledFuzzUser(server.url, adminCookie);
  const cookieOf = {
    admin: adminCookie,
    throwaway: () => signIn(server.url, credentials),
    pending: twoFactorUser.pending,
  };
  let adminSignIns = 1;
  const started = now();
  try {
    const list = endpoints(await seedIds(server, cookieOf.admin, agent, twoFactorUser.usedCode));
    const perEndpoint = Math.ceil(total / list.length);
    for (const [index, endpoint] of list.entries()) {
      const stat: EndpointStats = { cases: 0, statuses: [] };
      stats.set(endpoint.name, stat);
      await fc.assert(
        fc.asyncProperty(endpoint.arb, async (c) => {
          findings.push(...(await sendCase(server, agent, c, cookieOf, stat)));
          if (server.exited()) throw new Error(`the server exited during the fuzz:\n${server.output()}`);
          return true;
        }),
        { numRuns: perEndpoint, seed: seed + index, endOnFailure: true },
      );
      // the admin's session survives everything but a sign-out; sign in again if some case ended it
      const me = await httpRequest(server.url, {
        method: 'GET',
        path: '/api/user',
        headers: { cookie: cookieOf.admin },
        agent,
      });
      if (me.status !== 200) {
        cookieOf.admin = await signIn(server.url, credentials);
        adminSignIns += 1;
      }
    }
    const elapsed = now() - started;

    // Object.prototype is not polluted: requests afterwards behave normally
    const pollution = await pollutionChecks(server, agent);

    const exit = await server.stop();
    const invalidRows = await auditLeadRows(target);

    const totalCases = [...stats.values()].reduce((n, s) => n + s.cases, 0);
    out(
      `${totalCases} cases in ${seconds(elapsed)} (${(totalCases / (elapsed / 1000)).toFixed(0)}/s), seed ${seed}; the admin signed in ${adminSignIns} time(s)`,
    );
    const width = Math.max(...[...stats.keys()].map((k) => k.length));
    for (const [name, s] of stats)
      out(`  ${name.padEnd(width)}  ${String(s.cases).padStart(5)}  ${histogram(s.statuses)}`);
    out(`status histogram: ${histogram([...stats.values()].flatMap((s) => s.statuses))}`);
    out(
      `after the run: ${pollution.length === 0 ? 'the server behaves normally (no prototype pollution seen)' : `PROBLEMS: ${pollution.join('; ')}`}`,
    );
    out(
      `lead rows checked against lead.inputs.ts and the touch rules: ${invalidRows.checked}; invalid ${invalidRows.invalid.length}`,
    );
    for (const row of invalidRows.invalid.slice(0, 5)) out(`  invalid row: ${row}`);
    out(`server stopped with SIGTERM: exit code ${String(exit.code ?? exit.signal)}`);

    const problems = reportFindings(findings, server, target.engine);
    problems.push(...pollution.map((p) => `after the run: ${p}`));
    if (invalidRows.invalid.length > 0)
      problems.push(
        `${invalidRows.invalid.length} stored leads break the contact form's or the touches' rules, e.g. ${invalidRows.invalid[0]}`,
      );
    if (exit.code !== 0) problems.push(`the server exited with ${String(exit.code ?? exit.signal)} on SIGTERM`);
    return problems;
  } finally {
    agent.destroy();
    if (server.exited() === null) await server.stop(5000);
    await stripe.close();
    await graph.close();
  }
}
