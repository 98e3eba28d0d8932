import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { UserRole } from '../../engine/auth/user-role';
import { assertAccess } from '../../engine/graphql/auth-checker';
import { MAX_PAGE_SIZE } from '../../engine/db/keyset-pagination';
import type { GraphQLContext } from '../../engine/graphql/context';
import { requestBatch } from '../../engine/graphql/request-batch';
import { Lead } from '../leads';
import { Booking } from './booking.entity';
import type { BookingsService } from './bookings.service';
import { BookingConnection, BookingFilter, SchedulingSettings, UpdateSchedulingSettingsInput } from './bookings.types';
import type { SchedulingSettingsService } from './scheduling-settings.service';

/** Lead.bookings and Lead.nextMeetingAt: one query for all the leads of a page. */
@Resolver(() => Lead)
export class LeadBookingsResolver {
  private readonly bookingsOf: (request: object, leadId: number) => Promise<Booking[] | undefined>;

  constructor(private readonly service: BookingsService) {
    this.bookingsOf = requestBatch((ids: readonly number[]) => service.forLeads(ids));
  }

  @FieldResolver(() => [Booking], { description: 'the calls booked in Calendly or Cal.com, soonest first' })
  async bookings(@Root() lead: Lead, @Ctx() context: GraphQLContext): Promise<Booking[]> {
    // the team's: the contact form's answer is a Lead, and a returning person's is an existing one
    assertAccess(context, []);
    return (await this.bookingsOf(context, lead.id)) ?? [];
  }

  @FieldResolver(() => Date, { nullable: true, description: 'the start of the next scheduled call not yet over' })
  async nextMeetingAt(@Root() lead: Lead, @Ctx() context: GraphQLContext): Promise<Date | null> {
    assertAccess(context, []);
    return this.service.nextMeetingAt((await this.bookingsOf(context, lead.id)) ?? []);
  }
}

@Resolver(() => Booking)
export class BookingsResolver {
  private readonly leadOf: (request: object, leadId: number) => Promise<Lead | undefined>;

  constructor(
    private readonly service: BookingsService,
    private readonly settings: SchedulingSettingsService,
  ) {
    this.leadOf = requestBatch((ids: readonly number[]) => service.leadsByIds(ids));
  }

  @Authorized()
  @Query(() => BookingConnection, {
    description: `admin and analyst: the calls booked, by start time; at most ${MAX_PAGE_SIZE} a page`,
  })
  async bookings(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => BookingFilter, { nullable: true }) filter: BookingFilter | null,
  ): Promise<BookingConnection> {
    const { nodes, hasNextPage, endCursor } = await this.service.list(first, after, filter ?? {});
    return { nodes, pageInfo: { hasNextPage, endCursor } };
  }

  @FieldResolver(() => Lead, { description: 'the lead the call was booked by' })
  async lead(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<Lead> {
    const lead = await this.leadOf(context, booking.leadId);
    if (!lead) throw new Error(`Booking ${booking.id} has no lead`);
    return lead;
  }

  @Authorized()
  @Query(() => SchedulingSettings)
  schedulingSettings(): Promise<SchedulingSettings> {
    return this.settings.view();
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => SchedulingSettings)
  updateSchedulingSettings(
    @Arg('input', () => UpdateSchedulingSettingsInput) input: UpdateSchedulingSettingsInput,
  ): Promise<SchedulingSettings> {
    return this.settings.update(input);
  }
}
