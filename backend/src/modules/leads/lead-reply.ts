import { registerEnumType } from 'type-graphql';
import { IsNull, type EntityManager } from 'typeorm';
import { Lead } from './lead.entity';

/**
 * The website's promise: every applicant hears back within 48 hours. A lead's deadline is stored
 * (reply_due_at, set by the database when the lead is stored: created_at + 48 h); its status is
 * judged at request time against the service's clock.
 */
export const REPLY_WINDOW_MS = 48 * 60 * 60 * 1000;

export const ReplyStatus = { AWAITING: 'AWAITING', OVERDUE: 'OVERDUE', REPLIED: 'REPLIED' } as const;
export type ReplyStatus = keyof typeof ReplyStatus;
registerEnumType(ReplyStatus, {
  name: 'ReplyStatus',
  description: 'REPLIED once the team responded; else OVERDUE from the reply deadline on; else AWAITING',
});

export function replyStatusAt(lead: Pick<Lead, 'replyDueAt' | 'firstResponseAt'>, now: Date): ReplyStatus {
  if (lead.firstResponseAt) return 'REPLIED';
  return now.getTime() >= lead.replyDueAt.getTime() ? 'OVERDUE' : 'AWAITING';
}

/**
 * Records the team's first response to a lead, unless one is already recorded (in the caller's
 * transaction); true when this call recorded it.
 */
export async function recordFirstResponse(manager: EntityManager, leadId: number, at: Date): Promise<boolean> {
  const result = await manager.update(Lead, { id: leadId, firstResponseAt: IsNull() }, { firstResponseAt: at });
  return (result.affected ?? 0) > 0;
}

/** Forgets the first response recorded at `at` (an undo); false when another one, or none, is recorded. */
export async function clearFirstResponse(manager: EntityManager, leadId: number, at: Date): Promise<boolean> {
  const result = await manager.update(Lead, { id: leadId, firstResponseAt: at }, { firstResponseAt: null });
  return (result.affected ?? 0) > 0;
}
