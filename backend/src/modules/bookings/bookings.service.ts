import type { Logger } from 'pino';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { InvalidInputError } from '../../engine/errors';
import {
  checkPageSize,
  decodeCursor,
  keysetPage,
  uncountedPage,
  type UncountedPage,
} from '../../engine/db/keyset-pagination';
import type { AppEventPublisher } from '../events';
import {
  clearBookedCall,
  Lead,
  lockLeadEmail,
  recordBookedCall,
  sanitiseTouch,
  type LeadIntakeService,
} from '../leads';
import type { MilestonesService } from '../milestones';
import { Booking, BookingStatus, type BookingProvider } from './booking.entity';
import {
  calChange,
  calendlyChange,
  type BookingCanceled,
  type BookingChange,
  type BookingCreated,
} from './booking-payloads';
import { bookingPayload } from './booking-payload';
import { BookingSignatureError, verifyCalSignature, verifyCalendlySignature } from './booking-signatures';
import type { SchedulingSettingsService } from './scheduling-settings.service';

/** What a webhook request did: 200 in each case (a retry of a done event is no failure). */
export type BookingOutcome = 'applied' | 'duplicate' | 'ignored';

const PROVIDER_NAMES: Record<BookingProvider, string> = { calendly: 'Calendly', cal: 'Cal.com' };

/** A page of the team's calendar: calls by start time, then id. */
export type BookingPage = UncountedPage<Booking>;

export type BookingListFilter = { from?: Date | null; to?: Date | null; status?: BookingStatus | null };

/**
 * Calls booked in Calendly and Cal.com. Each tool's signed webhook event is verified, then applied
 * in one transaction with its record in booking_event (a retry finds it and changes nothing): the
 * booking lands on the newest lead (not spam) with the invitee's email, or on a new lead; a
 * scheduled call meets the lead's 48-hour promise until it is canceled; booking.created and
 * booking.canceled go to the events queue in the same transaction.
 */
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SchedulingSettingsService,
    private readonly intake: LeadIntakeService,
    private readonly milestones: MilestonesService,
    private readonly events: AppEventPublisher,
    private readonly logger: Logger,
    private readonly now: () => Date,
  ) {}

  /** A webhook request's raw body and signature header; throws BookingSignatureError or InvalidInputError (400). */
  async receive(provider: BookingProvider, body: Buffer, signature: string | undefined): Promise<BookingOutcome> {
    const secret = await this.settings.secret(provider);
    if (!secret)
      // 400 as for a bad signature: nothing proves who sent it
      throw new BookingSignatureError(
        `${PROVIDER_NAMES[provider]} is not set up: add its secret in Settings → Scheduling`,
      );
    const now = this.now();
    if (provider === 'calendly') verifyCalendlySignature(body, signature, secret, now);
    else verifyCalSignature(body, signature, secret);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new InvalidInputError({ body: 'Malformed JSON body' }, 'Malformed JSON body');
    }
    const change = provider === 'calendly' ? calendlyChange(json) : calChange(json);
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.settings.received(manager, provider, now);
      if (change.kind === 'ignored') return 'ignored' as const;
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO "booking_event" ("provider", "event_key") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_key"`,
        [provider, change.eventKey],
      );
      if (inserted.length === 0) return 'duplicate' as const;
      return this.apply(manager, change, now);
    });
    if (change.kind === 'ignored')
      this.logger.info({ provider, event: change.event }, 'booking webhook: event ignored');
    if (outcome === 'applied') this.events.wake();
    return outcome;
  }

  private apply(manager: EntityManager, change: Exclude<BookingChange, { kind: 'ignored' }>, now: Date) {
    return change.kind === 'created' ? this.created(manager, change, now) : this.canceled(manager, change, now);
  }

  private async created(manager: EntityManager, change: BookingCreated, now: Date): Promise<BookingOutcome> {
    if (change.replaces)
      await this.cancel(manager, change.provider, change.replaces, now, { rescheduled: true, reason: null });
    const leadId = await this.leadFor(manager, change);
    // a booking from the future (a clock ahead) is dated now: its creation is the lead's reply time
    const bookedAt = change.bookedAt && change.bookedAt.getTime() <= now.getTime() ? change.bookedAt : now;
    const rows = await manager.query<{ id: number }[]>(
      `INSERT INTO "booking" ("lead_id", "provider", "external_id", "start_time", "end_time", "timezone",
         "event_name", "cancel_url", "reschedule_url", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT ("provider", "external_id") DO NOTHING RETURNING "id"`,
      [
        leadId,
        change.provider,
        change.externalId,
        change.startTime,
        change.endTime,
        change.timezone,
        change.eventName,
        change.cancelUrl,
        change.rescheduleUrl,
        bookedAt,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return 'duplicate';
    await recordBookedCall(manager, leadId, bookedAt);
    const booking = await manager.findOneByOrFail(Booking, { id });
    await this.events.publish(manager, 'booking.created', bookingPayload(booking, change), now);
    return 'applied';
  }

  private async canceled(manager: EntityManager, change: BookingCanceled, now: Date): Promise<BookingOutcome> {
    const booking = await this.cancel(manager, change.provider, change.externalId, now, change);
    if (!booking) {
      this.logger.info({ provider: change.provider }, 'booking webhook: cancellation of a booking never received');
      return 'ignored';
    }
    return 'applied';
  }

  /**
   * Cancels a scheduled booking (null when there is none by that id, or it is canceled already):
   * a lead whose promise it met waits for a reply again when no other call of it is scheduled.
   */
  private async cancel(
    manager: EntityManager,
    provider: BookingProvider,
    externalId: string,
    now: Date,
    detail: { rescheduled: boolean; reason: string | null },
  ): Promise<Booking | null> {
    const rows = await manager.query<[{ id: number; lead_id: number }[], number]>(
      `UPDATE "booking" SET "status" = 'canceled', "canceled_at" = $3
       WHERE "provider" = $1 AND "external_id" = $2 AND "status" = 'scheduled' RETURNING "id", "lead_id"`,
      [provider, externalId, now],
    );
    const canceled = rows[0][0];
    if (!canceled) return null;
    const others = await manager.query<unknown[]>(
      `SELECT 1 FROM "booking" WHERE "lead_id" = $1 AND "status" = 'scheduled' LIMIT 1`,
      [canceled.lead_id],
    );
    if (others.length === 0) await clearBookedCall(manager, canceled.lead_id);
    const booking = await manager.findOneByOrFail(Booking, { id: canceled.id });
    await this.events.publish(
      manager,
      'booking.canceled',
      { ...bookingPayload(booking, null), ...detailPayload(detail) },
      now,
    );
    return booking;
  }

  /**
   * The newest lead (not spam) with the invitee's email, in any capitals, locked for the booking;
   * else a new lead. A spam lead is never restored by a booking: a real person booking with its
   * email gets a lead of their own.
   */
  private async leadFor(manager: EntityManager, change: BookingCreated): Promise<number> {
    // a form submission of the same new email at the same time must find this lead, not make another
    await lockLeadEmail(manager, change.email);
    const rows = await manager.query<{ id: number }[]>(
      `SELECT "id" FROM "lead" WHERE lower("email") = lower($1) AND NOT "spam"
       ORDER BY "created_at" DESC, "id" DESC LIMIT 1 FOR UPDATE`,
      [change.email],
    );
    if (rows[0]) return rows[0].id;
    const touch = change.tracking ? sanitiseTouch({ ...change.tracking, at: new Date().toISOString() }) : null;
    const lead = await this.intake.createBooked(manager, {
      name: change.name,
      email: change.email,
      phone: change.phone,
      message: change.answers,
      touch,
    });
    return lead.id;
  }

  /** Each lead's bookings, soonest first, in one query. */
  async forLeads(leadIds: readonly number[]): Promise<Map<number, Booking[]>> {
    const bookings = await this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .where('b.leadId IN (:...ids)', { ids: [...leadIds] })
      .orderBy('b.startTime', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany();
    const byLead = new Map<number, Booking[]>(leadIds.map((id) => [id, []]));
    for (const booking of bookings) byLead.get(booking.leadId)?.push(booking);
    return byLead;
  }

  /** The leads of a page of bookings, in one query. */
  async leadsByIds(ids: readonly number[]): Promise<Map<number, Lead>> {
    const leads = await this.dataSource.getRepository(Lead).findBy({ id: In([...ids]) });
    return new Map(leads.map((lead) => [lead.id, lead]));
  }

  /** The start of the lead's next scheduled call that has not ended yet, or null. */
  nextMeetingAt(bookings: readonly Booking[]): Date | null {
    const now = this.now().getTime();
    const next = bookings.find((b) => b.status === BookingStatus.SCHEDULED && b.endTime.getTime() > now);
    return next?.startTime ?? null;
  }

  /** The team's calendar: calls in [from, to) by start time. */
  async list(first: number, after: string | null | undefined, filter: BookingListFilter): Promise<BookingPage> {
    checkPageSize(first);
    const query = this.dataSource.getRepository(Booking).createQueryBuilder('b');
    if (filter.from) query.andWhere('b.startTime >= :from', { from: filter.from });
    if (filter.to) query.andWhere('b.startTime < :to', { to: filter.to });
    if (filter.status) query.andWhere('b.status = :status', { status: filter.status });
    const rows = await keysetPage(query, 'b', 'ASC', decodeCursor(after), first + 1, 'startTime').getMany();
    return uncountedPage(rows, first, (booking) => booking.startTime);
  }

  /**
   * The calls whose end passed without a cancellation are held: each completes its lead's
   * Discovery Call milestone (milestones.completeFromBooking), once, whichever instance runs it.
   * Returns how many calls it marked.
   */
  async markHeldCalls(): Promise<number> {
    const now = this.now();
    const held = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<[{ lead_id: number; end_time: Date }[], number]>(
        `UPDATE "booking" SET "held_at" = $1
         WHERE "id" IN (SELECT "id" FROM "booking" WHERE "status" = 'scheduled' AND "held_at" IS NULL AND "end_time" <= $1
                        ORDER BY "end_time" LIMIT 500 FOR UPDATE SKIP LOCKED)
         RETURNING "lead_id", "end_time"`,
        [now],
      );
      for (const row of rows[0]) await this.milestones.completeFromBooking(manager, row.lead_id, row.end_time);
      return rows[0].length;
    });
    if (held > 0) this.events.wake();
    return held;
  }
}

function detailPayload(detail: { rescheduled: boolean; reason: string | null }) {
  return { rescheduled: detail.rescheduled, cancel_reason: detail.reason };
}
