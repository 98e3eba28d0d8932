import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { BatchHandler, JobQueue } from '../../engine/queue/job-queue';
import { Lead } from './lead.entity';
import type { MarketingSettingsService } from '../settings';
import type { ConversionsApi } from '../tracking';
import { metaClickId } from './meta-click-ids';

/** The queue of Lead events waiting for the Conversions API. */
export const CONVERSIONS_QUEUE = 'conversions-api';

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

/** The settings a lead's event is judged by: the pixel and token while the integration is on, and the consent rule. */
export type ConversionReporting = {
  credentials: { pixelId: string; accessToken: string } | null;
  requireConsent: boolean;
};

/** A queued Lead event: what the request knew, kept for when the queue sends it. */
type ConversionJob = {
  leadId: number;
  eventId: string;
  /** ISO 8601 */
  eventTime: string;
  clientIp: string | null;
  userAgent: string | null;
  sourceUrl: string | null;
  fbp: string | null;
  /** an erasure took the visitor's details away while the job was being worked */
  redacted?: true;
};

/**
 * Reports new leads to the Conversions API when the admin enabled it with a pixel id and a token,
 * and, while "Require consent before tracking" is on, only a lead whose visitor allowed marketing
 * in the cookie banner (its stored consent). The event is a job of the durable queue, sent in the
 * transaction that stores the lead: it never delays or fails the submission, a failed call is
 * retried with backoff (logged each time), and a process that dies before the call leaves the job
 * for the next one.
 */
export class LeadConversionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: MarketingSettingsService,
    private readonly api: ConversionsApi,
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
  ) {}

  /**
   * The settings queue() judges by. Read them before the transaction that queues: the embedded
   * engine has one connection, which that transaction holds (a read on another connection from
   * inside it waited for the connection it held).
   */
  async reporting(): Promise<ConversionReporting> {
    const s = await this.settings.secretSettings();
    return {
      credentials:
        s.fbCapiEnabled && s.fbPixelId && s.fbAccessToken
          ? { pixelId: s.fbPixelId, accessToken: s.fbAccessToken }
          : null,
      requireConsent: s.requireConsent,
    };
  }

  /**
   * Queues the lead's Lead event in the caller's transaction, when the integration is on and the
   * lead's consent allows it (both checked again when it is sent). Call wake() after the commit.
   */
  async queue(
    manager: EntityManager,
    lead: Lead,
    context: LeadConversionContext,
    reporting: ConversionReporting,
  ): Promise<void> {
    if (!this.allowed(lead, reporting)) return;
    const job: ConversionJob = {
      leadId: lead.id,
      eventId: context.eventId || randomUUID(),
      eventTime: (context.eventTime ?? lead.createdAt).toISOString(),
      clientIp: context.clientIp ?? null,
      userAgent: context.userAgent ?? null,
      sourceUrl: context.sourceUrl ?? null,
      fbp: context.fbp ?? null,
    };
    await this.jobs.send(manager, CONVERSIONS_QUEUE, job);
  }

  /** Lets this instance send what was just committed at once, instead of at its next poll. */
  wake(): void {
    this.jobs.wake(CONVERSIONS_QUEUE);
  }

  /** The queue's handler: each job's event sent, or failed to be retried. */
  readonly send: BatchHandler<ConversionJob> = (jobs) =>
    Promise.all(
      jobs.map(async ({ data: job }) => {
        try {
          await this.sendOne(job);
          return { ok: true } as const;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          this.logger.warn({ leadId: job.leadId, reason }, 'Conversions API Lead event not sent: retried later');
          return { ok: false, reason } as const;
        }
      }),
    );

  /**
   * Forgets the queued events of these leads in the erasure's transaction: each holds the
   * visitor's IP address and browser. Returns how many went.
   */
  forgetLeads(manager: EntityManager, leadIds: readonly number[]): Promise<number> {
    if (leadIds.length === 0) return Promise.resolve(0);
    return this.jobs.forgetJobs(
      manager,
      CONVERSIONS_QUEUE,
      `data ->> 'leadId' = ANY ($2::text[])`,
      [leadIds.map(String)],
      `jsonb_build_object('leadId', data -> 'leadId', 'redacted', true)`,
    );
  }

  /** Whether the lead is reported: the integration is on, and its consent allows it when consent is required. */
  private allowed(lead: Lead, { credentials, requireConsent }: ConversionReporting): boolean {
    if (!credentials) return false;
    if (requireConsent && lead.consent?.marketing !== true) {
      this.logger.debug({ leadId: lead.id }, 'Conversions API Lead event not sent: no marketing consent');
      return false;
    }
    return true;
  }

  private async sendOne(job: ConversionJob): Promise<void> {
    if (job.redacted) return;
    // erased or deleted meanwhile: nothing to report
    const lead = await this.dataSource.getRepository(Lead).findOneBy({ id: job.leadId });
    if (!lead || lead.spam) return;
    const reporting = await this.reporting();
    if (!reporting.credentials || !this.allowed(lead, reporting)) return;
    await this.api.sendLead({
      ...reporting.credentials,
      eventId: job.eventId,
      eventTime: new Date(job.eventTime),
      email: lead.email,
      phone: lead.phone,
      clientIp: job.clientIp,
      userAgent: job.userAgent,
      sourceUrl: job.sourceUrl,
      fbc: metaClickId(lead),
      fbp: job.fbp,
    });
  }
}
