import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Lead } from './lead.entity';
import type { MarketingSettingsService } from '../settings/marketing-settings.service';
import type { ConversionsApi } from '../tracking/conversions-api';
import { metaClickId } from './meta-click-ids';

/** What the request knows about the visitor, for Meta's matching and deduplication. */
export type LeadConversionContext = {
  /** the id the browser pixel used for the same Lead event */
  eventId?: string | null;
  clientIp?: string | null;
  userAgent?: string | null;
  sourceUrl?: string | null;
  /** the pixel's browser id (its _fbp cookie) */
  fbp?: string | null;
  /** when the lead counts as converted; default: when it was stored */
  eventTime?: Date;
};

/**
 * Reports new leads to the Conversions API when the admin enabled it with a pixel id and a token,
 * and, while "Require consent before tracking" is on, only a lead whose visitor allowed marketing
 * in the cookie banner (its stored consent). Runs after the lead is stored and never delays or
 * fails the submission.
 */
export class LeadConversionsService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly settings: MarketingSettingsService,
    private readonly api: ConversionsApi,
    private readonly logger: Logger,
  ) {}

  leadCreated(lead: Lead, context: LeadConversionContext): void {
    const task = this.send(lead, context)
      .catch((error: unknown) => {
        this.logger.warn(
          { leadId: lead.id, reason: error instanceof Error ? error.message : String(error) },
          'Conversions API Lead event not sent',
        );
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every event already started has been sent or has failed (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async send(lead: Lead, context: LeadConversionContext): Promise<void> {
    const s = await this.settings.secretSettings();
    if (!s.fbCapiEnabled || !s.fbPixelId || !s.fbAccessToken) return;
    if (s.requireConsent && lead.consent?.marketing !== true) {
      this.logger.debug({ leadId: lead.id }, 'Conversions API Lead event not sent: no marketing consent');
      return;
    }
    await this.api.sendLead({
      pixelId: s.fbPixelId,
      accessToken: s.fbAccessToken,
      eventId: context.eventId || randomUUID(),
      eventTime: context.eventTime ?? lead.createdAt,
      email: lead.email,
      phone: lead.phone,
      clientIp: context.clientIp ?? null,
      userAgent: context.userAgent ?? null,
      sourceUrl: context.sourceUrl ?? null,
      fbc: metaClickId(lead),
      fbp: context.fbp ?? null,
    });
  }
}
