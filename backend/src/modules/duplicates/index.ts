import type { ModuleDefinition } from '../../engine/module';
import { DuplicatesResolver } from './duplicates.resolver';
import { duplicatesRoutes } from './duplicates.routes';
import type { LeadDuplicatesService } from './lead-duplicates.service';
import type { LeadMergeService } from './lead-merge.service';

/**
 * One person, one lead: the possible duplicates of a lead (same phone digits, or same name and
 * company) and the merge of two leads into one.
 */
export const duplicatesModule: ModuleDefinition<{
  leadDuplicates: LeadDuplicatesService;
  leadMerge: LeadMergeService;
}> = {
  name: 'duplicates',
  auditActions: ['lead.merged'],
  resolvers: [{ type: DuplicatesResolver, create: (s) => new DuplicatesResolver(s.leadDuplicates, s.leadMerge) }],
  routes: (s) => duplicatesRoutes(s.leadMerge),
};
