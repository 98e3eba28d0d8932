import type { ModuleDefinition } from '../../engine/module';
import { BookingEventRecord } from './booking-event.entity';
import { Booking } from './booking.entity';
import { BookingsResolver, LeadBookingsResolver } from './bookings.resolver';
import { bookingsRoutes, bookingWebhookRoutes } from './bookings.routes';
import type { BookingsService } from './bookings.service';
import { SchedulingSettingsRecord } from './scheduling-settings.entity';
import type { SchedulingSettingsService } from './scheduling-settings.service';

/** What other modules and the composition root use of this one. */
export { BookingsService } from './bookings.service';
export { leadBookingsDetail } from './bookings.routes';
export { SCHEDULING_SECRETS_PURPOSE, SchedulingSettingsService } from './scheduling-settings.service';

/** Its scheduled work's queue (a test starts it by hand). */
export const BOOKING_QUEUES = { heldCalls: 'booking-held-calls' } as const;

/**
 * Calls booked in Calendly and Cal.com: their signed webhooks, the bookings on the leads (the
 * 48-hour promise met by a scheduled call), Settings → Scheduling, and the calls held.
 */
export const bookingsModule: ModuleDefinition<{
  bookings: BookingsService;
  schedulingSettings: SchedulingSettingsService;
}> = {
  name: 'bookings',
  auditActions: ['settings.scheduling_updated'],
  entities: [Booking, BookingEventRecord, SchedulingSettingsRecord],
  resolvers: [
    { type: LeadBookingsResolver, create: (s) => new LeadBookingsResolver(s.bookings) },
    { type: BookingsResolver, create: (s) => new BookingsResolver(s.bookings, s.schedulingSettings) },
  ],
  rawRoutes: (s, limits) => bookingWebhookRoutes(s.bookings, limits),
  routes: (s) => bookingsRoutes(s.bookings),
  schedules: [
    {
      queue: BOOKING_QUEUES.heldCalls,
      cron: '* * * * *',
      run: async (s, logger) => {
        const held = await s.bookings.markHeldCalls();
        if (held > 0) logger.info({ held }, `booked calls: ${held} held, Discovery Call completed`);
      },
    },
  ],
};
