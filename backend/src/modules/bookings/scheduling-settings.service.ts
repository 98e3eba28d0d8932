import type { DataSource, EntityManager } from 'typeorm';
import { maskSecret, type SecretBox } from '../../engine/secret-box';
import type { AuditLogService } from '../audit';
import type { BookingProvider } from './booking.entity';
import { SchedulingSettingsRecord } from './scheduling-settings.entity';

const SETTINGS_ID = 1;

/** The purpose the scheduling tools' secrets are sealed under (engine/secret-box.ts). */
export const SCHEDULING_SECRETS_PURPOSE = 'scheduling-secrets';

/** What Settings → Scheduling shows: never a secret, only whether it is set and its last four characters. */
export type SchedulingSettingsView = {
  calendlyConfigured: boolean;
  calConfigured: boolean;
  calendlySigningKeyMasked: string | null;
  calWebhookSecretMasked: string | null;
  calendlyWebhookUrl: string;
  calWebhookUrl: string;
  calendlyLastEventAt: Date | null;
  calLastEventAt: Date | null;
};

/** undefined keeps a secret, '' removes it, anything else replaces it. */
export type SchedulingSecretsChange = { calendlySigningKey?: string | null; calWebhookSecret?: string | null };

/** The two scheduling tools' webhook secrets (write-only, sealed at rest) and when each last sent an event. */
export class SchedulingSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly box: SecretBox,
    private readonly audit: AuditLogService,
    private readonly siteUrl: string,
  ) {}

  private async record(manager: EntityManager = this.dataSource.manager): Promise<SchedulingSettingsRecord> {
    const existing = await manager.findOneBy(SchedulingSettingsRecord, { id: SETTINGS_ID });
    return existing ?? Object.assign(new SchedulingSettingsRecord(), { id: SETTINGS_ID });
  }

  /** The provider's secret, opened; null when it is not set (or was sealed under another SESSION_SECRET). */
  async secret(provider: BookingProvider): Promise<string | null> {
    const r = await this.record();
    const sealed = provider === 'calendly' ? r.calendlySigningKey : r.calWebhookSecret;
    return sealed ? this.box.open(sealed) : null;
  }

  async view(): Promise<SchedulingSettingsView> {
    const r = await this.record();
    const calendly = r.calendlySigningKey ? this.box.open(r.calendlySigningKey) : null;
    const cal = r.calWebhookSecret ? this.box.open(r.calWebhookSecret) : null;
    return {
      calendlyConfigured: calendly !== null,
      calConfigured: cal !== null,
      calendlySigningKeyMasked: calendly ? maskSecret(calendly) : null,
      calWebhookSecretMasked: cal ? maskSecret(cal) : null,
      calendlyWebhookUrl: `${this.siteUrl}/api/bookings/calendly`,
      calWebhookUrl: `${this.siteUrl}/api/bookings/cal`,
      calendlyLastEventAt: r.calendlyLastEventAt,
      calLastEventAt: r.calLastEventAt,
    };
  }

  async update(change: SchedulingSecretsChange): Promise<SchedulingSettingsView> {
    const sealedOrNull = (value: string) => (value.trim() === '' ? null : this.box.seal(value.trim()));
    const columns: Partial<SchedulingSettingsRecord> = {};
    if (typeof change.calendlySigningKey === 'string')
      columns.calendlySigningKey = sealedOrNull(change.calendlySigningKey);
    if (typeof change.calWebhookSecret === 'string') columns.calWebhookSecret = sealedOrNull(change.calWebhookSecret);
    await this.dataSource.transaction(async (manager) => {
      await manager.upsert(SchedulingSettingsRecord, { ...(await this.record(manager)), ...columns }, ['id']);
      await this.audit.record(
        { action: 'settings.scheduling_updated', details: { changed: Object.keys(columns) } },
        manager,
      );
    });
    return this.view();
  }

  /** Stamps when the provider last sent an event that passed its signature check, in the event's transaction. */
  async received(manager: EntityManager, provider: BookingProvider, at: Date): Promise<void> {
    const column = provider === 'calendly' ? 'calendly_last_event_at' : 'cal_last_event_at';
    await manager.query(
      `INSERT INTO "scheduling_settings" ("id", "${column}") VALUES ($1, $2)
       ON CONFLICT ("id") DO UPDATE SET "${column}" = excluded."${column}"`,
      [SETTINGS_ID, at],
    );
  }
}
