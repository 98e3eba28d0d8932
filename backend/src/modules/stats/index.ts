import type { ModuleDefinition } from '../../engine/module';
import type { FunnelStatsService } from './funnel-stats.service';
import type { LeadStatsRollup } from './lead-stats-rollup';
import type { LeadStatsService } from './lead-stats.service';
import type { RevenueStatsService } from './revenue-stats.service';
import { FunnelStatsResolver, LeadStatsResolver, RevenueStatsResolver } from './stats.resolver';

/** The dashboard's figures: leads, replies, revenue and the funnel from visit to call over a period. */
export const statsModule: ModuleDefinition<{
  leadStats: LeadStatsService;
  leadStatsRollup: LeadStatsRollup;
  revenueStats: RevenueStatsService;
  funnelStats: FunnelStatsService;
}> = {
  name: 'stats',
  resolvers: [
    { type: LeadStatsResolver, create: (s) => new LeadStatsResolver(s.leadStats) },
    { type: RevenueStatsResolver, create: (s) => new RevenueStatsResolver(s.revenueStats) },
    { type: FunnelStatsResolver, create: (s) => new FunnelStatsResolver(s.funnelStats) },
  ],
  schedules: [
    // counts the leads up to 5 minutes ago; a change to a counted day is read from the leads until the next run
    {
      queue: 'lead-stats-rollup',
      cron: '*/5 * * * *',
      run: async (s, logger) => {
        const days = await s.leadStatsRollup.rollUp();
        if (days > 0) logger.info({ days }, `statistics roll-up: ${days} day(s) counted`);
      },
    },
  ],
};
