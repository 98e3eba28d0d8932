import type { ModuleDefinition } from '../../engine/module';
import { MarketingSettingsRecord } from './marketing-settings.entity';
import { MarketingSettingsResolver } from './marketing-settings.resolver';
import { marketingSettingsRoutes } from './marketing-settings.routes';
import type { MarketingSettingsService } from './marketing-settings.service';

/** What other modules use of this one. */
export type { MarketingSettingsService } from './marketing-settings.service';

/** The marketing settings: Google Analytics, Meta's pixel and Conversions API, consent. */
export const settingsModule: ModuleDefinition<{ settings: MarketingSettingsService }> = {
  name: 'settings',
  auditActions: ['settings.marketing_updated'],
  entities: [MarketingSettingsRecord],
  resolvers: [{ type: MarketingSettingsResolver, create: (s) => new MarketingSettingsResolver(s.settings) }],
  routes: (s) => marketingSettingsRoutes(s.settings),
};
