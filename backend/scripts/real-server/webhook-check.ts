import { sleep } from '../lib/clock';
import { out } from '../lib/report';
import { httpRequest, signIn } from './http-client';
import { emailPrefixPattern } from './lead-audit';
import type { ReceiverProcess } from './receiver-process';
import type { RunningServer, ServerCredentials } from './server-process';
import type { Target } from './targets';

/**
 * The webhook side of the real-server checks: a receiver (a process of its own, verifying every
 * request with the standardwebhooks package) registered on the app as an admin would (GraphQL),
 * and an audit of what arrived against the leads the database holds.
 */

export type WebhookAudit = {
  /** the run's stored leads */
  stored: number;
  /** stored leads whose lead.created arrived */
  delivered: number;
  /** stored leads that never arrived, by id */
  missing: number[];
  /** arrivals beyond the first of the same webhook-id: retries of one event */
  retries: number;
  /** leads that arrived under more than one webhook-id: one event sent as two (a defect) */
  splitEvents: number;
  /** commit-to-arrival times (ms) of the first arrival of each lead */
  latencies: number[];
  /** requests whose signature did not verify */
  rejected: number;
};

/**
 * Registers the receiver for `eventTypes` as an admin (signing in with `credentials`, or with a
 * session cookie); the receiver then checks signatures with the secret it was given.
 */
export async function registerReceiver(
  serverUrl: string,
  admin: ServerCredentials | { cookie: string },
  receiver: ReceiverProcess,
  eventTypes: string[] = ['lead.created'],
): Promise<void> {
  const cookie = 'cookie' in admin ? admin.cookie : await signIn(serverUrl, admin);
  const res = await httpRequest(serverUrl, {
    method: 'POST',
    path: '/graphql',
    headers: { cookie },
    body: {
      query:
        'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }',
      variables: { input: { url: `${receiver.url}/hooks`, description: 'a check of the real server', eventTypes } },
    },
  });
  const secret = (JSON.parse(res.body || '{}') as { data?: { createWebhookEndpoint?: { secret?: string } } }).data
    ?.createWebhookEndpoint?.secret;
  if (res.status !== 200 || !secret)
    throw new Error(`webhook registration failed: ${res.status} ${res.body.slice(0, 300)}`);
  receiver.useSecret(secret);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function storedLeads(target: Target, prefix: string): Promise<Map<number, number>> {
  return target.withClient(async (client) => {
    const { rows } = await client.query<{ id: number; created_at: Date }>(
      `SELECT id, created_at FROM lead WHERE email LIKE $1`,
      [emailPrefixPattern(prefix)],
    );
    return new Map(rows.map((row) => [row.id, row.created_at.getTime()]));
  });
}

type LeadPage = {
  data?: { leads?: { nodes: { id: number }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
};

/** The ids of the run's leads as the running app lists them to an admin (GraphQL, page by page). */
async function listedLeadIds(server: RunningServer, admin: ServerCredentials, prefix: string): Promise<number[]> {
  const cookie = await signIn(server.url, admin);
  const ids: number[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await httpRequest(server.url, {
      method: 'POST',
      path: '/graphql',
      headers: { cookie },
      body: {
        query:
          'query ($filter: LeadFilter, $after: String) { leads(filter: $filter, first: 200, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }',
        variables: { filter: { search: prefix }, after },
      },
    });
    const page = (JSON.parse(res.body || '{}') as LeadPage).data?.leads;
    if (res.status !== 200 || !page)
      throw new Error(`listing the run's leads failed: ${res.status} ${res.body.slice(0, 300)}`);
    ids.push(...page.nodes.map((node) => node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
}

/**
 * Waits (up to `timeoutMs`) until every lead of the run that the running app lists has arrived at
 * the receiver. The list comes from the app, not the database: a second reader of the embedded
 * engine's folder would damage it while the app has it open. The audit reads the database after.
 */
export async function awaitDeliveries(
  server: RunningServer,
  admin: ServerCredentials,
  prefix: string,
  receiver: ReceiverProcess,
  timeoutMs: number,
): Promise<void> {
  const ids = await listedLeadIds(server, admin, prefix);
  const started = Date.now();
  const arrivedIds = () => new Set(receiver.arrivals.map((m) => m.leadId));
  while (ids.some((id) => !arrivedIds().has(id)) && Date.now() - started < timeoutMs) await sleep(250);
}

/**
 * Audits what arrived against the leads the database holds: each lead under one webhook-id
 * (repeats of that id are retries), and the time from the lead's commit (its created_at) to its
 * first arrival. Call it once the server has stopped (after `awaitDeliveries`).
 */
export async function auditWebhooks(target: Target, prefix: string, receiver: ReceiverProcess): Promise<WebhookAudit> {
  const leads = await storedLeads(target, prefix);
  const idsByLead = new Map<number, Set<string>>();
  const firstArrival = new Map<number, number>();
  const seenIds = new Set<string>();
  let retries = 0;
  for (const message of receiver.arrivals) {
    const { leadId } = message;
    if (!leads.has(leadId)) continue;
    if (seenIds.has(message.id)) retries += 1;
    seenIds.add(message.id);
    idsByLead.set(leadId, (idsByLead.get(leadId) ?? new Set()).add(message.id));
    if (!firstArrival.has(leadId)) firstArrival.set(leadId, message.receivedAt);
  }
  return {
    stored: leads.size,
    delivered: firstArrival.size,
    missing: [...leads.keys()].filter((id) => !firstArrival.has(id)),
    retries,
    splitEvents: [...idsByLead.values()].filter((ids) => ids.size > 1).length,
    latencies: [...firstArrival].map(([id, at]) => at - (leads.get(id) ?? at)).sort((a, b) => a - b),
    rejected: receiver.rejected(),
  };
}

/** The audit on one line, with the commit-to-delivery latency. */
export function webhookAuditLine(audit: WebhookAudit): string {
  const l = audit.latencies;
  return (
    `webhooks: ${audit.delivered} of ${audit.stored} stored leads delivered; missing ${audit.missing.length}; ` +
    `retried arrivals ${audit.retries}; events split across webhook-ids ${audit.splitEvents}; bad signatures ${audit.rejected}; ` +
    `commit-to-delivery p50 ${percentile(l, 50)} ms, p95 ${percentile(l, 95)} ms, max ${l[l.length - 1] ?? Number.NaN} ms`
  );
}

/** What the audit found wrong; `p95LimitMs` null: latency is not judged (a fault scenario). */
export function webhookAuditProblems(audit: WebhookAudit, p95LimitMs: number | null): string[] {
  const problems: string[] = [];
  if (audit.missing.length > 0)
    problems.push(
      `${audit.missing.length} stored leads never delivered, e.g. ids ${audit.missing.slice(0, 5).join(', ')}`,
    );
  if (audit.splitEvents > 0) problems.push(`${audit.splitEvents} leads arrived under two or more webhook-ids`);
  if (audit.rejected > 0) problems.push(`${audit.rejected} webhook requests failed signature verification`);
  const p95 = percentile(audit.latencies, 95);
  if (p95LimitMs !== null && !(p95 < p95LimitMs))
    problems.push(`commit-to-delivery p95 ${p95} ms is not under ${p95LimitMs} ms`);
  return problems;
}

/** Audits the run's webhooks (the server stopped), prints the figures and returns what is wrong. */
export async function checkWebhooks(
  target: Target,
  prefix: string,
  receiver: ReceiverProcess,
  p95LimitMs: number | null,
): Promise<string[]> {
  const audit = await auditWebhooks(target, prefix, receiver);
  out(webhookAuditLine(audit));
  return webhookAuditProblems(audit, p95LimitMs);
}
