import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import { requireSignedIn } from '../../engine/http/authentication';
import { pathId } from '../../engine/http/errors';
import { leadRequestContext } from './lead-request-context';
import { leadsCsv } from './lead-csv';
import type { Lead } from './lead.entity';
import { filterFromQuery, readRestLead } from './lead.rest';
import { leadPayload, publicLeadPayload, submissionPayload } from './lead-payload';
import { leadVCard } from './lead-vcard';
import type { LeadExportService } from './lead-export.service';
import type { LeadIntakeService } from './lead-intake.service';
import type { LeadListService } from './lead-list.service';
import type { LeadsService } from './leads.service';

const DEFAULT_LIMIT = 100;

/** POST /api/leads, the contact form: public. */
export function leadIntake(intake: LeadIntakeService): RequestHandler {
  return async (req, res) => {
    const lead = await intake.create(await readRestLead(req.body), leadRequestContext(req));
    res.status(201).json({ success: true, data: publicLeadPayload(lead) });
  };
}

/** What another module adds to GET /api/leads/{id}'s answer (a lead's bookings, say), under its key. */
export type LeadDetailPart = { key: string; read: (leadId: number) => Promise<unknown> };

/** The lead services the REST routes use. */
export type LeadRouteServices = {
  leads: LeadsService;
  leadIntake: LeadIntakeService;
  leadList: LeadListService;
  leadExport: LeadExportService;
  leadDetails: readonly LeadDetailPart[];
};

export function leadsRoutes({ leads, leadList, leadExport, leadDetails }: LeadRouteServices): Router {
  const router = Router();
  const restLead = (lead: Lead) => leadPayload(lead, leads.replyStatus(lead));

  router.get('/api/leads', requireSignedIn, async (req, res) => {
    const { filter, sort } = filterFromQuery(req.query);
    const limit = req.query.limit === undefined ? DEFAULT_LIMIT : Number(req.query.limit);
    const after = typeof req.query.after === 'string' ? req.query.after : null;
    const page = await leadList.list({ first: limit, after, filter, sort });
    res.json({
      success: true,
      data: page.nodes.map(restLead),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      total: page.totalCount,
      total_is_estimate: page.totalIsEstimate,
    });
  });

  router.get('/api/leads/export', requireSignedIn, async (req, res) => {
    const { filter, sort } = filterFromQuery(req.query);
    const { source, csv } = leadsCsv(leadExport.exportBatches(filter, sort), restLead);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`);
    await pipeline(source, csv, res);
  });

  router.get('/api/leads/:id', requireSignedIn, async (req, res) => {
    const lead = await leads.get(pathId(req));
    const [submissions, parts] = await Promise.all([
      leads.submissionsOf([lead.id]),
      Promise.all(leadDetails.map(async (part) => [part.key, await part.read(lead.id)] as const)),
    ]);
    res.json({
      success: true,
      data: {
        ...restLead(lead),
        submissions: (submissions.get(lead.id) ?? []).map(submissionPayload),
        ...Object.fromEntries(parts),
      },
    });
  });

  router.get('/api/leads/:id/vcard', requireSignedIn, async (req, res) => {
    const { fileName, text } = leadVCard(await leads.get(pathId(req)));
    res.setHeader('Content-Type', 'text/vcard; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.send(text);
  });

  return router;
}
