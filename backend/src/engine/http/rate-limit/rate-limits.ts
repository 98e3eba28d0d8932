import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import { isVisitorId } from '../visitor-id';
import { graphqlRateLimits } from './graphql-rate-limits';
import { PostgresRateLimitStore } from './postgres-rate-limit-store';

export type RateLimits = {
  /** POST /api/login: per IP, then per username */
  signin: RequestHandler[];
  /** POST /api/leads */
  leads: RequestHandler;
  /** POST /api/funnel */
  funnel: RequestHandler;
  /** POST /api/create-payment-intent */
  paymentIntents: RequestHandler;
  /** POST /api/elevenlabs/chat-with-voice: per visitor, then per IP */
  chat: RequestHandler[];
  /** POST /api/bookings/calendly and /cal, the scheduling tools' webhooks: per IP */
  bookings: RequestHandler;
  /** POST /api/leads/imports and its preview: per IP */
  imports: RequestHandler;
  /** /api and /graphql with an API token: per token */
  apiTokens: RequestHandler;
  /** POST /graphql: the sign-in and lead limits applied to the login and createLead mutations */
  graphql: RequestHandler;
  close(): Promise<void>;
};

const MINUTE_MS = 60_000;
const SIGNIN_WINDOW_MS = 15 * MINUTE_MS;
const PAYMENT_WINDOW_MS = 15 * MINUTE_MS;

export const RATE_LIMIT_MESSAGES = {
  signin: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  leads: 'Too many submissions from your network. Please wait a minute and try again.',
  funnel: 'Too many funnel events from your network. Please wait a minute.',
  paymentIntents: 'Too many payment attempts. Please wait a few minutes and try again.',
  chat: 'You are sending messages too quickly. Please wait a moment and try again.',
  apiTokens: 'Too many requests with this API token. Please wait a minute and try again.',
  bookings: 'Too many webhook requests from this address. Please wait a minute and try again.',
  imports: 'Too many imports from your network. Please wait a minute and try again.',
} as const;

type Kind = keyof typeof RATE_LIMIT_MESSAGES;

const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/** The username a sign-in names: the REST body's, or the GraphQL login's (set by graphqlRateLimits). */
function signinUsername(req: Request): string | null {
  const fromGraphql = req.res?.locals.signinUsername as unknown;
  const raw =
    typeof fromGraphql === 'string' ? fromGraphql : (req.body as { username?: unknown } | undefined)?.username;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toLowerCase().slice(0, 100) : null;
}

function chatVisitor(req: Request): string | null {
  const visitorId = (req.body as { visitorId?: unknown } | undefined)?.visitorId;
  return isVisitorId(visitorId) ? visitorId : null;
}

/**
 * express-rate-limit on the routes a bot would hammer, counted in a store every instance shares
 * (PostgreSQL, or Redis when RATE_LIMIT_STORE=redis). A refusal is a 429 with Retry-After and a
 * JSON error in the shape its client reads: `{ error }` for the checkout, GraphQL errors on /graphql,
 * `{ success: false, error }` elsewhere.
 */
export async function createRateLimits(
  config: AppConfig,
  dataSource: DataSource,
  /** the PostgreSQL store's clock (Redis keeps its own time) */
  now: () => number = Date.now,
): Promise<RateLimits> {
  const redis =
    config.rateLimits.store === 'redis' ? createClient({ url: config.rateLimits.redisUrl ?? undefined }) : null;
  if (redis) await redis.connect();
  const store = (name: string): Store =>
    redis
      ? new RedisStore({ sendCommand: (...args: string[]) => redis.sendCommand(args), prefix: `rate-limit:${name}:` })
      : new PostgresRateLimitStore(dataSource, `${name}:`, now);

  const limiter = (
    name: string,
    kind: Kind,
    options: {
      limit: number;
      windowMs: number;
      key: (req: Request) => string | null;
      body?: (message: string) => unknown;
    },
  ): RequestHandler =>
    rateLimit({
      windowMs: options.windowMs,
      limit: options.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: store(name),
      skip: (req) => options.key(req) === null,
      keyGenerator: (req) => options.key(req) ?? '',
      handler: (req, res) => {
        const body =
          req.baseUrl === '/graphql' || req.path === '/graphql'
            ? { errors: [{ message: RATE_LIMIT_MESSAGES[kind], extensions: { code: 'TOO_MANY_REQUESTS' } }] }
            : (options.body ?? ((message: string) => ({ success: false, error: message })))(RATE_LIMIT_MESSAGES[kind]);
        res.status(429).json(body);
      },
    });

  const { rateLimits: limits, chat } = config;
  const signin = [
    limiter('signin-ip', 'signin', { limit: limits.signinPerIp, windowMs: SIGNIN_WINDOW_MS, key: clientIp }),
    limiter('signin-username', 'signin', {
      limit: limits.signinPerUsername,
      windowMs: SIGNIN_WINDOW_MS,
      key: signinUsername,
    }),
  ];
  const leads = limiter('leads-ip', 'leads', { limit: limits.leadsPerIp, windowMs: MINUTE_MS, key: clientIp });
  const chatWindowMs = chat.rateLimit.windowSeconds * 1000;

  return {
    signin,
    leads,
    funnel: limiter('funnel-ip', 'funnel', { limit: limits.funnelPerIp, windowMs: MINUTE_MS, key: clientIp }),
    paymentIntents: limiter('payment-intents-ip', 'paymentIntents', {
      limit: limits.paymentIntentsPerIp,
      windowMs: PAYMENT_WINDOW_MS,
      key: clientIp,
      body: (error) => ({ error }),
    }),
    chat: [
      limiter('chat-visitor', 'chat', { limit: chat.rateLimit.perVisitor, windowMs: chatWindowMs, key: chatVisitor }),
      limiter('chat-ip', 'chat', { limit: chat.rateLimit.perIp, windowMs: chatWindowMs, key: clientIp }),
    ],
    bookings: limiter('bookings-ip', 'bookings', { limit: limits.bookingsPerIp, windowMs: MINUTE_MS, key: clientIp }),
    imports: limiter('imports-ip', 'imports', { limit: limits.importsPerIp, windowMs: MINUTE_MS, key: clientIp }),
    // keyed by the token's id, never the token: the secret stays out of the store
    apiTokens: limiter('api-token', 'apiTokens', {
      limit: limits.apiTokenPerMinute,
      windowMs: MINUTE_MS,
      key: (req) => (req.principal?.token ? String(req.principal.token.id) : null),
    }),
    graphql: graphqlRateLimits({ signin, leads }),
    async close() {
      await redis?.quit();
    },
  };
}
