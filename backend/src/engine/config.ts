/**
 * Every environment variable the server reads is read here, checked once at start, and turned
 * into a typed config. Each bad value gets its own clear message.
 */
export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** PostgreSQL server; when unset an embedded PostgreSQL (PGlite) runs in dataDir */
  databaseUrl: string | null;
  dataDir: string;
  sessionSecret: string;
  /** true when SESSION_SECRET was not set and the development default is in use */
  sessionSecretIsDefault: boolean;
  adminUsername: string | null;
  adminPassword: string | null;
  bookingUrl: string;
  trustProxy: boolean | number | string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** directory holding the built web app (index.html and assets) */
  webDir: string;
  /** Meta's Graph API, for the Conversions API (a local fake in tests) */
  facebookGraphUrl: string;
  facebookGraphVersion: string;
  /** the chat assistant's reply and voice providers and its limits */
  chat: ChatConfig;
  stripe: StripeConfig;
  rateLimits: RateLimitConfig;
  session: SessionConfig;
  /** contact-form submissions filled in faster than this are treated as bots */
  leadMinFillSeconds: number;
  /** leads quarantined as spam are purged this many days after they arrived: the default of Settings → Data retention */
  spamRetentionDays: number;
  /** audit events older than this are purged (daily): the default of Settings → Data retention */
  auditRetentionDays: number;
  /** the site's public address, for links in emails */
  siteUrl: string;
  /** the IANA time zone the team's emails give times in (a booked call's, say) */
  agencyTimeZone: string;
  mail: MailConfig;
  /** the job queue's retries and the webhooks' address rule */
  notifications: NotificationsConfig;
};

/** Email through an SMTP server. smtpUrl unset: email is off and the settings page says so. */
type MailConfig = {
  smtpUrl: string | null;
  from: string;
};

type NotificationsConfig = {
  /** the first retry of a failed job waits about this long, doubling with each attempt (pg-boss backoff) */
  retryDelaySeconds: number;
  /** retries before a job counts as failed: enough to cover more than 24 hours */
  retryLimit: number;
  /** webhook endpoints may be http and resolve to private addresses (tests, private networks) */
  webhookAllowPrivate: boolean;
};

/** Where rate-limit counters live (shared by every instance) and the limits themselves. */
type RateLimitConfig = {
  store: 'postgres' | 'redis';
  /** required when store is redis */
  redisUrl: string | null;
  /** sign-in attempts per 15 minutes */
  signinPerIp: number;
  signinPerUsername: number;
  /** lead submissions per IP per minute */
  leadsPerIp: number;
  /** the public site's funnel counts (page views, form starts, …) per IP per minute */
  funnelPerIp: number;
  /** payment intents per IP per 15 minutes */
  paymentIntentsPerIp: number;
  /** requests per API token per minute */
  apiTokenPerMinute: number;
  /** scheduling tools' webhook requests (POST /api/bookings/*) per IP per minute */
  bookingsPerIp: number;
  /** CSV imports and their previews per IP per minute */
  importsPerIp: number;
};

export type SessionConfig = {
  /** a session unused for this long ends */
  idleSeconds: number;
  /** a session ends this long after sign-in, however active */
  absoluteSeconds: number;
};

/** Card payments. Both keys unset: payments are off and the checkout says so. */
export type StripeConfig = {
  secretKey: string | null;
  publishableKey: string | null;
  /** verifies the webhook's signature; unset: the webhook refuses every event */
  webhookSecret: string | null;
  /** where the SDK sends API calls (a local fake in tests); null: Stripe's own API */
  apiBaseUrl: string | null;
};

export class ConfigError extends Error {}

/** The chat assistant. Both providers are optional: without them the built-in assistant answers, without audio. */
export type ChatConfig = {
  /** any OpenAI-compatible chat-completions API; null: the built-in assistant */
  openai: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  /** ElevenLabs text-to-speech; null: replies have no audio */
  elevenlabs: { baseUrl: string; apiKey: string; voiceId: string; modelId: string; timeoutMs: number } | null;
  /** how long a spoken reply is kept: the default of Settings → Data retention */
  audioRetentionHours: number;
  rateLimit: { perVisitor: number; perIp: number; windowSeconds: number };
};

function positiveInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    problems.push(`${name} must be a positive integer (got "${raw}")`);
    return fallback;
  }
  return value;
}

function httpUrl(env: Env, name: string, fallback: string, problems: string[]): string {
  const value = blankToNull(env[name]) ?? fallback;
  if (!/^https?:\/\/[^\s]+$/.test(value)) problems.push(`${name} must be an http(s) URL`);
  return value;
}

function loadChatConfig(env: Env, problems: string[]): ChatConfig {
  const openaiOn =
    blankToNull(env.OPENAI_BASE_URL) !== null ||
    blankToNull(env.OPENAI_API_KEY) !== null ||
    blankToNull(env.OPENAI_MODEL) !== null;
  const elevenlabsKey = blankToNull(env.ELEVENLABS_API_KEY);
  return {
    openai: openaiOn
      ? {
          baseUrl: httpUrl(env, 'OPENAI_BASE_URL', 'https://api.openai.com/v1', problems),
          apiKey: blankToNull(env.OPENAI_API_KEY),
          model: blankToNull(env.OPENAI_MODEL) ?? 'gpt-4o-mini',
          timeoutMs: positiveInt(env, 'OPENAI_TIMEOUT_MS', 15_000, problems),
        }
      : null,
    elevenlabs: elevenlabsKey
      ? {
          baseUrl: httpUrl(env, 'ELEVENLABS_BASE_URL', 'https://api.elevenlabs.io', problems),
          apiKey: elevenlabsKey,
          voiceId: blankToNull(env.ELEVENLABS_VOICE_ID) ?? '21m00Tcm4TlvDq8ikWAM',
          modelId: blankToNull(env.ELEVENLABS_MODEL_ID) ?? 'eleven_multilingual_v2',
          timeoutMs: positiveInt(env, 'ELEVENLABS_TIMEOUT_MS', 15_000, problems),
        }
      : null,
    audioRetentionHours: positiveInt(env, 'CHAT_AUDIO_RETENTION_HOURS', 24, problems),
    rateLimit: {
      perVisitor: positiveInt(env, 'CHAT_RATE_LIMIT_PER_VISITOR', 20, problems),
      perIp: positiveInt(env, 'CHAT_RATE_LIMIT_PER_IP', 60, problems),
      windowSeconds: positiveInt(env, 'CHAT_RATE_LIMIT_WINDOW_SECONDS', 60, problems),
    },
  };
}

function loadRateLimitConfig(env: Env, problems: string[]): RateLimitConfig {
  const store = blankToNull(env.RATE_LIMIT_STORE) ?? 'postgres';
  if (store !== 'postgres' && store !== 'redis')
    problems.push(`RATE_LIMIT_STORE must be postgres or redis (got "${store}")`);
  const redisUrl = blankToNull(env.REDIS_URL);
  if (store === 'redis' && (redisUrl === null || !/^rediss?:\/\//.test(redisUrl))) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL when RATE_LIMIT_STORE=redis');
  }
  return {
    store: store === 'redis' ? 'redis' : 'postgres',
    redisUrl,
    signinPerIp: positiveInt(env, 'RATE_LIMIT_SIGNIN_PER_IP', 50, problems),
    signinPerUsername: positiveInt(env, 'RATE_LIMIT_SIGNIN_PER_USERNAME', 10, problems),
    leadsPerIp: positiveInt(env, 'RATE_LIMIT_LEADS_PER_IP', 10, problems),
    funnelPerIp: positiveInt(env, 'RATE_LIMIT_FUNNEL_PER_IP', 120, problems),
    paymentIntentsPerIp: positiveInt(env, 'RATE_LIMIT_PAYMENT_INTENTS_PER_IP', 30, problems),
    apiTokenPerMinute: positiveInt(env, 'RATE_LIMIT_API_TOKEN_PER_MINUTE', 600, problems),
    bookingsPerIp: positiveInt(env, 'RATE_LIMIT_BOOKINGS_PER_IP', 300, problems),
    importsPerIp: positiveInt(env, 'RATE_LIMIT_IMPORTS_PER_IP', 10, problems),
  };
}

/** An IANA time zone name (Europe/Berlin), as Intl knows them. */
function timeZone(env: Env, name: string, fallback: string, problems: string[]): string {
  const value = blankToNull(env[name]) ?? fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    problems.push(`${name} must be an IANA time zone such as Europe/Berlin`);
    return fallback;
  }
}

function loadSessionConfig(env: Env, problems: string[]): SessionConfig {
  const idleSeconds = positiveInt(env, 'SESSION_IDLE_SECONDS', 2 * 3600, problems);
  const absoluteSeconds = positiveInt(env, 'SESSION_ABSOLUTE_SECONDS', 12 * 3600, problems);
  if (absoluteSeconds < idleSeconds)
    problems.push('SESSION_ABSOLUTE_SECONDS must not be shorter than SESSION_IDLE_SECONDS');
  return { idleSeconds, absoluteSeconds };
}

function parseBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

/** The smallest retry count whose backoff (pg-boss: delay × 2^n / 2, up to twice that) waits more than 24 hours in all. */
function retriesCovering24Hours(delaySeconds: number): number {
  let total = 0;
  let retries = 0;
  while (total <= 24 * 3600) {
    retries += 1;
    total += (delaySeconds * 2 ** Math.min(16, retries)) / 2;
  }
  return retries;
}

function loadMailConfig(env: Env, problems: string[]): MailConfig {
  const smtpUrl = blankToNull(env.SMTP_URL);
  if (smtpUrl !== null) {
    let url: URL | null = null;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = null;
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
      problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587');
    }
  }
  const from = blankToNull(env.MAIL_FROM) ?? 'AI Marketing Agency <no-reply@localhost>';
  if (!/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(from)) {
    problems.push('MAIL_FROM must be an address such as "Agency <team@example.com>" or team@example.com');
  }
  return { smtpUrl, from };
}

function loadNotificationsConfig(env: Env, problems: string[]): NotificationsConfig {
  const retryDelaySeconds = positiveInt(env, 'JOB_RETRY_DELAY_SECONDS', 30, problems);
  return {
    retryDelaySeconds,
    retryLimit: retriesCovering24Hours(retryDelaySeconds),
    // off unless asked for, whatever NODE_ENV says: many run `npm start` in production as it comes
    webhookAllowPrivate: parseBoolean(env, 'WEBHOOK_ALLOW_PRIVATE', false, problems),
  };
}

function nonNegativeInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    problems.push(`${name} must be a whole number of 0 or more (got "${raw}")`);
    return fallback;
  }
  return value;
}

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me';
/** secrets that were ever written down in this repository: never acceptable in production */
const KNOWN_SESSION_SECRETS = new Set([DEV_SESSION_SECRET, 'change-me-to-a-long-random-string']);
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type Env = Record<string, string | undefined>;

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535 (got "${raw}")`);
    return 3000;
  }
  return port;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw.trim() === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw; // an address list or a named range such as "loopback"
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const rawEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(rawEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${rawEnv}")`);
  }
  const nodeEnv = (
    ['development', 'production', 'test'].includes(rawEnv) ? rawEnv : 'development'
  ) as AppConfig['nodeEnv'];

  const databaseUrl = blankToNull(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
  }

  const adminUsername = blankToNull(env.ADMIN_USERNAME);
  const adminPassword = blankToNull(env.ADMIN_PASSWORD);
  if ((adminUsername === null) !== (adminPassword === null)) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (adminUsername !== null && adminUsername.length < 3) problems.push('ADMIN_USERNAME must be at least 3 characters');
  if (adminPassword !== null && adminPassword.length < 6) problems.push('ADMIN_PASSWORD must be at least 6 characters');

  const sessionSecret = blankToNull(env.SESSION_SECRET);
  if (sessionSecret !== null && sessionSecret.length < 16)
    problems.push('SESSION_SECRET must be at least 16 characters');

  const bookingUrl = blankToNull(env.BOOKING_URL) ?? 'https://calendly.com/ai-marketing-agency/30min';
  if (!/^https?:\/\/[^\s]+$/.test(bookingUrl)) problems.push('BOOKING_URL must be an http(s) URL');

  const facebookGraphUrl = blankToNull(env.FACEBOOK_GRAPH_URL) ?? 'https://graph.facebook.com';
  if (!/^https?:\/\/[^\s]+$/.test(facebookGraphUrl)) problems.push('FACEBOOK_GRAPH_URL must be an http(s) URL');

  const logLevel = (blankToNull(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const stripeSecretKey = blankToNull(env.STRIPE_SECRET_KEY);
  const stripePublishableKey = blankToNull(env.STRIPE_PUBLISHABLE_KEY);
  const stripeWebhookSecret = blankToNull(env.STRIPE_WEBHOOK_SECRET);
  const stripeApiBaseUrl = blankToNull(env.STRIPE_API_BASE_URL);
  if ((stripeSecretKey === null) !== (stripePublishableKey === null)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  if (stripeSecretKey !== null && !/^(sk|rk)_(test|live)_\S+$/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)');
  }
  if (stripePublishableKey !== null && !/^pk_(test|live)_\S+$/.test(stripePublishableKey)) {
    problems.push('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)');
  }
  if (
    stripeSecretKey !== null &&
    stripePublishableKey !== null &&
    /_live_/.test(stripeSecretKey) !== /_live_/.test(stripePublishableKey)
  ) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys');
  }
  if (stripeWebhookSecret !== null && !/^whsec_\S+$/.test(stripeWebhookSecret)) {
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
  }
  if (stripeApiBaseUrl !== null && !/^https?:\/\/[^\s/]+\/?$/.test(stripeApiBaseUrl)) {
    problems.push('STRIPE_API_BASE_URL must be an http(s) origin such as http://127.0.0.1:12111');
  }

  const isProduction = nodeEnv === 'production';
  if (isProduction) {
    if (sessionSecret === null) problems.push('SESSION_SECRET is required in production');
    else if (KNOWN_SESSION_SECRETS.has(sessionSecret))
      problems.push('SESSION_SECRET must not be a default or example value in production');
    if (adminUsername === null)
      problems.push(
        'ADMIN_USERNAME and ADMIN_PASSWORD are required in production (the demo admin is for development only)',
      );
  }

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port: parsePort(env.PORT, problems),
    host: blankToNull(env.HOST) ?? '0.0.0.0',
    databaseUrl,
    dataDir: blankToNull(env.DATA_DIR) ?? './data',
    sessionSecret: sessionSecret ?? DEV_SESSION_SECRET,
    sessionSecretIsDefault: sessionSecret === null,
    adminUsername,
    adminPassword,
    bookingUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel,
    webDir: blankToNull(env.WEB_DIR) ?? 'dist/web',
    facebookGraphUrl,
    facebookGraphVersion: blankToNull(env.FACEBOOK_GRAPH_VERSION) ?? 'v21.0',
    chat: loadChatConfig(env, problems),
    stripe: {
      secretKey: stripeSecretKey,
      publishableKey: stripePublishableKey,
      webhookSecret: stripeWebhookSecret,
      apiBaseUrl: stripeApiBaseUrl,
    },
    rateLimits: loadRateLimitConfig(env, problems),
    session: loadSessionConfig(env, problems),
    leadMinFillSeconds: nonNegativeInt(env, 'LEAD_MIN_FILL_SECONDS', 3, problems),
    spamRetentionDays: positiveInt(env, 'SPAM_RETENTION_DAYS', 30, problems),
    auditRetentionDays: positiveInt(env, 'AUDIT_RETENTION_DAYS', 365, problems),
    agencyTimeZone: timeZone(env, 'AGENCY_TIME_ZONE', 'UTC', problems),
    siteUrl: httpUrl(env, 'SITE_URL', `http://localhost:${blankToNull(env.PORT) ?? '3000'}`, problems).replace(
      /\/+$/,
      '',
    ),
    mail: loadMailConfig(env, problems),
    notifications: loadNotificationsConfig(env, problems),
  };

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  return config;
}
