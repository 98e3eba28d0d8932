import { InitialSchema1763769600000 } from './1763769600000-InitialSchema';
import { LeadListIndexes1763856000000 } from './1763856000000-LeadListIndexes';
import { Payments1763942400000 } from './1763942400000-Payments';
import { ChatAssistant1764028800000 } from './1764028800000-ChatAssistant';
import { LeadFilterCoveringIndexes1764115200000 } from './1764115200000-LeadFilterCoveringIndexes';
import { SharedRateLimits1764201600000 } from './1764201600000-SharedRateLimits';
import { LeadSpamAttributionReplies1764288000000 } from './1764288000000-LeadSpamAttributionReplies';
import { Notifications1764374400000 } from './1764374400000-Notifications';
import { TeamRolesTokensAudit1764460800000 } from './1764460800000-TeamRolesTokensAudit';
import { LeadConsent1764547200000 } from './1764547200000-LeadConsent';
import { DataRightsRetention1764633600000 } from './1764633600000-DataRightsRetention';
import { LeadStatsRollup1764720000000 } from './1764720000000-LeadStatsRollup';
import { LeadViewCounts1764806400000 } from './1764806400000-LeadViewCounts';
import { DashboardWeeksRevenueIndex1764892800000 } from './1764892800000-DashboardWeeksRevenueIndex';
import { LeadServiceInterestWebsite1764979200000 } from './1764979200000-LeadServiceInterestWebsite';
import { OrderCustomer1765065600000 } from './1765065600000-OrderCustomer';
import { ErasureByLeadId1765152000000 } from './1765152000000-ErasureByLeadId';
import { TwoFactor1765238400000 } from './1765238400000-TwoFactor';
import { Bookings1765324800000 } from './1765324800000-Bookings';
import { FunnelStats1765411200000 } from './1765411200000-FunnelStats';
import { LeadSubmissions1765497600000 } from './1765497600000-LeadSubmissions';
import { LeadDuplicates1765584000000 } from './1765584000000-LeadDuplicates';
import { LeadImports1765670400000 } from './1765670400000-LeadImports';
/** Every migration, oldest first: TypeORM applies the ones a database has not had yet. */
export const MIGRATIONS = [
  InitialSchema1763769600000,
  LeadListIndexes1763856000000,
  Payments1763942400000,
  ChatAssistant1764028800000,
  LeadFilterCoveringIndexes1764115200000,
  SharedRateLimits1764201600000,
  LeadSpamAttributionReplies1764288000000,
  Notifications1764374400000,
  TeamRolesTokensAudit1764460800000,
  LeadConsent1764547200000,
  DataRightsRetention1764633600000,
  LeadStatsRollup1764720000000,
  LeadViewCounts1764806400000,
  DashboardWeeksRevenueIndex1764892800000,
  LeadServiceInterestWebsite1764979200000,
  OrderCustomer1765065600000,
  ErasureByLeadId1765152000000,
  TwoFactor1765238400000,
  Bookings1765324800000,
  FunnelStats1765411200000,
  LeadSubmissions1765497600000,
  LeadDuplicates1765584000000,
  LeadImports1765670400000,
];
