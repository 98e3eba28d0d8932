import type { ModuleDefinition } from '../../engine/module';
import type { DataRightsService } from './data-rights.service';
import { PrivacyResolver } from './privacy.resolver';
import { privacyRoutes } from './privacy.routes';
import { RetentionSettingsRecord } from './retention-settings.entity';
import type { RetentionSettingsService } from './retention-settings.service';
import type { RetentionService } from './retention.service';

/** Its scheduled work's queues (a test starts one by hand). */
export const PRIVACY_QUEUES = {
  audioCleanup: 'chat-audio-cleanup',
  retentionPurge: 'retention-purge',
} as const;

/** A lead's data export, erasure and deletion (an erasure too), and how long data is kept. */
export const privacyModule: ModuleDefinition<{
  dataRights: DataRightsService;
  retentionSettings: RetentionSettingsService;
  retention: RetentionService;
}> = {
  name: 'privacy',
  auditActions: ['lead.data_exported', 'lead.erased', 'lead.deleted', 'settings.retention_updated', 'retention.purged'],
  entities: [RetentionSettingsRecord],
  resolvers: [{ type: PrivacyResolver, create: (s) => new PrivacyResolver(s.dataRights, s.retentionSettings) }],
  routes: (s) => privacyRoutes(s.retentionSettings),
  schedules: [
    // spoken replies are kept for hours: their part of the retention purge runs hourly too
    {
      queue: PRIVACY_QUEUES.audioCleanup,
      cron: '41 * * * *',
      run: async (s, logger) => {
        const removed = await s.retention.purgeChatAudio();
        logger.info({ removed }, `chat audio clean-up: ${removed} expired reply(ies) deleted`);
      },
    },
    {
      queue: PRIVACY_QUEUES.retentionPurge,
      cron: '23 3 * * *',
      run: async (s, logger) => {
        const removed = await s.retention.purge();
        const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
        logger.info(
          { removed },
          `retention purge: ${total} removed (${removed.leads} lead(s) that never reached Discovery Call, ${removed.spam} spam, ${removed.unlinkedChats} unlinked chat(s), ${removed.chatAudio} chat audio, ${removed.auditEvents} audit event(s))`,
        );
      },
    },
  ],
};
