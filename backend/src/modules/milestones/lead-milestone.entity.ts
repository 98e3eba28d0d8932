import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lead } from '../leads';

/** A stored milestone record of one lead; milestones without a record count as not completed. */
@Entity({ name: 'lead_milestone' })
@Index('uq_lead_milestone_lead_milestone', ['leadId', 'milestoneId'], { unique: true })
export class LeadMilestoneRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'lead_id', type: 'integer' })
  leadId: number;

  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @Column({ name: 'milestone_id', type: 'text' })
  milestoneId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'boolean', default: false })
  completed: boolean;

  @Column({ name: 'completed_at', type: 'timestamptz', precision: 3, nullable: true })
  completedAt: Date | null;

  /** 'booking' when a booked call that was held completed it; null when a person did */
  @Column({ name: 'completed_by', type: 'text', nullable: true })
  completedBy: string | null;
}
