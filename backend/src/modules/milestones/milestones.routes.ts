import { Router } from 'express';
import { requireAdmin, requireSignedIn } from '../../engine/http/authentication';
import { pathId } from '../../engine/http/errors';
import { RestInput } from '../../engine/http/rest-input';
import { milestonePayload } from './milestone-payload';
import { MilestonePatchInput, NewMilestoneRecordInput } from './milestones.inputs';
import type { MilestonesService } from './milestones.service';

const newRecordInput = new RestInput(NewMilestoneRecordInput, {
  milestoneId: 'milestone_id',
  title: 'title',
  description: 'description',
  completed: 'completed',
});
const patchInput = new RestInput(MilestonePatchInput, { completed: 'completed', completedAt: 'completed_at' });

export function milestonesRoutes(milestones: MilestonesService): Router {
  const router = Router();
  router.use(['/api/leads/:id/milestones', '/api/leads/milestones/:id'], requireSignedIn);

  router.get('/api/leads/:id/milestones', async (req, res) => {
    const records = await milestones.listRecords(pathId(req));
    res.json({ success: true, data: records.map(milestonePayload) });
  });

  router.post('/api/leads/:id/milestones', requireAdmin, async (req, res) => {
    const leadId = pathId(req);
    const input = await newRecordInput.read(req.body);
    try {
      const record = await milestones.createRecord(leadId, input);
      res.status(201).json({ success: true, data: milestonePayload(record) });
    } catch (error) {
      throw newRecordInput.relabel(error);
    }
  });

  router.patch('/api/leads/milestones/:id', requireAdmin, async (req, res) => {
    const id = pathId(req);
    const { completed, completedAt } = await patchInput.read(req.body);
    const record = await milestones.patchRecord(id, {
      completed,
      completedAt: completedAt ? new Date(completedAt) : undefined,
    });
    res.json({ success: true, data: milestonePayload(record) });
  });

  return router;
}
