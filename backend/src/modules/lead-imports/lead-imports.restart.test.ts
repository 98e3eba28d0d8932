import { eventually } from '../../test/eventually';
import { uploadFile } from '../../test/multipart-upload';
import { startTestApp, type TestApp } from '../../test/start-test-app';

/*
 * An import survives its instance: stopped after some batches committed, the import is finished
 * by another instance on the same database, every row once.
 */

const ROWS = 50_000;

type Progress = { status: string; processed: number; created: number; total: number };

let owner: TestApp;

beforeAll(async () => {
  // holds the database and works no job: the instances below do the import
  owner = await startTestApp();
  await owner.jobs.stop();
});

afterAll(async () => {
  await owner.close();
});

async function progress(app: TestApp, cookie: string, id: string): Promise<Progress> {
  const res = await app.request(`/api/leads/imports/${id}`, { cookie });
  return (res.body as { data: Progress }).data;
}

it('a restart midway through a 50,000-row import: the next instance finishes it, without a duplicate', async () => {
  const first = await startTestApp({ sameDatabaseAs: owner });
  const cookie = await first.signIn();
  const rows = Array.from(
    { length: ROWS },
    (_, i) => `${i},Restart,Person ${i},restart-${i}@example.com,+1 555 ${String(i).padStart(7, '0')},Company ${i}`,
  );
  const file = ['Record ID,First Name,Last Name,Email,Phone Number,Company Name', ...rows].join('\n');
  const started = await uploadFile<{ data: { id: string } }>(
    first,
    '/api/leads/imports',
    { name: 'restart.csv', content: file },
    {},
    cookie,
  );
  expect(started.status).toBe(202);
  const { id } = started.body.data;
  await eventually(
    async () => expect((await progress(first, cookie, id)).processed).toBeGreaterThanOrEqual(2000),
    120_000,
    20,
  );
  await first.close();

  const stopped = await progress(owner, await owner.signIn(), id);
  expect(stopped.status).toBe('running');
  expect(stopped.processed).toBeLessThan(ROWS);

  const second = await startTestApp({ sameDatabaseAs: owner });
  try {
    const secondCookie = await second.signIn();
    const done = await eventually(async () => {
      const now = await progress(second, secondCookie, id);
      expect(now.status).toBe('done');
      return now;
    }, 300_000);
    expect(done).toMatchObject({ total: ROWS, processed: ROWS, created: ROWS });
    const [counts] = await owner.dataSource.query<{ leads: number; emails: number }[]>(
      `SELECT count(*)::int AS leads, count(DISTINCT lower("email"))::int AS emails FROM "lead" WHERE "email" LIKE 'restart-%'`,
    );
    expect(counts).toEqual({ leads: ROWS, emails: ROWS });
  } finally {
    await second.close();
  }
}, 600_000);
