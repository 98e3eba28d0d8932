import type { Booking } from './booking.entity';
import type { BookingCreated } from './booking-payloads';

/** A booking as its events (booking.created, booking.canceled) and the REST API carry it. */
export function bookingPayload(booking: Booking, created: Pick<BookingCreated, 'name' | 'email'> | null) {
  return {
    id: booking.id,
    lead_id: booking.leadId,
    provider: booking.provider,
    status: booking.status,
    start_time: booking.startTime.toISOString(),
    end_time: booking.endTime.toISOString(),
    timezone: booking.timezone,
    event_name: booking.eventName,
    cancel_url: booking.cancelUrl,
    reschedule_url: booking.rescheduleUrl,
    created_at: booking.createdAt.toISOString(),
    canceled_at: booking.canceledAt ? booking.canceledAt.toISOString() : null,
    held_at: booking.heldAt ? booking.heldAt.toISOString() : null,
    ...(created ? { invitee: { name: created.name, email: created.email } } : {}),
  };
}
