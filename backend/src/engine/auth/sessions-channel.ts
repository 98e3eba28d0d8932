/** The change feed's channel of ended sessions: every instance forgets the sessions it kept in memory. */
export const SESSIONS_CHANNEL = 'sessions_ended';
