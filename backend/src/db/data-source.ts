import { DataSource } from 'typeorm';
import { Lead } from '../modules/leads/lead.entity';
import { LeadMilestoneRecord } from '../modules/milestones/lead-milestone.entity';
import { MarketingSettingsRecord } from '../modules/settings/marketing-settings.entity';
import { User } from '../modules/auth/user.entity';
import { ChatAudio } from '../modules/chat/chat-audio.entity';
import { ChatConversation } from '../modules/chat/chat-conversation.entity';
import { ChatLeadLinkSubscriber } from '../modules/chat/chat-lead-link.subscriber';
import { Order } from '../modules/payments/order.entity';
import { ProcessedStripeEvent } from '../modules/payments/stripe-event.entity';
import { InitialSchema1763769600000 } from './migrations/1763769600000-InitialSchema';
import { LeadListIndexes1763856000000 } from './migrations/1763856000000-LeadListIndexes';
import { Payments1763942400000 } from './migrations/1763942400000-Payments';
import { ChatAssistant1764028800000 } from './migrations/1764028800000-ChatAssistant';
import { LeadFilterCoveringIndexes1764115200000 } from './migrations/1764115200000-LeadFilterCoveringIndexes';

export const entities = [Lead, LeadMilestoneRecord, MarketingSettingsRecord, User, Order, ProcessedStripeEvent, ChatConversation, ChatAudio];
export const migrations = [InitialSchema1763769600000, LeadListIndexes1763856000000, Payments1763942400000, ChatAssistant1764028800000, LeadFilterCoveringIndexes1764115200000];

export const POOL_SIZE = 10;

export function createDataSource(url: string, poolSize: number = POOL_SIZE): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    // USER is unset on some machines; the pg driver would otherwise send an empty user name
    username: new URL(url).username || 'postgres',
    entities,
    migrations,
    subscribers: [ChatLeadLinkSubscriber],
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  });
}
