import { Router } from 'express';
import type { RetentionSettingsService } from './retention-settings.service';

/** How recent the periods the privacy page shows must be: a change made on another instance shows within this. */
const PUBLIC_PERIODS_MAX_AGE_MS = 5000;

/** The privacy page's figures: anyone reads the retention periods in force, and nothing else. */
export function privacyRoutes(retention: RetentionSettingsService): Router {
  const router = Router();

  router.get('/api/retention-periods', async (_req, res) => {
    const periods = await retention.recentPeriods(PUBLIC_PERIODS_MAX_AGE_MS);
    res.json({
      success: true,
      data: {
        leads_without_discovery_call_days: periods.leadsWithoutDiscoveryCallDays,
        spam_days: periods.spamDays,
        unlinked_chat_days: periods.unlinkedChatDays,
        chat_audio_hours: periods.chatAudioHours,
        audit_days: periods.auditDays,
      },
    });
  });

  return router;
}
