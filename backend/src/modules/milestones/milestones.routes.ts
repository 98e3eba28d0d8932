import { Router } from 'express';
import { InvalidInputError } from '../../errors';
import { pathId, requireSignedIn } from '../../http/errors';
import type { LeadMilestoneRecord } from './lead-milestone.entity';
import type { MilestonesService } from './milestones.service';

function toRestMilestone(record: LeadMilestoneRecord) {
  return {
    id: record.id,
    lead_id: record.leadId,
    milestone_id: record.milestoneId,
    title: record.title,
    description: record.description,
    completed: record.completed,
    completed_at: record.completedAt ? record.completedAt.toISOString() : null,
  };
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidInputError({}, 'Expected a JSON object');
  return body as Record<string, unknown>;
}

function optionalText(body: Record<string, unknown>, key: string, max: number): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max)
    throw new InvalidInputError({ [key]: `${key} must be a string of at most ${max} characters` });
  return value.trim();
}

function requiredBoolean(body: Record<string, unknown>, key: string): boolean {
  if (typeof body[key] !== 'boolean') throw new InvalidInputError({ [key]: `${key} must be true or false` });
  return body[key] as boolean;
}

export function milestonesRoutes(milestones: MilestonesService): Router {
  const router = Router();
  router.use(['/api/leads/:id/milestones', '/api/leads/milestones/:id'], requireSignedIn);

  router.get('/api/leads/:id/milestones', async (req, res) => {
    const records = await milestones.listRecords(pathId(req));
    res.json({ success: true, data: records.map(toRestMilestone) });
  });

  router.post('/api/leads/:id/milestones', async (req, res) => {
    const leadId = pathId(req);
    const body = objectBody(req.body);
    const milestoneId = optionalText(body, 'milestone_id', 50);
    if (!milestoneId) throw new InvalidInputError({ milestone_id: 'milestone_id is required' });
    const record = await milestones.createRecord(leadId, {
      milestoneId,
      title: optionalText(body, 'title', 200),
      description: optionalText(body, 'description', 2000),
      completed: requiredBoolean(body, 'completed'),
    });
    res.status(201).json({ success: true, data: toRestMilestone(record) });
  });

  router.patch('/api/leads/milestones/:id', async (req, res) => {
    const id = pathId(req);
    const body = objectBody(req.body);
    const completed = requiredBoolean(body, 'completed');
    let completedAt: Date | null | undefined;
    if (body.completed_at !== undefined && body.completed_at !== null) {
      completedAt = typeof body.completed_at === 'string' ? new Date(body.completed_at) : new Date(NaN);
      if (Number.isNaN(completedAt.getTime()))
        throw new InvalidInputError({ completed_at: 'completed_at must be an ISO date' });
    }
    const record = await milestones.patchRecord(id, { completed, completedAt });
    res.json({ success: true, data: toRestMilestone(record) });
  });

  return router;
}
