import type { DataSource } from 'typeorm';
import type { AuditLogService } from '../audit';
import type { ChatService } from '../chat';
import type { AppEventPublisher } from '../events';
import { MILESTONES } from '../leads';
import type { DataRightsService } from './data-rights.service';
import type { RetentionSettingsService } from './retention-settings.service';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** Leads erased per transaction: a long purge never holds many rows locked at once. */
const ERASE_BATCH = 100;

/** Reaching Discovery Call means having completed it or any milestone after it. */
const DISCOVERY_CALL_OR_LATER = MILESTONES.slice(MILESTONES.findIndex((m) => m.milestoneId === 'discovery_call')).map(
  (m) => m.milestoneId,
);

/** How much one run removed, per kind. */
export type RetentionPurgeCounts = {
  leads: number;
  spam: number;
  unlinkedChats: number;
  chatAudio: number;
  auditEvents: number;
};

export type RetentionPurgeDeps = {
  dataSource: DataSource;
  settings: RetentionSettingsService;
  dataRights: DataRightsService;
  chat: ChatService;
  audit: AuditLogService;
  events: AppEventPublisher;
  now: () => Date;
};

/**
 * Retention that enforces itself: deletes whatever is past the period Settings → Data retention
 * gives its kind (read at the start of each run), by the app's clock. "Past" is strictly older:
 * a lead exactly 30 days old under a 30-day period stays until the next run. Leads, spam included,
 * go through the same erasure as eraseLead (orders anonymised, webhooks told, audit redacted).
 */
export class RetentionService {
  constructor(private readonly deps: RetentionPurgeDeps) {}

  /** One full run: every kind. */
  async purge(): Promise<RetentionPurgeCounts> {
    const now = this.deps.now();
    const periods = await this.deps.settings.periods();
    const leadsDays = periods.leadsWithoutDiscoveryCallDays;
    const counts: RetentionPurgeCounts = {
      leads: leadsDays === null ? 0 : await this.purgeLeads(false, new Date(now.getTime() - leadsDays * DAY_MS)),
      spam: await this.purgeLeads(true, new Date(now.getTime() - periods.spamDays * DAY_MS)),
      unlinkedChats: (
        await this.deps.chat.purgeUnlinkedConversations(new Date(now.getTime() - periods.unlinkedChatDays * DAY_MS))
      ).conversations,
      chatAudio: await this.purgeChatAudio(),
      auditEvents: await this.deps.audit.purgeBefore(new Date(now.getTime() - periods.auditDays * DAY_MS)),
    };
    if (Object.values(counts).some((count) => count > 0)) {
      await this.deps.audit.record({ action: 'retention.purged', details: { removed: counts, periods } });
    }
    return counts;
  }

  /** Spoken replies only (their period is in hours, so they are purged hourly too). */
  async purgeChatAudio(): Promise<number> {
    const now = this.deps.now();
    const { chatAudioHours } = await this.deps.settings.periods();
    return this.deps.chat.purgeExpiredAudio(now, new Date(now.getTime() - chatAudioHours * HOUR_MS));
  }

  /**
   * Erases, in batches, the spam (or the leads that never reached Discovery Call) that arrived
   * before `cutoff`; returns how many went.
   */
  private async purgeLeads(spam: boolean, cutoff: Date): Promise<number> {
    const { dataSource, dataRights, events } = this.deps;
    let erased = 0;
    for (;;) {
      const batch = await dataSource.transaction(async (manager) => {
        const rows = await manager.query<{ id: number }[]>(
          `SELECT l."id" FROM "lead" l
           WHERE l."spam" = $1 AND l."created_at" < $2
             AND ($1 OR NOT EXISTS (
               SELECT 1 FROM "lead_milestone" m
               WHERE m."lead_id" = l."id" AND m."completed" AND m."milestone_id" = ANY ($3::text[])))
           ORDER BY l."created_at", l."id" LIMIT ${ERASE_BATCH} FOR UPDATE SKIP LOCKED`,
          [spam, cutoff, DISCOVERY_CALL_OR_LATER],
        );
        if (rows.length === 0) return { found: 0, erased: 0 };
        const summary = await dataRights.eraseLeads(
          manager,
          rows.map((row) => row.id),
          'retention',
        );
        return { found: rows.length, erased: summary.leads };
      });
      erased += batch.erased;
      if (batch.found < ERASE_BATCH) break;
    }
    if (erased > 0) events.wake();
    return erased;
  }
}
