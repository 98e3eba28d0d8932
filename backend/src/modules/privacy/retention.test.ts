import PgBoss from 'pg-boss';
import { PRIVACY_QUEUES } from '.';
import { eventually } from '../../test/eventually';
import { startFakeElevenLabsApi, type FakeElevenLabsApi } from '../../test/fake-elevenlabs-api';
import { anyString } from '../../test/matchers';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, type Member } from '../../test/team';

/*
 * Retention that enforces itself, on a fake clock: Settings → Data retention sets each kind's
 * period (validated, audited, the environment's defaults where unset), the daily job deletes
 * exactly what is past its period (strictly older, so a minute inside survives and a minute
 * past goes) and logs how much per kind, and anyone reads the periods in force.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ELEVENLABS_KEY = 'xi-test-retention-123456';

let clock = new Date();
let app: TestApp;
let elevenlabs: FakeElevenLabsApi;
let adminCookie: string;
let analyst: Member;
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };

const SETTINGS = `{ retentionSettings {
  leadsWithoutDiscoveryCallDays spamDays unlinkedChatDays chatAudioHours auditDays updatedAt
  defaults { leadsWithoutDiscoveryCallDays spamDays unlinkedChatDays chatAudioHours auditDays }
  limits { field label unit min max }
} }`;
const UPDATE = `mutation ($input: UpdateRetentionSettingsInput!) {
  updateRetentionSettings(input: $input) { leadsWithoutDiscoveryCallDays spamDays unlinkedChatDays chatAudioHours auditDays }
}`;

type Periods = {
  leadsWithoutDiscoveryCallDays: number | null;
  spamDays: number;
  unlinkedChatDays: number;
  chatAudioHours: number;
  auditDays: number;
};

async function update(input: Record<string, unknown>, cookie = adminCookie) {
  return app.graphql<{ updateRetentionSettings: Periods }>(UPDATE, { input }, cookie);
}

const ago = (ms: number) => new Date(clock.getTime() - ms);

/** A lead that arrived `age` ms before the clock (spam, or having completed `milestone`); returns its id. */
async function leadAged(age: number, options: { spam?: boolean; milestone?: string; tag: string }): Promise<number> {
  const res = await app.request('/api/leads', {
    method: 'POST',
    body: validRestLead({ email: `${options.tag}@retention.example`, ...(options.spam ? { contact_fax: 'bot' } : {}) }),
  });
  const id = (res.body as { data: { id: number } }).data.id;
  if (options.milestone) {
    const done = await app.graphql(
      `mutation { setMilestoneCompleted(leadId: ${id}, milestoneId: "${options.milestone}", completed: true) { completed } }`,
      {},
      adminCookie,
    );
    expect(done.errors).toBeUndefined();
  }
  await app.dataSource.query('UPDATE lead SET created_at = $1 WHERE id = $2', [ago(age), id]);
  return id;
}

async function conversationIdle(idle: number, leadId: number | null, tag: string): Promise<string> {
  const visitorId = `visitor-${tag}-0123456789`;
  await app.dataSource.query(
    `INSERT INTO chat_conversation (visitor_id, lead_id, messages, provider, updated_at) VALUES ($1, $2, '[]', 'builtin', $3)`,
    [visitorId, leadId, ago(idle)],
  );
  return visitorId;
}

async function audioAged(age: number): Promise<string> {
  const [{ id }] = await app.dataSource.query<{ id: string }[]>(
    `INSERT INTO chat_audio (id, content_type, data, created_at, expires_at)
     VALUES (gen_random_uuid(), 'audio/mpeg', '\\x00', $1, $2) RETURNING id`,
    [ago(age), new Date(clock.getTime() + 30 * DAY)],
  );
  return id;
}

async function auditEventAged(age: number): Promise<number> {
  const [{ id }] = await app.dataSource.query<{ id: number }[]>(
    `INSERT INTO audit_event (created_at, action) VALUES ($1, 'auth.sign_in') RETURNING id`,
    [ago(age)],
  );
  return id;
}

async function exists(table: string, column: string, value: unknown): Promise<boolean> {
  const rows = await app.dataSource.query<unknown[]>(`SELECT 1 FROM "${table}" WHERE "${column}" = $1`, [value]);
  return rows.length > 0;
}

type PurgeLine = { msg: string; removed?: Record<string, number> };
const purgeLines = (): PurgeLine[] =>
  logLines.map((line) => JSON.parse(line) as PurgeLine).filter((line) => line.msg.startsWith('retention purge'));

/** Runs the daily job as the queue does and returns what it logged it removed. */
async function runDailyJob(): Promise<Record<string, number>> {
  logLines.length = 0;
  await app.jobs.sendNow(PRIVACY_QUEUES.retentionPurge);
  const [line] = await eventually(() => {
    const lines = purgeLines();
    expect(lines).toHaveLength(1);
    return lines;
  });
  return line.removed!;
}

beforeAll(async () => {
  elevenlabs = await startFakeElevenLabsApi(ELEVENLABS_KEY);
  app = await startTestApp({
    env: {
      SPAM_RETENTION_DAYS: '12',
      AUDIT_RETENTION_DAYS: '400',
      CHAT_AUDIO_RETENTION_HOURS: '24',
      LOG_LEVEL: 'info',
      ELEVENLABS_API_KEY: ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: elevenlabs.url,
    },
    now: () => clock,
    logDestination,
  });
  adminCookie = await app.signIn();
  analyst = await addMember(app, adminCookie, 'ANALYST');
});

afterAll(async () => {
  await app.close();
  await elevenlabs.close();
});

describe('the Data retention settings', () => {
  it('start at the defaults: leads kept until erased, 180 days of unlinked chats, the environment for the rest', async () => {
    const res = await app.graphql<{ retentionSettings: Periods & { defaults: Periods; updatedAt: string | null } }>(
      SETTINGS,
      {},
      analyst.cookie,
    );
    const defaults = {
      leadsWithoutDiscoveryCallDays: null,
      spamDays: 12,
      unlinkedChatDays: 180,
      chatAudioHours: 24,
      auditDays: 400,
    };
    expect(res.data!.retentionSettings).toMatchObject({ ...defaults, defaults, updatedAt: null });
  });

  it('refuse what is not a sensible period, field by field, and change nothing', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ spamDays: 0 }, 'spamDays', /Spam: a whole number of days from 1 to 365/],
      [{ spamDays: -3 }, 'spamDays', /from 1 to 365/],
      [{ spamDays: 366 }, 'spamDays', /from 1 to 365/],
      [{ leadsWithoutDiscoveryCallDays: 29 }, 'leadsWithoutDiscoveryCallDays', /from 30 to 3650/],
      [{ unlinkedChatDays: 3651 }, 'unlinkedChatDays', /from 1 to 3650/],
      [{ chatAudioHours: 721 }, 'chatAudioHours', /Chat audio: a whole number of hours from 1 to 720/],
      [{ auditDays: 7 }, 'auditDays', /Audit events: a whole number of days from 30 to 3650/],
    ];
    for (const [input, field, message] of cases) {
      const res = await update(input);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.[field]).toMatch(message);
    }
    const notWhole = await update({ spamDays: 2.5 });
    expect(notWhole.errors?.[0]?.message).toMatch(/Int/);
    const after = await app.graphql<{ retentionSettings: { spamDays: number; updatedAt: string | null } }>(
      SETTINGS,
      {},
      adminCookie,
    );
    expect(after.data!.retentionSettings).toMatchObject({ spamDays: 12, updatedAt: null });
  });

  it('are changed by an admin only, and each change is audited from what to what', async () => {
    const refused = await update({ spamDays: 5 }, analyst.cookie);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const res = await update({
      leadsWithoutDiscoveryCallDays: 30,
      spamDays: 10,
      unlinkedChatDays: 20,
      chatAudioHours: 5,
      auditDays: 40,
    });
    expect(res.data!.updateRetentionSettings).toEqual({
      leadsWithoutDiscoveryCallDays: 30,
      spamDays: 10,
      unlinkedChatDays: 20,
      chatAudioHours: 5,
      auditDays: 40,
    });
    const [event] = await app.dataSource.query<{ actor_username: string; details: Record<string, unknown> }[]>(
      `SELECT actor_username, details FROM audit_event WHERE action = 'settings.retention_updated' ORDER BY id DESC LIMIT 1`,
    );
    expect(event).toEqual({
      actor_username: 'admin',
      details: {
        changes: {
          leadsWithoutDiscoveryCallDays: { from: null, to: 30 },
          spamDays: { from: 12, to: 10 },
          unlinkedChatDays: { from: 180, to: 20 },
          chatAudioHours: { from: 24, to: 5 },
          auditDays: { from: 400, to: 40 },
        },
      },
    });
    const settings = await app.graphql<{ retentionSettings: { updatedAt: string | null } }>(SETTINGS, {}, adminCookie);
    expect(settings.data!.retentionSettings.updatedAt).toEqual(anyString());
  });

  it('are public as periods only, at /api/retention-periods', async () => {
    const res = await app.request('/api/retention-periods');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        leads_without_discovery_call_days: 30,
        spam_days: 10,
        unlinked_chat_days: 20,
        chat_audio_hours: 5,
        audit_days: 40,
      },
    });
  });

  it('stamp each new spoken reply with the chat audio period in force', async () => {
    const res = await app.request('/api/elevenlabs/chat-with-voice', {
      method: 'POST',
      body: { message: 'Hello there', history: [], visitorId: 'visitor-audio-expiry-0001' },
    });
    const audioId = (res.body as { audioUrl: string }).audioUrl.split('/').pop();
    const [row] = await app.dataSource.query<{ hours: number }[]>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM chat_audio WHERE id = $1`,
      [audioId],
    );
    expect(row.hours).toBe(5);
    await app.dataSource.query('DELETE FROM chat_audio');
    await app.dataSource.query('DELETE FROM chat_conversation');
  });
});

describe('the daily retention purge', () => {
  it('deletes exactly what is past each period, a minute either side of the boundary, and logs it per kind', async () => {
    clock = new Date();
    const lead = {
      past: await leadAged(30 * DAY + MINUTE, { tag: 'lead-past' }),
      inside: await leadAged(30 * DAY - MINUTE, { tag: 'lead-inside' }),
      qualified: await leadAged(30 * DAY + MINUTE, { tag: 'lead-qualified', milestone: 'qualification' }),
      discoveryCall: await leadAged(400 * DAY, { tag: 'lead-call', milestone: 'discovery_call' }),
      proposal: await leadAged(400 * DAY, { tag: 'lead-proposal', milestone: 'proposal' }),
    };
    const spam = {
      past: await leadAged(10 * DAY + MINUTE, { tag: 'spam-past', spam: true }),
      inside: await leadAged(10 * DAY - MINUTE, { tag: 'spam-inside', spam: true }),
    };
    const chats = {
      past: await conversationIdle(20 * DAY + MINUTE, null, 'chat-past'),
      inside: await conversationIdle(20 * DAY - MINUTE, null, 'chat-inside'),
      linked: await conversationIdle(300 * DAY, lead.discoveryCall, 'chat-linked'),
    };
    const audio = { past: await audioAged(5 * HOUR + MINUTE), inside: await audioAged(5 * HOUR - MINUTE) };
    const audit = { past: await auditEventAged(40 * DAY + MINUTE), inside: await auditEventAged(40 * DAY - MINUTE) };
    await app.dataSource.query(
      `INSERT INTO payment_order (product_id, product_name, amount_cents, currency, status, visitor_id, card_last4)
       SELECT 'strategy-call', 'Marketing Strategy Session', 29900, 'usd', 'succeeded', visitor_id, '4242'
       FROM chat_conversation WHERE visitor_id = $1`,
      [await conversationIdle(MINUTE, lead.past, 'chat-of-past-lead')],
    );

    // a qualified lead has not reached Discovery Call either
    expect(await runDailyJob()).toEqual({ leads: 2, spam: 1, unlinkedChats: 1, chatAudio: 1, auditEvents: 1 });

    expect(await exists('lead', 'id', lead.past)).toBe(false);
    expect(await exists('lead', 'id', lead.qualified)).toBe(false);
    for (const id of [lead.inside, lead.discoveryCall, lead.proposal])
      expect([id, await exists('lead', 'id', id)]).toEqual([id, true]);
    expect(await exists('lead', 'id', spam.past)).toBe(false);
    expect(await exists('lead', 'id', spam.inside)).toBe(true);
    expect(await exists('chat_conversation', 'visitor_id', chats.past)).toBe(false);
    expect(await exists('chat_conversation', 'visitor_id', chats.inside)).toBe(true);
    expect(await exists('chat_conversation', 'visitor_id', chats.linked)).toBe(true);
    expect(await exists('chat_audio', 'id', audio.past)).toBe(false);
    expect(await exists('chat_audio', 'id', audio.inside)).toBe(true);
    expect(await exists('audit_event', 'id', audit.past)).toBe(false);
    expect(await exists('audit_event', 'id', audit.inside)).toBe(true);

    // the lead went the way eraseLead goes: its chat deleted, its order anonymised, lead.deleted queued, audited
    expect(await exists('chat_conversation', 'visitor_id', 'visitor-chat-of-past-lead-0123456789')).toBe(false);
    expect(
      await app.dataSource.query(
        `SELECT amount_cents, visitor_id, card_last4 FROM payment_order WHERE status = 'succeeded'`,
      ),
    ).toEqual([{ amount_cents: 29900, visitor_id: null, card_last4: null }]);
    const deleted = await app.dataSource.query<{ data: Record<string, unknown> }[]>(
      `SELECT data -> 'data' AS data FROM pgboss.job WHERE name = 'events' AND data ->> 'type' = 'lead.deleted'
       ORDER BY (data -> 'data' ->> 'id')::int`,
    );
    expect(deleted).toEqual([
      { data: { id: lead.past, erased: true, reason: 'retention' } },
      { data: { id: lead.qualified, erased: true, reason: 'retention' } },
    ]);
    const events = await app.dataSource.query<{ action: string; target_id: string | null; actor_id: number | null }[]>(
      `SELECT action, target_id, actor_id FROM audit_event WHERE action IN ('lead.erased', 'retention.purged')
       ORDER BY action, target_id::int`,
    );
    expect(events).toEqual([
      { action: 'lead.erased', target_id: String(lead.past), actor_id: null },
      { action: 'lead.erased', target_id: String(lead.qualified), actor_id: null },
      { action: 'retention.purged', target_id: null, actor_id: null },
    ]);

    // a second run finds nothing more
    expect(await runDailyJob()).toEqual({ leads: 0, spam: 0, unlinkedChats: 0, chatAudio: 0, auditEvents: 0 });

    // two minutes on, the ones that were a minute inside are a minute past
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect(await runDailyJob()).toEqual({ leads: 1, spam: 1, unlinkedChats: 1, chatAudio: 1, auditEvents: 1 });
    expect(await exists('lead', 'id', lead.inside)).toBe(false);
    for (const id of [lead.discoveryCall, lead.proposal])
      expect([id, await exists('lead', 'id', id)]).toEqual([id, true]);
  });

  it('keeps leads forever by default, and a period put back to null follows the environment again', async () => {
    const back = await update({ leadsWithoutDiscoveryCallDays: null, spamDays: null });
    expect(back.data!.updateRetentionSettings).toMatchObject({ leadsWithoutDiscoveryCallDays: null, spamDays: 12 });
    clock = new Date();
    const ancient = await leadAged(3000 * DAY, { tag: 'ancient' });
    const spam = {
      past: await leadAged(12 * DAY + MINUTE, { tag: 'spam-env-past', spam: true }),
      inside: await leadAged(12 * DAY - MINUTE, { tag: 'spam-env-inside', spam: true }),
    };
    expect(await runDailyJob()).toMatchObject({ leads: 0, spam: 1 });
    expect(await exists('lead', 'id', ancient)).toBe(true);
    expect(await exists('lead', 'id', spam.past)).toBe(false);
    expect(await exists('lead', 'id', spam.inside)).toBe(true);
  });

  it('is one daily schedule; the hourly audio clean-up reads the same setting; the old purges are gone', async () => {
    const schedules = await app.dataSource.query<{ name: string; cron: string }[]>(
      `SELECT name, cron FROM pgboss.schedule WHERE name IN ('retention-purge', 'chat-audio-cleanup', 'spam-purge', 'audit-purge') ORDER BY name`,
    );
    expect(schedules).toEqual([
      { name: 'chat-audio-cleanup', cron: '41 * * * *' },
      { name: 'retention-purge', cron: '23 3 * * *' },
    ]);
    // a database from before: the old purges' schedules are removed when an instance starts
    const boss = new PgBoss({
      db: {
        executeSql: (text: string, values: unknown[]) =>
          app.dataSource.query<unknown[]>(text, values).then((rows) => ({ rows })),
      },
      schema: 'pgboss',
    });
    for (const name of ['spam-purge', 'audit-purge']) {
      await boss.createQueue(name);
      await boss.schedule(name, '17 * * * *');
    }
    const second = await startTestApp({ sameDatabaseAs: app });
    await second.close();
    expect(
      await app.dataSource.query(`SELECT name FROM pgboss.queue WHERE name IN ('spam-purge', 'audit-purge')`),
    ).toEqual([]);

    clock = new Date();
    const past = await audioAged(5 * HOUR + MINUTE);
    const inside = await audioAged(5 * HOUR - MINUTE);
    logLines.length = 0;
    await app.jobs.sendNow(PRIVACY_QUEUES.audioCleanup);
    await eventually(() =>
      expect(
        logLines.map((line) => JSON.parse(line) as PurgeLine).filter((l) => l.msg.startsWith('chat audio')),
      ).toEqual([expect.objectContaining({ removed: 1 })]),
    );
    expect(await exists('chat_audio', 'id', past)).toBe(false);
    expect(await exists('chat_audio', 'id', inside)).toBe(true);
  });
});
