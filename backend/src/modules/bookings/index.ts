import type { ModuleDefinition } from '../../engine/module';
import { BookingEventRecord } from './booking-event.entity';
import { Booking } from './booking.entity';
import { SchedulingSettingsRecord } from './scheduling-settings.entity';

/** Calls booked in Calendly and Cal.com (their signed webhooks), on the leads. */
export const bookingsModule: ModuleDefinition<object> = {
  name: 'bookings',
  entities: [Booking, BookingEventRecord, SchedulingSettingsRecord],
};
