import { registerEnumType } from 'type-graphql';
import { IsNull, type EntityManager } from 'typeorm';
import { Lead } from './lead.entity';

/**
 * The website's promise: every applicant hears back within 48 hours. A lead's deadline is stored
 * (reply_due_at, set by the database when the lead is stored: created_at + 48 h); its status is
 * judged at request time against the service's clock.
 */
export const REPLY_WINDOW_MS = 48 * 60 * 60 * 1000;

export const ReplyStatus = {
  AWAITING: 'AWAITING',
  OVERDUE: 'OVERDUE',
  REPLIED: 'REPLIED',
  MEETING_BOOKED: 'MEETING_BOOKED',
} as const;
export type ReplyStatus = keyof typeof ReplyStatus;
registerEnumType(ReplyStatus, {
  name: 'ReplyStatus',
  description:
    'REPLIED once the team responded; MEETING_BOOKED while a call booked before any reply is scheduled; else OVERDUE from the reply deadline on; else AWAITING. As a filter, REPLIED keeps every lead whose promise is met (booked calls included) and MEETING_BOOKED only those',
});

export function replyStatusAt(
  lead: Pick<Lead, 'replyDueAt' | 'firstResponseAt' | 'repliedByBooking'>,
  now: Date,
): ReplyStatus {
  if (lead.firstResponseAt) return lead.repliedByBooking ? 'MEETING_BOOKED' : 'REPLIED';
  return now.getTime() >= lead.replyDueAt.getTime() ? 'OVERDUE' : 'AWAITING';
}

/**
 * Records the team's first response to a lead, unless the team's response is already recorded (in
 * the caller's transaction); true when this call recorded it. A lead whose promise a booked call
 * met keeps that earlier time, but from now on it is the team's reply: a cancellation of the call
 * no longer undoes it.
 */
export async function recordFirstResponse(manager: EntityManager, leadId: number, at: Date): Promise<boolean> {
  const [, affected] = await manager.query<[unknown, number]>(
    `UPDATE "lead" SET "first_response_at" = COALESCE("first_response_at", $2), "replied_by_booking" = false
     WHERE "id" = $1 AND ("first_response_at" IS NULL OR "replied_by_booking")`,
    [leadId, at],
  );
  return affected > 0;
}

/** A booked call meets the promise of a lead nobody replied to yet: its reply time is the booking's creation. */
export async function recordBookedCall(manager: EntityManager, leadId: number, bookedAt: Date): Promise<void> {
  await manager.update(
    Lead,
    { id: leadId, firstResponseAt: IsNull() },
    { firstResponseAt: bookedAt, repliedByBooking: true },
  );
}

/**
 * The lead's last scheduled call was canceled: unless the team has replied since, it waits for a
 * reply again, by its original deadline.
 */
export async function clearBookedCall(manager: EntityManager, leadId: number): Promise<void> {
  await manager.update(
    Lead,
    { id: leadId, repliedByBooking: true },
    { firstResponseAt: null, repliedByBooking: false },
  );
}

/** Forgets the first response recorded at `at` (an undo); false when another one, or none, is recorded. */
export async function clearFirstResponse(manager: EntityManager, leadId: number, at: Date): Promise<boolean> {
  const result = await manager.update(
    Lead,
    { id: leadId, firstResponseAt: at, repliedByBooking: false },
    { firstResponseAt: null },
  );
  return (result.affected ?? 0) > 0;
}
