import { Router } from 'express';
import { InvalidInputError } from '../../engine/errors';
import { requireAdmin } from '../../engine/http/authentication';
import { pathId } from '../../engine/http/errors';
import { leadPayload } from '../leads';
import type { LeadMergeService } from './lead-merge.service';

/** The body's sourceId: a lead id, or a 400 that says so. */
function sourceIdOf(body: unknown): number {
  const raw = typeof body === 'object' && body !== null ? (body as { sourceId?: unknown }).sourceId : undefined;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 && raw <= 2147483647) return raw;
  throw new InvalidInputError({
    sourceId: 'Give sourceId: the id (a whole number) of the lead to merge into this one',
  });
}

/** POST /api/leads/{id}/merge { sourceId }: the lead {id} takes in the source (admins). */
export function duplicatesRoutes(merges: LeadMergeService): Router {
  const router = Router();
  router.post('/api/leads/:id/merge', requireAdmin, async (req, res) => {
    const targetId = pathId(req);
    const lead = await merges.merge(targetId, sourceIdOf(req.body));
    res.json({ success: true, data: leadPayload(lead, merges.replyStatus(lead)) });
  });
  return router;
}
