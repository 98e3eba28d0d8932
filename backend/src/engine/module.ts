import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { EventSubscriber } from './events/event-delivery';
import type { RateLimits } from './http/rate-limit/rate-limits';
import type { BatchHandler } from './queue/job-queue';

/** A class TypeORM maps or type-graphql builds the schema from. */
type ClassType = abstract new (...args: never[]) => object;

/** A resolver class, and how the app makes its instance from the services. */
export type ResolverDefinition<Services> = {
  type: ClassType;
  create: (services: Services) => object;
};

/**
 * A POST anyone may send (the contact form's): answered before the session and the token checks,
 * which do nothing for an anonymous visitor but cost each one a session object. A request with an
 * Authorization header takes the same handler after authentication, where its token is checked.
 */
type PublicRouteDefinition<Services> = {
  path: string;
  /** the limit it is counted against (per IP) */
  rateLimit: keyof Pick<RateLimits, 'leads' | 'funnel'>;
  /** its handler, or the steps of one (a body parser for a type beyond JSON, then the handler) */
  handler: (services: Services) => RequestHandler | RequestHandler[];
};

/** A queue whose jobs a module sends (in the transaction of their change) and works. */
type QueueWorkerDefinition<Services> = {
  /** the queue's name */
  queue: string;
  /** jobs fetched per round and handed to the handler together */
  batchSize: number;
  /** an active job not finished in this long (a killed instance) is failed and retried */
  expireInSeconds: number;
  /** how often an idle worker asks for jobs; a job this instance sends wakes it at once */
  pollingIntervalSeconds: number;
  /** the handler of the queue's batches (its jobs' data is the module's own) */
  handler: (services: Services) => BatchHandler<never>;
};

/** Work the job queue runs on a schedule, on one instance at a time. */
type ScheduleDefinition<Services> = {
  /** the queue's name */
  queue: string;
  /** cron, in UTC */
  cron: string;
  /** the work (it logs what it did) */
  run: (services: Services, logger: Logger) => Promise<void>;
};

/**
 * What a feature brings to the app. The composition root (backend/src/app-modules.ts) lists
 * the modules once; the data source, the schema, the routes, the event delivery and the
 * schedules are built by looping over them. `Services` is the part of the app's services the
 * module's adapters use.
 */
export type ModuleDefinition<Services> = {
  name: string;
  /** its TypeORM entities */
  entities?: readonly ClassType[];
  /** its GraphQL resolvers */
  resolvers?: readonly ResolverDefinition<Services>[];
  /**
   * REST routes that read their request's raw bytes and need no session (a signed webhook),
   * mounted before the API's JSON body parser and authentication
   */
  rawRoutes?: (services: Services, rateLimits: RateLimits) => Router;
  /** its public POST routes (each mounted once before the session, once after authentication) */
  publicRoutes?: readonly PublicRouteDefinition<Services>[];
  /** its REST routes under /api, mounted after authentication */
  routes?: (services: Services) => Router;
  /** what it does with the app's events */
  subscribers?: (services: Services) => readonly EventSubscriber[];
  /** the queues of its own jobs */
  queues?: readonly QueueWorkerDefinition<Services>[];
  /** its scheduled work */
  schedules?: readonly ScheduleDefinition<Services>[];
  /** the actions it records in the audit log (the log refuses any other, and its filter offers these) */
  auditActions?: readonly string[];
};
