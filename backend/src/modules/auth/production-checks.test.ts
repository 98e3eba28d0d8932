import { loadConfig } from '../../engine/config';
import { AuthService, DEMO_ADMIN } from './auth.service';
import { refuseUnsafeProduction } from './production-checks';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../../engine/db/database';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-long-enough-production-secret',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'correct-horse-battery',
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('refuseUnsafeProduction', () => {
  it('refuses the demo password as ADMIN_PASSWORD', async () => {
    const config = loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: DEMO_ADMIN.password });
    await expect(refuseUnsafeProduction(config, new AuthService(database.dataSource))).rejects.toThrow(
      'ADMIN_PASSWORD must not be the demo password in production',
    );
  });

  it('refuses a database where the demo admin still has its demo password, and starts once it is changed', async () => {
    const auth = new AuthService(database.dataSource);
    expect(await auth.ensureAdmin(null)).toEqual({ kind: 'demo', created: true }); // an earlier development run
    await auth.ensureAdmin({ username: PRODUCTION.ADMIN_USERNAME, password: PRODUCTION.ADMIN_PASSWORD });
    const config = loadConfig(PRODUCTION);
    await expect(refuseUnsafeProduction(config, auth)).rejects.toThrow(
      `the demo admin "${DEMO_ADMIN.username}" still has its demo password`,
    );
    await database.dataSource.query('DELETE FROM "app_user" WHERE username = $1', [DEMO_ADMIN.username]);
    await expect(refuseUnsafeProduction(config, auth)).resolves.toBeUndefined();
  });

  it('lets development run with the demo admin', async () => {
    const auth = new AuthService(database.dataSource);
    await auth.ensureAdmin(DEMO_ADMIN);
    expect(await auth.demoAdminActive()).toBe(true);
    await expect(refuseUnsafeProduction(loadConfig({}), auth)).resolves.toBeUndefined();
  });
});
