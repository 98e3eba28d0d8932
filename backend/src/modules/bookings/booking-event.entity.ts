import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A scheduling tool's webhook event, once applied: a retry of it changes nothing. */
@Entity({ name: 'booking_event' })
export class BookingEventRecord {
  @PrimaryColumn({ type: 'text' })
  provider: string;

  @PrimaryColumn({ name: 'event_key', type: 'text' })
  eventKey: string;

  @Column({ name: 'received_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  receivedAt: Date;
}
