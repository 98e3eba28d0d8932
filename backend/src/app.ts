import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './engine/config';
import type { GraphQLContext } from './engine/graphql/context';
import { databaseUnavailablePlugin } from './engine/graphql/database-unavailable';
import { createFormatError } from './engine/graphql/format-error';
import { depthLimitRule, operationLimitsPlugin } from './engine/graphql/operation-limits';
import { apiNotFound, errorHandler } from './engine/http/errors';
import { graphqlExplorer } from './engine/http/explorer';
import { escapeJsonAnswers } from './engine/http/json-escape';
import { createRateLimits } from './engine/http/rate-limit/rate-limits';
import { pageReplay } from './engine/http/page-replay';
import { requestLog } from './engine/http/request-log';
import { requireSameOrigin } from './engine/http/same-origin';
import { authentication, withoutAuthorization } from './engine/http/authentication';
import { tokenScopePlugin } from './engine/graphql/token-scope';
import { securityHeaders } from './engine/http/security-headers';
import { sessionMiddleware } from './engine/http/session';
import { webApp } from './engine/http/web-app';
import { healthRoutes } from './engine/health/health.routes';
import { HealthService } from './engine/health/health.service';
import { appSchema, MODULES } from './app-modules';
import { ENROLMENT_ALLOWED, TWO_FACTOR_SECRETS_PURPOSE } from './modules/auth';
import { SCHEDULING_SECRETS_PURPOSE } from './modules/bookings';
import { enrolmentGate } from './engine/http/two-factor-enrolment';
import { enrolmentGatePlugin } from './engine/graphql/two-factor-enrolment';
import { StripePaymentProvider } from './modules/payments/stripe-payment-provider';
import { CHANGE_CHANNELS, createServices, type Services } from './services';
import { poolOf } from './engine/db/pool';
import { ChangeFeed } from './engine/db/change-feed';
import { SESSIONS_CHANNEL } from './engine/auth/sessions-channel';
import { GraphConversionsApi } from './modules/tracking/conversions-api';
import { EventPublisher } from './engine/events/event-publisher';
import { startBackgroundJobs } from './background-jobs';
import { JobQueue } from './engine/queue/job-queue';
import { smtpMailer } from './modules/notifications/mailer';
import { SecretBox } from './engine/secret-box';
import { WEBHOOK_SECRETS_PURPOSE } from './modules/webhooks/webhook-secret';

export type AppDeps = {
  config: AppConfig;
  dataSource: DataSource;
  /** the job queue's connections (db/database.ts); default: the app's */
  jobsDataSource?: DataSource;
  logger: Logger;
  /** true while the server runs with its demo admin */
  demoMode: boolean;
  /** the clock reply deadlines and the spam retention are judged by; tests set a fake one */
  now?: () => Date;
  /** the clock the rate limits' windows are cut by (milliseconds); tests that count hits hold it still */
  rateLimitNow?: () => number;
};

export type App = {
  app: Express;
  /** what the HTTP server runs: the app, with the client routes' pages replayed (http/page-replay.ts) */
  handler: RequestListener;
  services: Services;
  /** the job queue (events, schedules) this instance works */
  jobs: JobQueue;
  /** stops Apollo and waits for background work; the HTTP server and the database are closed by their owner */
  stop: () => Promise<void>;
};

const BODY_LIMIT = '100kb';
const CONVERSIONS_TIMEOUT_MS = 5000;

export async function createApp({
  config,
  dataSource,
  jobsDataSource = dataSource,
  logger,
  demoMode,
  now = () => new Date(),
  rateLimitNow,
}: AppDeps): Promise<App> {
  const conversionsApi = new GraphConversionsApi(
    config.facebookGraphUrl,
    config.facebookGraphVersion,
    CONVERSIONS_TIMEOUT_MS,
  );
  const { secretKey } = config.stripe;
  const paymentProvider = secretKey ? new StripePaymentProvider({ ...config.stripe, secretKey }) : null;
  const pool = poolOf(dataSource);
  const jobs = new JobQueue({
    pool: poolOf(jobsDataSource),
    logger,
    retryDelaySeconds: config.notifications.retryDelaySeconds,
    retryLimit: config.notifications.retryLimit,
  });
  // the embedded engine (no DATABASE_URL) belongs to this process alone
  const changes = new ChangeFeed(
    dataSource,
    config.databaseUrl === null ? null : pool,
    [...CHANGE_CHANNELS, SESSIONS_CHANNEL],
    logger,
  );
  await changes.start();
  const mailer = config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : null;
  const serviceDeps = {
    logger,
    conversionsApi,
    jobs,
    paymentProvider,
    chat: { ...config.chat, bookingUrl: config.bookingUrl },
    leads: { minFillSeconds: config.leadMinFillSeconds, now },
    events: new EventPublisher(jobs),
    changes,
    webhooks: {
      allowPrivate: config.notifications.webhookAllowPrivate,
      box: new SecretBox(config.sessionSecret, WEBHOOK_SECRETS_PURPOSE),
      now,
    },
    notifications: {
      mailer,
      siteUrl: config.siteUrl,
      timeZone: config.agencyTimeZone,
      now,
    },
    // the defaults of Settings → Data retention: a period set there wins
    retention: {
      spamDays: config.spamRetentionDays,
      chatAudioHours: config.chat.audioRetentionHours,
      auditDays: config.auditRetentionDays,
    },
    auditActions: MODULES.flatMap((module) => module.auditActions ?? []),
    sessionIdleSeconds: config.session.idleSeconds,
    twoFactorBox: new SecretBox(config.sessionSecret, TWO_FACTOR_SECRETS_PURPOSE),
    schedulingBox: new SecretBox(config.sessionSecret, SCHEDULING_SECRETS_PURPOSE),
    siteUrl: config.siteUrl,
    now,
  };
  const services = createServices({ ...serviceDeps, dataSource });
  // the background work runs on the job queue's connections
  const jobServices =
    jobsDataSource === dataSource ? services : createServices({ ...serviceDeps, dataSource: jobsDataSource });
  const app = express();
  app.disable('x-powered-by');
  app.set('json escape', true);
  // no ETag hashed over every API answer (a page of leads is 50 kB, changed by any new lead): the
  // pages and files set their own, computed once
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(healthRoutes(new HealthService(dataSource)));
  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      tracking: () => services.settings.pageCspSources(),
      production: config.isProduction,
    }),
  );
  const web = webApp(config.webDir, {
    bookingUrl: config.bookingUrl,
    // only when the server can create payment intents too
    stripePublishableKey: paymentProvider ? config.stripe.publishableKey : null,
  });
  // the pages before the API: a page request (the landing page above all) skips every API route
  app.use(web.pages);

  const json = express.json({ limit: BODY_LIMIT });
  const session = sessionMiddleware({
    pool,
    secret: config.sessionSecret,
    pruneIntervalSeconds: config.nodeEnv === 'test' ? false : 15 * 60,
    lifetimes: config.session,
    changes,
  });
  const limits = await createRateLimits(config, dataSource, rateLimitNow);
  // a signed webhook (Stripe's, the scheduling tools') reads the exact bytes sent, and needs no session
  for (const module of MODULES) if (module.rawRoutes) app.use(module.rawRoutes(services, limits));
  // The public routes (the contact form's): the session and the token checks below do nothing
  // for an anonymous visitor but cost each one a session object. A request that carries an
  // Authorization header goes the long way, where its token is checked.
  const publicRoutes = MODULES.flatMap((module) =>
    (module.publicRoutes ?? []).map(({ path, rateLimit, handler }) => ({
      path,
      limit: limits[rateLimit],
      handle: handler(services),
    })),
  );
  for (const { path, limit, handle } of publicRoutes) {
    app.post(path, withoutAuthorization, json, requireSameOrigin, limit, handle);
  }
  app.use(['/api', '/graphql'], json, authentication(services.apiTokens, session));
  app.use(['/api', '/graphql'], limits.apiTokens);
  app.use('/api', enrolmentGate(now, ENROLMENT_ALLOWED.restPaths));
  app.use('/api', requireSameOrigin);
  app.post(['/api/login', '/api/login/two-factor'], limits.signin);
  app.post('/api/create-payment-intent', limits.paymentIntents);
  app.post('/api/elevenlabs/chat-with-voice', limits.chat);
  app.post(['/api/leads/imports', '/api/leads/imports/preview'], limits.imports);
  app.post('/graphql', limits.graphql);
  for (const { path, limit, handle } of publicRoutes) app.post(path, limit, handle);

  const apollo = new ApolloServer<GraphQLContext>({
    schema: await appSchema(services),
    // on for the admin's explorer; operationLimitsPlugin refuses it to anyone else in production
    introspection: true,
    validationRules: [depthLimitRule],
    includeStacktraceInErrorResponses: !config.isProduction,
    formatError: createFormatError(logger, !config.isProduction),
    // no cache hints are used: without the cache-control plugin no resolver of any field is wrapped
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      databaseUnavailablePlugin(),
      // first: a session held to enrolment is a visitor to the limits too
      enrolmentGatePlugin(now, ENROLMENT_ALLOWED.graphqlFields),
      operationLimitsPlugin({ production: config.isProduction }),
      tokenScopePlugin(),
    ],
    // main.ts owns the shutdown sequence (HTTP, then Apollo, then the database)
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.use(graphqlExplorer(config.webDir));
  app.use(
    '/graphql',
    escapeJsonAnswers,
    expressMiddleware(apollo, {
      context: ({ req, res }) => Promise.resolve({ req, res, user: req.principal ?? null, demoMode }),
    }),
  );

  for (const module of MODULES) if (module.routes) app.use(module.routes(services));
  app.use('/api', apiNotFound);

  app.use(web.files);
  // anything left (an unknown path asked for as JSON, say) gets a JSON 404, not Express's HTML page
  app.use(apiNotFound);
  app.use(errorHandler);

  await startBackgroundJobs(jobs, jobServices, logger);
  return {
    app,
    handler: pageReplay(app, { logger, changes, channels: CHANGE_CHANNELS }),
    services,
    jobs,
    stop: async () => {
      await jobs.stop();
      mailer?.close();
      await apollo.stop();
      await limits.close();
      await changes.stop();
    },
  };
}
