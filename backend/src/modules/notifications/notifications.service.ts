import type { DataSource, EntityManager } from 'typeorm';
import { checkPageSize, decodeCursor, keysetPage, toPage, type Page } from '../../engine/db/keyset-pagination';
import { InvalidInputError } from '../../engine/errors';
import type { DomainEvent } from '../events';
import { eventsOfLiveLeads } from '../leads';
import { EmailDelivery } from './email-delivery.entity';
import type { Mailer } from './mailer';
import { composeEmail, type ComposedEmail } from './notification-emails';
import { NotificationSettings } from './notification-settings.entity';
import type { AuditLogService } from '../audit';

const SETTINGS_ID = 1;
const MAX_RECIPIENTS = 20;
const MAX_ERROR_LENGTH = 300;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NotificationSettingsChanges = Partial<
  Pick<NotificationSettings, 'recipients' | 'newLead' | 'replyOverdue' | 'paymentReceived'>
>;

export type NotificationsServiceOptions = {
  /** null while SMTP_URL is unset: email is off */
  mailer: Mailer | null;
  siteUrl: string;
  /** the time zone the emails give times in */
  timeZone: string;
  now: () => Date;
};

/**
 * The team's notification emails: who gets which (the settings), composing and sending them from
 * the events queue's worker, and the delivery log. Each email is recorded once per event and kind
 * before it is sent, so a retried job sends only what has not gone yet.
 */
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: NotificationsServiceOptions,
    private readonly audit: AuditLogService,
  ) {}

  get emailEnabled(): boolean {
    return this.options.mailer !== null;
  }

  async settings(): Promise<NotificationSettings> {
    const repository = this.dataSource.getRepository(NotificationSettings);
    return (await repository.findOneBy({ id: SETTINGS_ID })) ?? repository.create({ id: SETTINGS_ID, recipients: [] });
  }

  async updateSettings(changes: NotificationSettingsChanges): Promise<NotificationSettings> {
    const current = await this.settings();
    if (changes.recipients) current.recipients = this.checkedRecipients(changes.recipients);
    if (typeof changes.newLead === 'boolean') current.newLead = changes.newLead;
    if (typeof changes.replyOverdue === 'boolean') current.replyOverdue = changes.replyOverdue;
    if (typeof changes.paymentReceived === 'boolean') current.paymentReceived = changes.paymentReceived;
    const fields = Object.entries(changes)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([field]) => field);
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(NotificationSettings).save(current);
      await this.audit.record(
        {
          action: 'settings.notifications_updated',
          target: { type: 'settings', id: 'notifications' },
          details: { fields },
        },
        manager,
      );
      return saved;
    });
  }

  /** Every email, newest first. */
  async deliveries(first: number, after?: string | null): Promise<Page<EmailDelivery>> {
    checkPageSize(first);
    const query = this.dataSource.getRepository(EmailDelivery).createQueryBuilder('email');
    const [rows, totalCount] = await Promise.all([
      keysetPage(query.clone(), 'email', 'DESC', decodeCursor(after), first + 1).getMany(),
      query.getCount(),
    ]);
    return toPage(rows, first, totalCount);
  }

  /**
   * Sends each event's email to the recipients, unless it is off, has no recipients, or has gone
   * already. Returns the ids of the events whose email is still pending (to be retried); for
   * those on their last try (`finalAttempt`) a failure is recorded as failed.
   */
  async emailEvents(events: DomainEvent[], finalAttempt: Set<string>): Promise<Set<string>> {
    const pending = new Set<string>();
    if (!this.options.mailer) return pending;
    const settings = await this.settings();
    if (settings.recipients.length === 0) return pending;
    for (const event of events) {
      const email = composeEmail(event, settings, this.options.siteUrl, this.options.timeZone);
      if (email && (await this.sendOnce(event, email, settings.recipients, finalAttempt.has(event.id))))
        pending.add(event.id);
    }
    return pending;
  }

  /**
   * Deletes the emails about these leads (new or returning lead, reply reminders: each links to the lead's
   * page), in the erasure's transaction: their subject and text hold the lead's name and answers.
   * Returns how many went.
   */
  async forgetLeadEmails(manager: EntityManager, leadIds: readonly number[]): Promise<number> {
    if (leadIds.length === 0) return 0;
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH gone AS (
         DELETE FROM "email_delivery"
         WHERE "kind" IN ('new-lead', 'returning-lead', 'call-booked', 'reply-due-soon', 'reply-overdue')
           AND "text" ~ ('/leads/lifecycle/(' || array_to_string($1::int[], '|') || ')([^0-9]|$)')
         RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [leadIds],
    );
    return count;
  }

  /**
   * Records the email once per event and kind, then sends it unless it went already; true while it
   * is pending. The email of a lead erased since the job was fetched is neither recorded nor sent
   * (eventsOfLiveLeads, in the insert's transaction).
   */
  private async sendOnce(
    event: DomainEvent,
    email: ComposedEmail,
    recipients: string[],
    finalAttempt: boolean,
  ): Promise<boolean> {
    const mailer = this.options.mailer;
    if (!mailer) return false;
    const eventId = event.id;
    const repository = this.dataSource.getRepository(EmailDelivery);
    await this.dataSource.transaction(async (manager) => {
      if ((await eventsOfLiveLeads(manager, [event])).length === 0) return;
      await manager
        .createQueryBuilder()
        .insert()
        .into(EmailDelivery)
        .values({ eventId, recipients, ...email })
        .orIgnore()
        .execute();
    });
    // none: the lead was erased (and its email with it, had it been recorded before)
    const delivery = await repository.findOneBy({ eventId, kind: email.kind });
    if (delivery?.status !== 'pending') return false;
    try {
      await mailer.send({
        to: delivery.recipients,
        subject: delivery.subject,
        text: delivery.text,
        html: delivery.html,
      });
      await repository.update(
        { id: delivery.id },
        { status: 'succeeded', attemptCount: delivery.attemptCount + 1, sentAt: this.options.now(), lastError: null },
      );
      return false;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await repository.update(
        { id: delivery.id },
        { status: finalAttempt ? 'failed' : 'pending', attemptCount: delivery.attemptCount + 1, lastError: reason },
      );
      return !finalAttempt;
    }
  }

  private checkedRecipients(recipients: string[]): string[] {
    const cleaned = [...new Set(recipients.map((address) => address.trim().toLowerCase()).filter(Boolean))];
    const invalid = cleaned.find((address) => address.length > 254 || !EMAIL_PATTERN.test(address));
    if (invalid) throw new InvalidInputError({ recipients: `${invalid} is not a valid email address` });
    if (cleaned.length > MAX_RECIPIENTS)
      throw new InvalidInputError({ recipients: `At most ${MAX_RECIPIENTS} recipients` });
    return cleaned;
  }
}
