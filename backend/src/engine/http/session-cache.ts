import type session from 'express-session';
import { endingSessions, SESSIONS_CHANNEL } from '../auth/sessions-channel';
import type { ChangeFeed } from '../db/change-feed';

/** The most sessions kept in memory; a full memory starts over. */
const KEPT_LIMIT = 10_000;
/**
 * How long a kept session is used before the row is read again: the bound on a change no one
 * announced (a row deleted by hand in SQL) going unseen.
 */
export const SESSION_KEPT_MS = 60_000;

/** A session and the expiry of its stored row, as connect-pg-simple's read checks it. */
const READ = `SELECT "sess"::text AS "sess", (extract(epoch FROM "expire") * 1000)::float8 AS "expire"
  FROM "session" WHERE "sid" = $1 AND "expire" >= to_timestamp($2)`;

/**
 * A session deleted and its end announced, in one statement (the store's own DELETE says nothing
 * of what it deleted, and an announcement sent after it could fail and leave the others trusting it).
 */
const DESTROY = endingSessions('"sid" = $1');

/** What the session store's statements run on (session.ts's prepared statements). */
export type SessionQueries = {
  query: <Row>(text: string, values: unknown[]) => Promise<{ rows: Row[] }>;
};

type Kept = { json: string; expiresMs: number; keptAt: number };

/** Seconds as the store writes them: the cookie's expiry rounded up (now, rounded up, when it reads). */
function storedSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** When a session's cookie expires (epoch ms); NaN for a session without an expiry. */
export function expiryOf(sess: session.SessionData): number {
  return sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : NaN;
}

/** The callbacks express-session passes to a store: error-first, though its types say otherwise. */
export type StoreCallback = ((error?: unknown) => void) | undefined;

/**
 * Puts this process's memory in front of the session store's reads, and ends sessions itself.
 * Every signed-in request reads its session, and the profile of the lead pages showed that read
 * (the statement, its socket writes and parsing, and the server's work on the same two cores) at
 * about a tenth of a page's cost. A kept session is used only until its stored row expires, for SESSION_KEPT_MS at
 * most, and only while the change feed is live. Each ended session (sign-out, the absolute
 * lifetime, through users.service a role change, a deactivation or a new password, and through
 * sessions.service a session ended from the list) is announced on SESSIONS_CHANNEL by the
 * statement that deletes it, and every instance then forgets all it kept. Another process hears
 * it by NOTIFY once the deletion has committed; before it uses a kept session for a request, an
 * instance waits until it has heard every change committed before the request arrived (the change
 * feed's `caughtUp`, one NOTIFY round trip shared by the requests of that moment), so a session
 * ended anywhere is refused on its next request everywhere.
 */
export function cachedSessions<S extends session.Store>(store: S, queries: SessionQueries, changes: ChangeFeed): S {
  const kept = new Map<string, Kept>();
  // a read or write that began before the last forgetting must not be kept after it
  let generation = 0;
  changes.subscribe(SESSIONS_CHANNEL, () => {
    generation += 1;
    kept.clear();
  });
  const keep = (sid: string, json: string, expiresMs: number, since: number): void => {
    if (since !== generation || !changes.live() || !Number.isFinite(expiresMs)) return;
    if (kept.size >= KEPT_LIMIT) kept.clear();
    kept.set(sid, { json, expiresMs, keptAt: Date.now() });
  };

  /** The kept session, if it may still be used now. */
  const usable = (sid: string, now: number): Kept | undefined => {
    const hit = changes.live() ? kept.get(sid) : undefined;
    return hit && storedSeconds(hit.expiresMs) >= storedSeconds(now) && now - hit.keptAt < SESSION_KEPT_MS
      ? hit
      : undefined;
  };

  const read = (sid: string, done: (error: unknown, sess?: session.SessionData | null) => void): void => {
    kept.delete(sid);
    const since = generation;
    const nowSeconds = storedSeconds(Date.now());
    queries.query<{ sess: string; expire: number }>(READ, [sid, nowSeconds]).then(
      ({ rows: [row] }) => {
        if (!row) {
          done(null, null);
          return;
        }
        keep(sid, row.sess, row.expire, since);
        done(null, JSON.parse(row.sess) as session.SessionData);
      },
      (error: unknown) => done(error),
    );
  };

  store.get = (sid, done) => {
    const now = Date.now();
    if (!usable(sid, now)) {
      read(sid, done);
      return;
    }
    // used only once every session ended before this request has been heard of here, on every
    // instance: an end announced elsewhere a moment ago has made this one forget by then
    void changes.caughtUp().then((caughtUp) => {
      const hit = caughtUp ? usable(sid, now) : undefined;
      // a fresh object each time: express-session turns the data into the request's session
      if (hit) done(null, JSON.parse(hit.json) as session.SessionData);
      else read(sid, done);
    });
  };

  const set = store.set.bind(store);
  store.set = (sid, sess, done?: StoreCallback) => {
    const since = generation;
    set(sid, sess, (error?: unknown) => {
      if (!error) keep(sid, JSON.stringify(sess), storedSeconds(expiryOf(sess)) * 1000, since);
      done?.(error);
    });
  };

  const touch = store.touch?.bind(store);
  if (touch) {
    store.touch = (sid, sess, done?: StoreCallback) => {
      const since = generation;
      touch(sid, sess, (error?: unknown) => {
        const entry = kept.get(sid);
        const expiresMs = storedSeconds(expiryOf(sess)) * 1000;
        if (!error && entry && since === generation && Number.isFinite(expiresMs)) entry.expiresMs = expiresMs;
        done?.(error);
      });
    };
  }

  // announced only when a stored session ended: sign-in also destroys the visitor's session id,
  // which was never stored, and that must not make every instance forget all it kept
  store.destroy = (sid, done?: StoreCallback) => {
    kept.delete(sid);
    queries
      .query<{ ended: number }>(DESTROY, [sid])
      .then(({ rows: [row] }) => {
        if ((row?.ended ?? 0) > 0) changes.changed(SESSIONS_CHANNEL);
      })
      .then(
        () => done?.(),
        (error: unknown) => done?.(error),
      );
  };
  return store;
}
