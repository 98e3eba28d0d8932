import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { SessionConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import { preparedRead } from '../db/prepared-query';
import { ForbiddenError } from '../errors';
import type { Principal } from '../auth/principal';
import { UserRole } from '../auth/user-role';
import { cachedSessions, expiryOf, type SessionQueries, type StoreCallback } from './session-cache';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    username: string;
    /** the role at sign-in: a change of role ends the user's sessions (users.service.ts) */
    role: UserRole;
    /** epoch ms of sign-in: the absolute lifetime counts from here */
    signedInAt: number;
    /** the IP address that signed in (the list of one's sessions shows it) */
    ip?: string | null;
    /** the browser's User-Agent at sign-in, cut to USER_AGENT_MAX_LENGTH */
    userAgent?: string | null;
    /**
     * between a right password and the second step: whose code is awaited and until when (epoch
     * ms). The session has no userId until the code is right.
     */
    secondStep: { userId: number; until: number };
    /** epoch ms from which this session may do nothing but enrol in two-step sign-in (the team requires it) */
    enrolBy: number;
  }
}

/** A User-Agent is kept only this long: enough to name the browser and the device. */
const USER_AGENT_MAX_LENGTH = 256;

export type SessionUser = { id: number; username: string; role: UserRole };

export type SessionOptions = {
  pool: Pool;
  secret: string;
  /** prune expired sessions on this interval (seconds); false in tests */
  pruneIntervalSeconds: number | false;
  lifetimes: SessionConfig;
  /** tells this instance of sessions ended elsewhere (session-cache.ts) */
  changes: ChangeFeed;
};

/**
 * express-session on the app's own PostgreSQL, so every instance sees every session (each keeps
 * what it read in memory, session-cache.ts). A session ends after `idleSeconds` without a request
 * (the cookie and the stored row expire together, renewed by each request) and, however active,
 * `absoluteSeconds` after sign-in.
 */
export function sessionMiddleware(options: SessionOptions): RequestHandler[] {
  const PgStore = connectPgSimple(session);
  const queries = preparingQueries(options.pool);
  const store = new PgStore({
    // the store only calls query()
    pool: queries as unknown as Pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneIntervalSeconds,
  });
  const withSession = session({
    store: throttleTouch(cachedSessions(store, queries, options.changes), touchIntervalMs(options.lifetimes)),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over HTTPS (directly or, with trust proxy, via the proxy)
      secure: 'auto',
      maxAge: options.lifetimes.idleSeconds * 1000,
    },
  });
  const absoluteMs = options.lifetimes.absoluteSeconds * 1000;
  const endAfterAbsoluteLifetime: RequestHandler = (req, _res, next) => {
    const { signedInAt } = req.session;
    if (signedInAt === undefined || Date.now() - signedInAt <= absoluteMs) {
      next();
      return;
    }
    req.session.destroy((error) => next(error));
  };
  return [withSession, endAfterAbsoluteLifetime];
}

/**
 * The session store's few statements (read, save, renew, delete, prune) as prepared statements,
 * planned once per connection: planning the read cost the server more than running it.
 */
function preparingQueries(pool: Pool): SessionQueries {
  return {
    query: async <Row>(text: string, values: unknown[]) => ({ rows: await preparedRead<Row>(pool, text, values) }),
  };
}

/** The stored expiry is renewed at most this often: a 60th of the idle lifetime, at most a minute. */
function touchIntervalMs(lifetimes: SessionConfig): number {
  return Math.min(60_000, Math.floor((lifetimes.idleSeconds * 1000) / 60));
}

const TOUCH_MEMORY_LIMIT = 10_000;

/**
 * Makes the store's `touch` (the UPDATE of a session's expiry that `rolling` asks for on every
 * request) write only when the expiry has moved on by `intervalMs` since this process last wrote
 * it (by `set` at sign-in, or by `touch`): a burst of an admin's requests costs one write, not one
 * each, and the session still ends `idleSeconds` (less at most `intervalMs`) after its last
 * request. What this remembers is only a hint: another instance, or a restarted one, simply writes
 * once more.
 */
function throttleTouch<S extends session.Store>(store: S, intervalMs: number): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const set = store.set.bind(store);
  const written = new Map<string, number>();
  const remembering = (sid: string, expires: number, done: StoreCallback) => (error?: unknown) => {
    if (!error && Number.isFinite(expires)) {
      if (written.size >= TOUCH_MEMORY_LIMIT) written.clear();
      written.set(sid, expires);
    }
    done?.(error);
  };
  store.set = (sid, sess, done) => set(sid, sess, remembering(sid, expiryOf(sess), done as StoreCallback));
  store.touch = (sid, sess, done) => {
    const expires = expiryOf(sess);
    const last = written.get(sid);
    if (Number.isFinite(expires) && last !== undefined && expires - last < intervalMs) {
      done?.();
      return;
    }
    touch(sid, sess, remembering(sid, expires, done));
  };
  return store;
}

/** The signed-in user of a cookie session; a session from before roles existed must sign in again. */
export function sessionPrincipal(req: Request): Principal | null {
  const { userId, username, role } = req.session ?? {};
  if (userId === undefined || username === undefined || !Object.values(UserRole).includes(role as UserRole))
    return null;
  return { id: userId, username, role: role as UserRole, token: null };
}

/** One of express-session's callback methods, as a promise. */
function sessionCall(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) =>
    run((error) =>
      error ? reject(error instanceof Error ? error : new Error('session store failed', { cause: error })) : resolve(),
    ),
  );
}

/** A fresh session: a new id defeats session fixation. */
async function freshSession(req: Request): Promise<void> {
  // a request with a token runs without a session (http/authentication.ts)
  if (!req.session) throw new ForbiddenError('Sign in without an Authorization header');
  await sessionCall((done) => req.session.regenerate(done));
}

/**
 * Starts a fresh session for the user. With `enrolBy` (epoch ms), from then on the session may
 * only enrol in two-step sign-in (http/two-factor-enrolment.ts).
 */
export async function signIn(req: Request, user: SessionUser, enrolBy: number | null = null): Promise<void> {
  await freshSession(req);
  req.session.userId = user.id;
  req.session.username = user.username;
  req.session.role = user.role;
  req.session.signedInAt = Date.now();
  req.session.ip = req.ip ?? null;
  req.session.userAgent = req.get('user-agent')?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
  if (enrolBy !== null) req.session.enrolBy = enrolBy;
  await sessionCall((done) => req.session.save(done));
}

/** The password was right: a fresh session that waits, until `until` (epoch ms), for the user's second step. */
export async function awaitSecondStep(req: Request, userId: number, until: number): Promise<void> {
  await freshSession(req);
  req.session.secondStep = { userId, until };
  await sessionCall((done) => req.session.save(done));
}

/** Whose second step this browser's session awaits at `nowMs`; null when none (or it expired). */
export function awaitedSecondStep(req: Request, nowMs: number): number | null {
  const pending = req.session?.secondStep;
  return pending && nowMs < pending.until ? pending.userId : null;
}

/** The signed-in user enrolled: the session is no longer held to enrolment. */
export async function enrolled(req: Request): Promise<void> {
  if (req.session?.enrolBy === undefined) return;
  delete req.session.enrolBy;
  await sessionCall((done) => req.session.save(done));
}

/** Destroys the server-side session. */
export async function signOut(req: Request): Promise<void> {
  if (!req.session) return;
  await sessionCall((done) => req.session.destroy(done));
}
