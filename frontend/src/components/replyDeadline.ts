/**
 * The 48-hour reply promise as a badge's words. The server decides REPLIED; between fetches the
 * browser's clock decides awaiting or overdue from the deadline, so the badge counts down and
 * turns overdue on time without asking the server again.
 *
 * Rounding, chosen so the badge never promises more time than is left:
 * - time left: whole hours rounded down ("31 h left" from 31 h 59 min); under an hour, minutes
 *   rounded up ("1 min left" at 47:59:30 after creation, never "0 h left");
 * - overdue: "Overdue" in the deadline's first minute, then minutes, then whole hours rounded down
 *   ("Overdue by 5 h" from 5 h to 5 h 59 min);
 * - replied: the time from the start of the promise (the deadline less 48 h) to the first response,
 *   in minutes under an hour, else in whole hours rounded down; "at once" within its first minute.
 *   A reply after the deadline broke the promise: "Replied late, in 123 h", in the late tone.
 * - meeting booked: a call booked in Calendly or Cal.com meets the promise while it is scheduled:
 *   "Meeting booked", in the replied tone.
 */

export type ReplyTone = 'awaiting' | 'overdue' | 'replied' | 'late';

export type ReplyDeadline = {
  replyStatus: 'AWAITING' | 'OVERDUE' | 'REPLIED' | 'MEETING_BOOKED';
  replyDueAt: unknown;
  firstResponseAt?: unknown;
};

export const REPLY_WINDOW_MS = 48 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const toTime = (value: unknown): number =>
  typeof value === 'string' || typeof value === 'number' || value instanceof Date ? new Date(value).getTime() : NaN;

function duration(ms: number): string {
  return ms < HOUR_MS ? `${Math.floor(ms / MINUTE_MS)} min` : `${Math.floor(ms / HOUR_MS)} h`;
}

/** The badge's tone and words for a lead at `now`, or null when its dates cannot be read. */
export function replyDeadlineText(lead: ReplyDeadline, now: Date): { tone: ReplyTone; text: string } | null {
  const due = toTime(lead.replyDueAt);
  if (Number.isNaN(due)) return null;
  if (lead.replyStatus === 'MEETING_BOOKED') return { tone: 'replied', text: 'Meeting booked' };
  if (lead.replyStatus === 'REPLIED') {
    const responded = toTime(lead.firstResponseAt);
    if (Number.isNaN(responded)) return { tone: 'replied', text: 'Replied' };
    const took = Math.max(0, responded - (due - REPLY_WINDOW_MS));
    if (responded > due) return { tone: 'late', text: `Replied late, in ${duration(took)}` };
    return { tone: 'replied', text: took < MINUTE_MS ? 'Replied at once' : `Replied in ${duration(took)}` };
  }
  const left = due - now.getTime();
  if (left > 0) {
    const text = left < HOUR_MS ? `${Math.ceil(left / MINUTE_MS)} min left` : `${Math.floor(left / HOUR_MS)} h left`;
    return { tone: 'awaiting', text };
  }
  const late = -left;
  return { tone: 'overdue', text: late < MINUTE_MS ? 'Overdue' : `Overdue by ${duration(late)}` };
}
