import type { DataSource } from 'typeorm';
import { InvalidInputError } from '../../errors';
import type { AuditLogService } from '../audit/audit-log.service';
import { MarketingSettingsRecord } from './marketing-settings.entity';
import type { MarketingSettings, PublicMarketingSettings } from './marketing-settings.type';
import type { UpdateMarketingSettingsInput } from './marketing-settings.inputs';

/** The one row of settings. */
export const SETTINGS_ID = 1;

function maskToken(token: string): string {
  return `${'•'.repeat(8)}${token.slice(-4)}`;
}

export class MarketingSettingsService {
  private recentPublic: { value: PublicMarketingSettings; readAt: number } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  /** The single settings row, created with everything off on first read. */
  private async record(): Promise<MarketingSettingsRecord> {
    const repository = this.dataSource.getRepository(MarketingSettingsRecord);
    const existing = await repository.findOneBy({ id: SETTINGS_ID });
    if (existing) return existing;
    await repository.createQueryBuilder().insert().values({ id: SETTINGS_ID }).orIgnore().execute();
    return repository.findOneByOrFail({ id: SETTINGS_ID });
  }

  async publicSettings(): Promise<PublicMarketingSettings> {
    const r = await this.record();
    return {
      gaEnabled: r.gaEnabled,
      gaMeasurementId: r.gaMeasurementId,
      fbCapiEnabled: r.fbCapiEnabled,
      fbPixelId: r.fbPixelId,
      requireConsent: r.requireConsent,
    };
  }

  /**
   * The public settings as read at most `maxAgeMs` ago, for work done on every page request (its
   * Content-Security-Policy). A change made through this instance shows at once; one made through
   * another instance within `maxAgeMs`.
   */
  async recentPublicSettings(maxAgeMs: number): Promise<PublicMarketingSettings> {
    const now = Date.now();
    if (this.recentPublic && now - this.recentPublic.readAt < maxAgeMs) return this.recentPublic.value;
    const value = await this.publicSettings();
    this.recentPublic = { value, readAt: now };
    return value;
  }

  async adminSettings(): Promise<MarketingSettings> {
    return this.toAdmin(await this.record());
  }

  /** The full record including the token: for server-side use (the Conversions API) only. */
  async secretSettings(): Promise<MarketingSettingsRecord> {
    return this.record();
  }

  /** Applies one or more validated changes. */
  async update(input: UpdateMarketingSettingsInput): Promise<MarketingSettings> {
    const changes: Partial<MarketingSettingsRecord> = {};
    if (input.gaEnabled !== undefined && input.gaEnabled !== null) changes.gaEnabled = input.gaEnabled;
    if (input.fbCapiEnabled !== undefined && input.fbCapiEnabled !== null) changes.fbCapiEnabled = input.fbCapiEnabled;
    if (input.requireConsent !== undefined && input.requireConsent !== null)
      changes.requireConsent = input.requireConsent;
    if (input.gaMeasurementId !== undefined) changes.gaMeasurementId = input.gaMeasurementId || null;
    if (input.fbPixelId !== undefined) changes.fbPixelId = input.fbPixelId || null;
    if (input.fbAccessToken !== undefined) changes.fbAccessToken = input.fbAccessToken || null;
    if (Object.keys(changes).length === 0) {
      throw new InvalidInputError({}, 'Nothing to update: send at least one setting');
    }
    await this.record();
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(MarketingSettingsRecord).update({ id: SETTINGS_ID }, changes);
      // the names of the fields only: the access token's value never reaches the log
      await this.audit.record(
        {
          action: 'settings.marketing_updated',
          target: { type: 'settings', id: 'marketing' },
          details: { fields: Object.keys(changes) },
        },
        manager,
      );
    });
    this.recentPublic = null;
    return this.adminSettings();
  }

  private toAdmin(r: MarketingSettingsRecord): MarketingSettings {
    return {
      id: r.id,
      gaEnabled: r.gaEnabled,
      gaMeasurementId: r.gaMeasurementId,
      fbCapiEnabled: r.fbCapiEnabled,
      fbPixelId: r.fbPixelId,
      requireConsent: r.requireConsent,
      fbAccessTokenSet: r.fbAccessToken !== null,
      fbAccessTokenMasked: r.fbAccessToken ? maskToken(r.fbAccessToken) : null,
    };
  }
}
