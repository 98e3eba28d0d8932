import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A captured lead: the contact form's payload plus when it arrived. */
@ObjectType()
@Entity({ name: 'lead' })
@Index('idx_lead_created_at_id', ['createdAt', 'id'])
export class Lead {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String)
  @Column({ type: 'text' })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  company: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'business_type', type: 'text', nullable: true })
  businessType: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'company_size', type: 'text', nullable: true })
  companySize: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'annual_revenue', type: 'text', nullable: true })
  annualRevenue: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'client_value', type: 'text', nullable: true })
  clientValue: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'marketing_needs', type: 'text', nullable: true })
  marketingNeeds: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  timeline: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  budget: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Field(() => String, { nullable: true, description: 'the additional information the visitor wrote' })
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
