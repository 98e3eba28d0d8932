import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const BookingProvider = { CALENDLY: 'calendly', CAL: 'cal' } as const;
export type BookingProvider = (typeof BookingProvider)[keyof typeof BookingProvider];
registerEnumType(BookingProvider, {
  name: 'BookingProvider',
  description: 'the scheduling tool the call was booked in',
});

export const BookingStatus = { SCHEDULED: 'scheduled', CANCELED: 'canceled' } as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];
registerEnumType(BookingStatus, { name: 'BookingStatus' });

/** One invitee's call, booked in Calendly or Cal.com, on its lead. */
@ObjectType()
@Entity({ name: 'booking' })
@Index('uq_booking_provider_external', ['provider', 'externalId'], { unique: true })
export class Booking {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'lead_id', type: 'integer' })
  leadId: number;

  @Field(() => BookingProvider)
  @Column({ type: 'text' })
  provider: BookingProvider;

  /** the tool's id of the booking: Calendly's invitee URI, Cal.com's booking uid */
  @Column({ name: 'external_id', type: 'text' })
  externalId: string;

  @Field(() => BookingStatus)
  @Column({ type: 'text', default: BookingStatus.SCHEDULED })
  status: BookingStatus;

  @Field(() => Date)
  @Column({ name: 'start_time', type: 'timestamptz', precision: 3 })
  startTime: Date;

  @Field(() => Date)
  @Column({ name: 'end_time', type: 'timestamptz', precision: 3 })
  endTime: Date;

  @Field(() => String, { nullable: true, description: "the invitee's time zone (IANA), as the tool reports it" })
  @Column({ type: 'text', nullable: true })
  timezone: string | null;

  @Field(() => String, { nullable: true, description: 'the event type, e.g. "30 Minute Meeting"' })
  @Column({ name: 'event_name', type: 'text', nullable: true })
  eventName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'cancel_url', type: 'text', nullable: true })
  cancelUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'reschedule_url', type: 'text', nullable: true })
  rescheduleUrl: string | null;

  @Field(() => Date)
  @Column({ name: 'created_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'canceled_at', type: 'timestamptz', precision: 3, nullable: true })
  canceledAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'when its end passed without a cancellation (the Discovery Call milestone was completed from it)',
  })
  @Column({ name: 'held_at', type: 'timestamptz', precision: 3, nullable: true })
  heldAt: Date | null;
}
