import { ConfigError, loadConfig } from './config';

const PRODUCTION_OK = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-long-enough-production-secret',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'correct-horse-battery',
} as const;

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('uses port 3000, ./data and development when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      dataDir: './data',
      databaseUrl: null,
      adminUsername: null,
      adminPassword: null,
      sessionSecretIsDefault: true,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(16);
  });

  it('accepts a complete production environment', () => {
    const config = loadConfig({
      ...PRODUCTION_OK,
      PORT: '8080',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://app@db:5432/app',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      isProduction: true,
      port: 8080,
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://app@db:5432/app',
      sessionSecret: PRODUCTION_OK.SESSION_SECRET,
      sessionSecretIsDefault: false,
      adminUsername: 'owner',
      adminPassword: 'correct-horse-battery',
    });
  });

  it('refuses production without SESSION_SECRET, naming it', () => {
    const { SESSION_SECRET: _omit, ...env } = PRODUCTION_OK;
    expect(configError(env).message).toContain('SESSION_SECRET is required in production');
  });

  it('refuses the development default or the example SESSION_SECRET in production', () => {
    for (const secret of ['dev-only-session-secret-change-me', 'change-me-to-a-long-random-string']) {
      expect(configError({ ...PRODUCTION_OK, SESSION_SECRET: secret }).message).toContain(
        'SESSION_SECRET must not be a default or example value in production',
      );
    }
  });

  it('refuses production without an admin password', () => {
    const { ADMIN_PASSWORD: _omit, ...env } = PRODUCTION_OK;
    expect(configError(env).message).toMatch(/ADMIN_PASSWORD/);
  });

  it('reads the session lifetimes and refuses an absolute lifetime shorter than the idle one', () => {
    expect(loadConfig({ SESSION_IDLE_SECONDS: '600', SESSION_ABSOLUTE_SECONDS: '3600' }).session).toEqual({
      idleSeconds: 600,
      absoluteSeconds: 3600,
    });
    expect(configError({ SESSION_IDLE_SECONDS: '600', SESSION_ABSOLUTE_SECONDS: '60' }).message).toContain(
      'SESSION_ABSOLUTE_SECONDS must not be shorter than SESSION_IDLE_SECONDS',
    );
  });

  it('requires REDIS_URL when the rate limits live in Redis', () => {
    expect(configError({ RATE_LIMIT_STORE: 'redis' }).message).toContain(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(configError({ RATE_LIMIT_STORE: 'memory' }).message).toContain('RATE_LIMIT_STORE must be postgres or redis');
    expect(loadConfig({ RATE_LIMIT_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimits).toMatchObject({
      store: 'redis',
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('treats a blank SESSION_SECRET in production as missing', () => {
    expect(configError({ ...PRODUCTION_OK, SESSION_SECRET: '   ' }).message).toContain(
      'SESSION_SECRET is required in production',
    );
  });

  it('refuses production without an admin account, naming both variables', () => {
    const { ADMIN_USERNAME: _u, ADMIN_PASSWORD: _p, ...env } = PRODUCTION_OK;
    const message = configError(env).message;
    expect(message).toContain('ADMIN_USERNAME');
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toMatch(/required in production/);
  });

  it('refuses ADMIN_USERNAME without ADMIN_PASSWORD, in any environment', () => {
    expect(configError({ ADMIN_USERNAME: 'owner' }).message).toContain(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
    expect(configError({ ADMIN_PASSWORD: 'secret-password' }).message).toContain(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  });

  it('keeps quarantined spam 30 days unless SPAM_RETENTION_DAYS says otherwise, and refuses a bad value', () => {
    expect(loadConfig({}).spamRetentionDays).toBe(30);
    expect(loadConfig({ SPAM_RETENTION_DAYS: '7' }).spamRetentionDays).toBe(7);
    for (const bad of ['0', '-3', '1.5', 'month']) {
      expect(configError({ SPAM_RETENTION_DAYS: bad }).message).toContain(
        `SPAM_RETENTION_DAYS must be a positive integer (got "${bad}")`,
      );
    }
  });

  it('keeps audit events 365 days unless AUDIT_RETENTION_DAYS says otherwise, and refuses a bad value', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    for (const bad of ['0', '-1', '2.5', 'year']) {
      expect(configError({ AUDIT_RETENTION_DAYS: bad }).message).toContain(
        `AUDIT_RETENTION_DAYS must be a positive integer (got "${bad}")`,
      );
    }
  });

  it('lets an API token make 600 requests a minute unless RATE_LIMIT_API_TOKEN_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).rateLimits.apiTokenPerMinute).toBe(600);
    expect(loadConfig({ RATE_LIMIT_API_TOKEN_PER_MINUTE: '60' }).rateLimits.apiTokenPerMinute).toBe(60);
    expect(configError({ RATE_LIMIT_API_TOKEN_PER_MINUTE: '0' }).message).toContain(
      'RATE_LIMIT_API_TOKEN_PER_MINUTE must be a positive integer (got "0")',
    );
  });

  it.each(['abc', '-1', '65536', '80.5', '3000x'])('refuses PORT=%s', (port) => {
    expect(configError({ PORT: port }).message).toContain(
      `PORT must be an integer between 0 and 65535 (got "${port}")`,
    );
  });

  it('leaves email off until SMTP_URL is set, and refuses a URL that is not smtp(s)://', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'AI Marketing Agency <no-reply@localhost>' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'team@example.com' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com',
      from: 'team@example.com',
    });
    expect(configError({ SMTP_URL: 'http://mail.example.com' }).message).toContain(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(configError({ MAIL_FROM: 'nobody' }).message).toContain('MAIL_FROM must be an address');
  });

  it('keeps webhooks off private addresses unless WEBHOOK_ALLOW_PRIVATE=true, whatever NODE_ENV is', () => {
    expect(loadConfig(PRODUCTION_OK).notifications.webhookAllowPrivate).toBe(false);
    expect(loadConfig({ ...PRODUCTION_OK, WEBHOOK_ALLOW_PRIVATE: 'true' }).notifications.webhookAllowPrivate).toBe(
      true,
    );
    expect(loadConfig({}).notifications.webhookAllowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).notifications.webhookAllowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).notifications.webhookAllowPrivate).toBe(false);
    expect(configError({ WEBHOOK_ALLOW_PRIVATE: 'yes' }).message).toContain(
      'WEBHOOK_ALLOW_PRIVATE must be true or false',
    );
  });

  it.each([1, 30, 600])('retries a job for more than 24 hours with JOB_RETRY_DELAY_SECONDS=%i', (delay) => {
    const { retryDelaySeconds, retryLimit } = loadConfig({ JOB_RETRY_DELAY_SECONDS: String(delay) }).notifications;
    // pg-boss waits delay × 2^min(16, n) / 2 at least before retry n
    let total = 0;
    for (let n = 1; n <= retryLimit; n += 1) total += (retryDelaySeconds * 2 ** Math.min(16, n)) / 2;
    expect(total).toBeGreaterThan(24 * 3600);
    expect(total - (retryDelaySeconds * 2 ** Math.min(16, retryLimit)) / 2).toBeLessThanOrEqual(24 * 3600);
  });

  it('accepts PORT=0 and PORT=65535', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('lists every problem at once, one per line', () => {
    const message = configError({ NODE_ENV: 'production', PORT: 'nope' }).message;
    expect(message.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(3);
    expect(message).toContain('SESSION_SECRET');
    expect(message).toContain('PORT');
  });

  it('refuses a short SESSION_SECRET, an unknown NODE_ENV and a non-postgres DATABASE_URL', () => {
    expect(configError({ SESSION_SECRET: 'short' }).message).toContain('SESSION_SECRET must be at least 16 characters');
    expect(configError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV must be development, production or test');
    expect(configError({ DATABASE_URL: 'mysql://db/app' }).message).toContain('DATABASE_URL must be a postgres://');
  });

  it('throws a ConfigError, not a bare Error', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});
