import type { DataSource } from 'typeorm';
import type { AuditLogService } from '../audit';
import {
  FIXED_RETENTION_DEFAULTS,
  RETENTION_FIELDS,
  RETENTION_LIMITS,
  type RetentionDefaults,
  type RetentionPeriods,
} from './retention-periods';
import { RetentionSettingsRecord } from './retention-settings.entity';
import type { RetentionSettings } from './retention.types';
import type { UpdateRetentionSettingsInput } from './retention.inputs';

/** The one row of retention settings. */
const SETTINGS_ID = 1;

/** The record's column of each period (leads: lead_days). */
const COLUMN = {
  leadsWithoutDiscoveryCallDays: 'leadDays',
  spamDays: 'spamDays',
  unlinkedChatDays: 'unlinkedChatDays',
  chatAudioHours: 'chatAudioHours',
  auditDays: 'auditDays',
} as const satisfies Record<keyof RetentionPeriods, keyof RetentionSettingsRecord>;

/**
 * The retention periods an admin sets (Settings → Data retention), stored in the database. A
 * period left unset is its default, and a set one wins over the environment's default
 * (SPAM_RETENTION_DAYS, CHAT_AUDIO_RETENTION_HOURS, AUDIT_RETENTION_DAYS).
 */
export class RetentionSettingsService {
  private recent: { value: RetentionPeriods; readAt: number } | null = null;
  private readonly defaultPeriods: RetentionPeriods;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    defaults: RetentionDefaults,
  ) {
    this.defaultPeriods = { ...FIXED_RETENTION_DEFAULTS, ...defaults };
  }

  private async record(): Promise<RetentionSettingsRecord> {
    const repository = this.dataSource.getRepository(RetentionSettingsRecord);
    const existing = await repository.findOneBy({ id: SETTINGS_ID });
    if (existing) return existing;
    await repository.createQueryBuilder().insert().values({ id: SETTINGS_ID }).orIgnore().execute();
    return repository.findOneByOrFail({ id: SETTINGS_ID });
  }

  private periodsOf(record: RetentionSettingsRecord): RetentionPeriods {
    const d = this.defaultPeriods;
    return {
      leadsWithoutDiscoveryCallDays: record.leadDays ?? d.leadsWithoutDiscoveryCallDays,
      spamDays: record.spamDays ?? d.spamDays,
      unlinkedChatDays: record.unlinkedChatDays ?? d.unlinkedChatDays,
      chatAudioHours: record.chatAudioHours ?? d.chatAudioHours,
      auditDays: record.auditDays ?? d.auditDays,
    };
  }

  private remember(record: RetentionSettingsRecord): RetentionPeriods {
    const periods = this.periodsOf(record);
    this.recent = { value: periods, readAt: Date.now() };
    return periods;
  }

  private view(record: RetentionSettingsRecord): RetentionSettings {
    const periods = this.remember(record);
    return {
      ...periods,
      defaults: { ...this.defaultPeriods },
      limits: RETENTION_FIELDS.map((field) => ({ field, ...RETENTION_LIMITS[field] })),
      // the row is created with the table: its first change is an admin's
      updatedAt: RETENTION_FIELDS.some((field) => record[COLUMN[field]] !== null) ? record.updatedAt : null,
    };
  }

  /** The periods in force, read now. */
  async periods(): Promise<RetentionPeriods> {
    return this.periodsOf(await this.record());
  }

  /**
   * The periods as read at most `maxAgeMs` ago, for work done often (the privacy page's figures,
   * each spoken chat reply's expiry). A change made through this instance shows at once.
   */
  async recentPeriods(maxAgeMs: number): Promise<RetentionPeriods> {
    if (this.recent && Date.now() - this.recent.readAt < maxAgeMs) return this.recent.value;
    return this.remember(await this.record());
  }

  async settings(): Promise<RetentionSettings> {
    return this.view(await this.record());
  }

  /** Applies the validated changes (null: back to the default) and records which periods changed, from what to what. */
  async update(input: UpdateRetentionSettingsInput): Promise<RetentionSettings> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(RetentionSettingsRecord);
      await repository.createQueryBuilder().insert().values({ id: SETTINGS_ID }).orIgnore().execute();
      const record = await repository.findOneOrFail({
        where: { id: SETTINGS_ID },
        lock: { mode: 'pessimistic_write' },
      });
      const before = this.periodsOf(record);
      // a period changes when its stored value does (a number, or null for its default)
      const changed = RETENTION_FIELDS.filter(
        (field) => input[field] !== undefined && (input[field] ?? null) !== record[COLUMN[field]],
      );
      if (changed.length === 0) return record;
      for (const field of changed) record[COLUMN[field]] = input[field] ?? null;
      const after = this.periodsOf(record);
      const changes = Object.fromEntries(changed.map((field) => [field, { from: before[field], to: after[field] }]));
      const next = await repository.save(record);
      await this.audit.record({ action: 'settings.retention_updated', details: { changes } }, manager);
      return next;
    });
    return this.view(saved);
  }
}
