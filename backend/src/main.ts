import 'reflect-metadata';
import { createServer } from 'node:http';
import { inspect } from 'node:util';
import { createApp } from './app';
import { ConfigError, loadConfig } from './engine/config';
import { openDatabase } from './engine/db/database';
import { DATABASE_SCHEMA } from './app-modules';
import { createLogger } from './engine/logger';
import { AuthService, DEMO_ADMIN } from './modules/auth/auth.service';
import { refuseUnsafeProduction } from './modules/auth/production-checks';
import { seedLeads } from './demo/seed-leads';

/** Example leads (with their milestones and some paid orders) a first demo start adds. */
const DEMO_LEADS = 400;

const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  const database = await openDatabase({
    schema: DATABASE_SCHEMA,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  logger.info(
    { engine: database.engine },
    database.engine === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'connected to PostgreSQL',
  );

  const auth = new AuthService(database.dataSource);
  const admin = await auth.ensureAdmin(
    config.adminUsername && config.adminPassword
      ? { username: config.adminUsername, password: config.adminPassword }
      : null,
  );
  await refuseUnsafeProduction(config, auth);
  const demoMode = admin.kind === 'demo';
  if (admin.kind === 'demo' && admin.created) {
    // a first start in demo mode (never production: it refuses to run with the demo admin) gets
    // example data, so a newcomer's back office and dashboard are not empty
    if (!config.isProduction) {
      const seeded = await seedLeads(database.dataSource, { count: DEMO_LEADS });
      logger.info({ seeded }, `demo data: ${seeded} example leads added`);
    }
    // printed once, when the demo admin is created; never logged through pino (logs are shipped)
    process.stdout.write(
      `\n  Demo admin created. Sign in at /auth with\n    username: ${DEMO_ADMIN.username}\n    password: ${DEMO_ADMIN.password}\n` +
        '  Set ADMIN_USERNAME and ADMIN_PASSWORD to use your own account.\n\n',
    );
  } else if (admin.kind === 'demo') {
    process.stdout.write(
      `\n  Running with the demo admin (username ${DEMO_ADMIN.username}); the sign-in form is prefilled.\n\n`,
    );
  } else if (admin.kind === 'configured' && admin.created) {
    logger.info({ username: admin.username }, 'admin account created from ADMIN_USERNAME');
  }
  if (config.sessionSecretIsDefault) logger.warn('SESSION_SECRET is not set: using the development default');

  const { handler, stop } = await createApp({
    config,
    dataSource: database.dataSource,
    jobsDataSource: database.jobsDataSource,
    logger,
    demoMode,
  });
  const server = createServer(handler);
  // An idle keep-alive connection is closed after longer than a load balancer's or a client pool's
  // idle time (60 s is the common default): with Node's 5 s, a client reusing its connection just
  // as the server closed it got ECONNRESET (an e2e sign-in did, after 5 s of filling in a form);
  // behind a balancer that is a 502. Headers must be allowed a little longer still.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port }, `listening on http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // a keep-alive connection goes idle when its last request ends: close it then, rather than
    // when the client's keep-alive timeout runs out
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    await closed;
    clearInterval(closeIdle);
    await stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : inspect(error)}\n`,
    );
  }
  process.exit(1);
});
