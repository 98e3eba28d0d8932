import { SCHEDULED_QUEUES } from '../jobs/background-jobs';
import { eventually } from '../../test/eventually';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';

/**
 * Quarantined spam is purged SPAM_RETENTION_DAYS after it arrived, hourly by a scheduled job:
 * only spam, only past the retention, with its milestones, and a log line saying how many went.
 */

const DAY_MS = 24 * 3600_000;
let clock = new Date();
let app: TestApp;
let cookie: string;
const logLines: string[] = [];
const logDestination = { write: (line: string) => void logLines.push(line) };

type PurgeLine = { msg: string; removed?: number };
const purgeLines = (): PurgeLine[] =>
  logLines.map((line) => JSON.parse(line) as PurgeLine).filter((line) => line.msg.startsWith('spam purge'));

beforeAll(async () => {
  app = await startTestApp({
    env: { SPAM_RETENTION_DAYS: '30', LOG_LEVEL: 'info' },
    now: () => clock,
    logDestination,
  });
  cookie = await app.signIn();
}, 60_000); // the embedded engine starts slowly on a busy machine
afterAll(() => app.close());

/** A lead that arrived `daysAgo` days before the clock, spam or not; returns its id. */
async function leadFrom(daysAgo: number, spam: boolean): Promise<number> {
  const res = await app.request('/api/leads', {
    method: 'POST',
    body: validRestLead(spam ? { contact_fax: 'bot' } : {}),
  });
  const id = (res.body as { data: { id: number } }).data.id;
  await app.dataSource.query('UPDATE "lead" SET created_at = $1 WHERE id = $2', [
    new Date(clock.getTime() - daysAgo * DAY_MS),
    id,
  ]);
  return id;
}

async function exists(id: number): Promise<boolean> {
  return (await app.request(`/api/leads/${id}`, { cookie })).status === 200;
}

describe('the spam purge', () => {
  it('deletes only the spam older than the retention, with its milestones; a second run deletes nothing', async () => {
    clock = new Date();
    const oldSpam = await leadFrom(30.01, true);
    const youngSpam = await leadFrom(29.99, true);
    const oldLead = await leadFrom(400, false);
    const milestonesBefore = await app.count('lead_milestone');

    expect(await app.services.leads.purgeExpiredSpam()).toBe(1);
    expect(await exists(oldSpam)).toBe(false);
    expect(await exists(youngSpam)).toBe(true);
    expect(await exists(oldLead)).toBe(true);
    expect(await app.count('lead_milestone')).toBe(milestonesBefore - 1);
    expect(await app.services.leads.purgeExpiredSpam()).toBe(0);

    // the young one's time comes
    clock = new Date(clock.getTime() + 0.02 * DAY_MS);
    expect(await app.services.leads.purgeExpiredSpam()).toBe(1);
    expect(await exists(youngSpam)).toBe(false);
  });

  it('runs as a job of the queue, hourly, and logs how many leads it deleted', async () => {
    clock = new Date();
    await leadFrom(45, true);
    await leadFrom(31, true);
    logLines.length = 0;
    await app.jobs.sendNow(SCHEDULED_QUEUES.spamPurge);
    await eventually(() => expect(purgeLines()).toEqual([expect.objectContaining({ removed: 2 })]));

    const schedules: { name: string; cron: string }[] = await app.dataSource.query(
      'SELECT name, cron FROM pgboss.schedule WHERE name = $1',
      [SCHEDULED_QUEUES.spamPurge],
    );
    expect(schedules).toEqual([{ name: SCHEDULED_QUEUES.spamPurge, cron: '17 * * * *' }]);
  });
});
