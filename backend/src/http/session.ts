import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    username: string;
  }
}

export type SessionUser = { id: number; username: string };

export type SessionOptions = {
  pool: Pool;
  secret: string;
  /** prune expired sessions on this interval (seconds); false in tests */
  pruneIntervalSeconds: number | false;
};

const IDLE_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** express-session on the app's own PostgreSQL, so every instance sees every session. */
export function sessionMiddleware(options: SessionOptions): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    store: new PgStore({
      pool: options.pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: options.pruneIntervalSeconds,
    }),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over HTTPS (directly or, with trust proxy, via the proxy)
      secure: 'auto',
      maxAge: IDLE_LIFETIME_MS,
    },
  });
}

export function sessionUser(req: Request): SessionUser | null {
  const { userId, username } = req.session ?? {};
  return userId !== undefined && username !== undefined ? { id: userId, username } : null;
}

/** Starts a fresh session for the user: a new id defeats session fixation. */
export async function signIn(req: Request, user: SessionUser): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.userId = user.id;
  req.session.username = user.username;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** Destroys the server-side session. */
export async function signOut(req: Request): Promise<void> {
  if (!req.session) return;
  await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}
