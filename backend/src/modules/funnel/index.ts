import type { ModuleDefinition } from '../../engine/module';
import { FunnelCount } from './funnel-count.entity';
import { funnelEvent } from './funnel.routes';
import type { FunnelService } from './funnel.service';

/** The public site's funnel: daily counts of page views, form starts and submissions, booking clicks. */
export const funnelModule: ModuleDefinition<{ funnel: FunnelService }> = {
  name: 'funnel',
  entities: [FunnelCount],
  publicRoutes: [{ path: '/api/funnel', rateLimit: 'funnel', handler: (s) => funnelEvent(s.funnel) }],
};
