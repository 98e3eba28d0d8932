/** The change feed's channel of ended sessions: every instance forgets the sessions it kept in memory. */
export const SESSIONS_CHANNEL = 'sessions_ended';

/**
 * One statement that deletes the sessions `where` picks (a condition on the "session" table, its
 * values as $1, $2… of the caller) and announces them on SESSIONS_CHANNEL. It answers one row,
 * `ended`: how many it deleted. Deletion and NOTIFY are one statement, so they commit together
 * or not at all: an announcement that fails undoes the deletion, and no other instance can go on
 * trusting a session that is gone. PostgreSQL sends one NOTIFY per transaction however many rows
 * ended, and none when none did. This process's own instances are told with
 * `ChangeFeed.changed(SESSIONS_CHANNEL)` once it has committed.
 */
export function endingSessions(where: string): string {
  return `WITH "gone" AS (DELETE FROM "session" WHERE ${where} RETURNING "sid")
    SELECT count(pg_notify('${SESSIONS_CHANNEL}', '')::text)::int AS "ended" FROM "gone"`;
}

/**
 * The public id of a session, in SQL: the first 32 hex digits of the SHA-256 of its sid. The sid
 * is the credential and is never shown; this is (sessions.service.ts computes the same in Node).
 */
export const SESSION_PUBLIC_ID_SQL = `left(encode(sha256(convert_to("sid", 'UTF8')), 'hex'), 32)`;
