import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A webhook event already applied: Stripe delivers at least once, so a replay must change nothing. */
@Entity({ name: 'stripe_event' })
export class ProcessedStripeEvent {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz', precision: 3 })
  processedAt: Date;
}
