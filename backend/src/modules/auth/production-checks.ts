import { ConfigError, type AppConfig } from '../../engine/config';
import { DEMO_ADMIN, type AuthService } from './auth.service';

/**
 * What config.ts cannot see from the environment alone: production never runs with the demo
 * admin, whether configured by hand or left in the database by an earlier development run.
 */
export async function refuseUnsafeProduction(
  config: AppConfig,
  auth: Pick<AuthService, 'demoAdminActive'>,
): Promise<void> {
  if (!config.isProduction) return;
  if (config.adminPassword === DEMO_ADMIN.password) {
    throw new ConfigError('ADMIN_PASSWORD must not be the demo password in production');
  }
  if (await auth.demoAdminActive()) {
    throw new ConfigError(
      `the demo admin "${DEMO_ADMIN.username}" still has its demo password: change or remove it before running in production`,
    );
  }
}
