import type { DataSource } from 'typeorm';
import type { ChangeFeed } from '../../engine/db/change-feed';
import { InvalidInputError } from '../../engine/errors';
import { maskSecret } from '../../engine/secret-box';
import type { AuditLogService } from '../audit';
import { MarketingSettingsRecord } from './marketing-settings.entity';
import type { MarketingSettings, PublicMarketingSettings } from './marketing-settings.type';
import type { UpdateMarketingSettingsInput } from './marketing-settings.inputs';

/** The one row of settings. */
export const SETTINGS_ID = 1;

/** The change feed's channel of these settings. */
export const SETTINGS_CHANNEL = 'marketing_settings_changed';

/**
 * The settings, read on every lead (the Conversions API) and every page (its CSP): kept in memory
 * and forgotten on every instance when a change commits (the change feed), so a change is in force
 * everywhere at once, and read again only then.
 */
export class MarketingSettingsService {
  private cached: Promise<MarketingSettingsRecord> | null = null;
  /** counts what was forgotten: a read that began before a change must not be kept after it */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe(SETTINGS_CHANNEL, () => {
      this.generation += 1;
      this.cached = null;
    });
  }

  /** The settings row, from memory while the change feed can tell this instance of a change. */
  private record(): Promise<MarketingSettingsRecord> {
    if (this.cached) return this.cached;
    const generation = this.generation;
    const read = this.readRecord();
    if (this.changes.live()) {
      this.cached = read;
      read.then(
        () => {
          if (generation !== this.generation && this.cached === read) this.cached = null;
        },
        () => {
          if (this.cached === read) this.cached = null;
        },
      );
    }
    return read;
  }

  /** The single settings row, created with everything off on first read. */
  private async readRecord(): Promise<MarketingSettingsRecord> {
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

  /** The integrations whose vendor hosts the pages may reach: on, and with an id to load. */
  async pageCspSources(): Promise<{ ga: boolean; pixel: boolean }> {
    const settings = await this.publicSettings();
    return {
      ga: settings.gaEnabled && Boolean(settings.gaMeasurementId?.trim()),
      pixel: settings.fbCapiEnabled && Boolean(settings.fbPixelId?.trim()),
    };
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
    await this.readRecord();
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(MarketingSettingsRecord).update({ id: SETTINGS_ID }, changes);
      await this.changes.announce(manager, SETTINGS_CHANNEL);
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
    this.changes.changed(SETTINGS_CHANNEL);
    return this.toAdmin(await this.readRecord());
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
      fbAccessTokenMasked: r.fbAccessToken ? maskSecret(r.fbAccessToken) : null,
    };
  }
}
