import type { DataSource, EntityManager } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../engine/errors';
import type { AuditLogService } from '../audit';
import { currentActor } from '../../engine/auth/audit-context';
import type { ChatService } from '../chat';
import type { AppEventPublisher } from '../events';
import type { NotificationsService } from '../notifications';
import type { PaymentsService } from '../payments';
import type { WebhookDeliveryService } from '../webhooks';
import { holdErasureLock, type LeadConversionsService } from '../leads';

/**
 * Why leads were erased: an admin's erasure request (eraseLead), an admin's deletion
 * (deleteLead), or the retention purge.
 */
export type ErasureReason = 'request' | 'deletion' | 'retention';

/** What an erasure removed or changed, counted. */
export type ErasureSummary = {
  leads: number;
  milestones: number;
  conversations: number;
  audio: number;
  ordersAnonymised: number;
  /** queued events, webhook deliveries and notification emails that held a copy of the lead */
  copiesForgotten: number;
  auditEventsRedacted: number;
};

export type DataRightsDeps = {
  dataSource: DataSource;
  audit: AuditLogService;
  chat: ChatService;
  payments: PaymentsService;
  events: AppEventPublisher;
  webhooks: WebhookDeliveryService;
  notifications: NotificationsService;
  /** the leads' queued Conversions API events */
  conversions: LeadConversionsService;
  now: () => Date;
};

/** The version of the export's shape; a change of shape gets a new one. */
const EXPORT_FORMAT = 'lead-data-export/1';

type ErasedLeadRow = { id: number; email: string; spam: boolean };

/** An address as typed to confirm an erasure: trimmed, case-insensitive. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Dates become ISO strings, and nothing but JSON is left (the GraphQL JSONObject scalar sends it as is). */
const plainJson = (value: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * A visitor's rights over what the agency holds about them, exercised by an admin in the back
 * office: a copy of everything stored about a lead (exportLead), and erasure (erase), which the
 * retention purge uses too (eraseLeads).
 */
export class DataRightsService {
  constructor(private readonly deps: DataRightsDeps) {}

  /**
   * Everything stored about a lead, as one JSON document: the lead's row (every column, so a
   * column added later is in it too), its attribution and consent, each form submission as sent,
   * its milestone records, its booked calls, its chat conversations, its orders (placed from the same browser, or paid with the lead's email), and
   * the audit events about it. The export itself is recorded in the audit log.
   */
  async exportLead(id: number): Promise<Record<string, unknown>> {
    const { dataSource, audit, payments, now } = this.deps;
    return dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [lead] = await manager.query<Record<string, unknown>[]>(`SELECT * FROM "lead" WHERE "id" = $1`, [id]);
      if (!lead) throw new NotFoundError('Lead not found');
      const submissions = await manager.query<Record<string, unknown>[]>(
        `SELECT * FROM "lead_submission" WHERE "lead_id" = $1 ORDER BY "id"`,
        [id],
      );
      const milestones = await manager.query<Record<string, unknown>[]>(
        `SELECT * FROM "lead_milestone" WHERE "lead_id" = $1 ORDER BY "id"`,
        [id],
      );
      const bookings = await manager.query<Record<string, unknown>[]>(
        `SELECT * FROM "booking" WHERE "lead_id" = $1 ORDER BY "id"`,
        [id],
      );
      const conversations = await manager.query<{ visitor_id: string }[]>(
        `SELECT * FROM "chat_conversation" WHERE "lead_id" = $1 ORDER BY "id"`,
        [id],
      );
      const orders = await payments.ordersOf(manager, {
        visitorIds: conversations.map((conversation) => conversation.visitor_id),
        emails: [String(lead.email)],
      });
      const auditEvents = await audit.eventsAbout(manager, { type: 'lead', id });
      await audit.record({ action: 'lead.data_exported', target: { type: 'lead', id } }, manager);
      return plainJson({
        format: EXPORT_FORMAT,
        exportedAt: now().toISOString(),
        exportedBy: currentActor().username,
        lead,
        attribution: { firstTouch: lead.first_touch ?? null, lastTouch: lead.last_touch ?? null },
        consent: lead.consent ?? null,
        submissions,
        milestones,
        bookings,
        chatConversations: conversations,
        orders,
        auditEvents,
      });
    });
  }

  /**
   * Erases a lead once the admin has typed its email address (any case): see eraseLeads. A
   * mismatch erases nothing and says so.
   */
  erase(id: number, confirmEmail: string): Promise<ErasureSummary> {
    return this.eraseOne(id, 'request', (email) => {
      if (!sameAddress(confirmEmail, email)) {
        throw new InvalidInputError(
          { confirmEmail: "This is not the lead's email address. Type it exactly as shown: nothing was erased." },
          "The email typed does not match the lead's: nothing was erased",
        );
      }
    });
  }

  /**
   * Deletes a lead (the spam view's Delete): an erasure, without the typed email, audited as
   * lead.deleted. A deletion that left copies of the lead behind (its webhook deliveries, emails,
   * chats) would leave data that no erasure could reach any more, the lead being gone.
   */
  delete(id: number): Promise<ErasureSummary> {
    return this.eraseOne(id, 'deletion', () => undefined);
  }

  /** Locks the lead, lets `check` refuse (it sees the lead's email), and erases it; NOT_FOUND when it is gone. */
  private async eraseOne(id: number, reason: ErasureReason, check: (email: string) => void): Promise<ErasureSummary> {
    const summary = await this.deps.dataSource.transaction(async (manager) => {
      const [lead] = await manager.query<{ email: string }[]>(`SELECT "email" FROM "lead" WHERE "id" = $1 FOR UPDATE`, [
        id,
      ]);
      if (!lead) throw new NotFoundError('Lead not found');
      check(lead.email);
      return this.eraseLeads(manager, [id], reason);
    });
    this.deps.events.wake();
    return summary;
  }

  /**
   * Erases these leads in the caller's transaction, set-based: the lead rows with their milestones
   * (the foreign key cascades), their chat conversations and the spoken replies in them; the orders
   * placed from the same browsers or paid with a lead's email keep product, amount and dates but
   * lose the visitor id, the buyer's name and email and the card's last digits (orders are not
   * looked up by the email of spam that was deleted or purged: a bot may have typed anyone's
   * address); queued events and Conversions API events, webhook deliveries and notification
   * emails holding a copy of a lead are forgotten; the audit events about a lead (its target id)
   * have their details wiped, and no other event is touched. A worker that read one of the lead's
   * events before this commits writes nothing of it afterwards (holdErasureLock, eventsOfLiveLeads). Each lead that
   * was announced (not spam) is announced gone: `lead.deleted` with `{ id, erased: true, reason }`
   * and nothing else. The audit log records who erased (lead.erased) or deleted (lead.deleted)
   * which lead id (a spam lead the purge removes is only counted). Call events.wake() after the
   * commit.
   */
  async eraseLeads(manager: EntityManager, ids: readonly number[], reason: ErasureReason): Promise<ErasureSummary> {
    const { audit, chat, payments, events, webhooks, notifications, conversions, now } = this.deps;
    await holdErasureLock(manager);
    const leads = await manager.query<ErasedLeadRow[]>(
      `SELECT "id", "email", "spam" FROM "lead" WHERE "id" = ANY ($1::int[]) ORDER BY "id" FOR UPDATE`,
      [ids],
    );
    const leadIds = leads.map((lead) => lead.id);
    if (leadIds.length === 0) return emptySummary();
    const chats = await chat.eraseForLeads(manager, leadIds);
    // a bot's spam deleted or purged is never looked for: it may have typed anyone's address
    const people = leads.filter((lead) => reason === 'request' || !lead.spam);
    const ordersAnonymised = await payments.anonymiseOrdersOf(manager, {
      visitorIds: chats.visitorIds,
      emails: people.map((lead) => lead.email),
    });
    const [{ milestones }] = await manager.query<{ milestones: number }[]>(
      `SELECT count(*)::int AS milestones FROM "lead_milestone" WHERE "lead_id" = ANY ($1::int[])`,
      [leadIds],
    );
    await manager.query(`DELETE FROM "lead" WHERE "id" = ANY ($1::int[])`, [leadIds]);
    const copiesForgotten =
      (await events.forgetEvents(manager, 'lead.', leadIds)) +
      (await events.forgetEvents(manager, 'booking.', leadIds, 'lead_id')) +
      (await webhooks.forgetLeadDeliveries(manager, leadIds)) +
      (await notifications.forgetLeadEmails(manager, leadIds)) +
      (await conversions.forgetLeads(manager, leadIds));
    const auditEventsRedacted = await audit.redactEventsAbout(manager, 'lead', leadIds);
    const summary: ErasureSummary = {
      leads: leads.length,
      milestones,
      conversations: chats.conversations,
      audio: chats.audio,
      ordersAnonymised,
      copiesForgotten,
      auditEventsRedacted,
    };
    const at = now();
    for (const lead of leads) {
      if (!lead.spam) await events.publish(manager, 'lead.deleted', { id: lead.id, erased: true, reason }, at);
      if (lead.spam && reason === 'retention') continue;
      // who erased which lead, and what went with it: no name, email or phone
      const details = reason === 'retention' ? { reason } : { reason, ...summary };
      const action = reason === 'deletion' ? 'lead.deleted' : 'lead.erased';
      await audit.record({ action, target: { type: 'lead', id: lead.id }, details }, manager);
    }
    return summary;
  }
}

function emptySummary(): ErasureSummary {
  return {
    leads: 0,
    milestones: 0,
    conversations: 0,
    audio: 0,
    ordersAnonymised: 0,
    copiesForgotten: 0,
    auditEventsRedacted: 0,
  };
}
