import type { ModuleDefinition } from '../../engine/module';
import { LeadMilestoneRecord } from './lead-milestone.entity';
import { MilestonesResolver } from './milestones.resolver';
import { milestonesRoutes } from './milestones.routes';
import type { MilestonesService } from './milestones.service';

/** What other modules use of this one. */
export type { MilestonesService } from './milestones.service';

/** Each lead's seven-milestone lifecycle. */
export const milestonesModule: ModuleDefinition<{ milestones: MilestonesService }> = {
  name: 'milestones',
  auditActions: ['milestone.changed', 'milestone.timeline_reset', 'milestone.timeline_restored'],
  entities: [LeadMilestoneRecord],
  resolvers: [{ type: MilestonesResolver, create: (s) => new MilestonesResolver(s.milestones) }],
  routes: (s) => milestonesRoutes(s.milestones),
};
