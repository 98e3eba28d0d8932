import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One day's count of one event of the public site, per UTM source and campaign: an aggregate that
 * holds no visitor (no id, no address, no cookie), so it needs no consent.
 */
@Entity({ name: 'funnel_count' })
export class FunnelCount {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  event: string;

  @PrimaryColumn({ type: 'text', default: '' })
  source: string;

  @PrimaryColumn({ type: 'text', default: '' })
  campaign: string;

  @Column({ type: 'integer', default: 0 })
  count: number;
}
