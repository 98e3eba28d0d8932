import { startTestApp, type TestApp } from '../../test/start-test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('health endpoints', () => {
  it('/healthz answers while the process is up', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready with the database reachable and migrated', async () => {
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 while a migration is pending', async () => {
    const [last] = await app.dataSource.query<{ id: number; timestamp: string; name: string }[]>(
      'SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    await app.dataSource.query('DELETE FROM migrations WHERE id = $1', [last.id]);
    try {
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'not ready', reason: 'migrations pending' });
    } finally {
      await app.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
        last.id,
        last.timestamp,
        last.name,
      ]);
    }
  });
});
