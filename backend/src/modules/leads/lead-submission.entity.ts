import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { touchColumn } from './lead-touch';
import { Touch } from './lead-touch.type';

/** A submission's answers, under their API names (lead-fields.ts keys), each as sent. */
export type SubmittedAnswers = Record<string, string>;

/**
 * One contact-form submission of a lead: the first one, and each time the same person (the same
 * email, any capitals) sent the form again. The lead holds the newest non-empty answers; its
 * submissions keep what each one said.
 */
@ObjectType({ description: "one contact-form submission of a lead: the person's answers and visit at that time" })
@Entity({ name: 'lead_submission' })
@Index('idx_lead_submission_lead', ['leadId', 'createdAt'])
export class LeadSubmission {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'lead_id', type: 'integer' })
  leadId: number;

  @Field(() => Date)
  @Column({ name: 'created_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt: Date;

  @Field(() => GraphQLJSONObject, {
    description: 'the answers as sent, under the API names of the Lead fields (an answer left out is absent)',
  })
  @Column({ type: 'jsonb' })
  answers: SubmittedAnswers;

  @Field(() => Touch, { nullable: true, description: 'the visit the form was sent from' })
  @Column({ type: 'jsonb', nullable: true, transformer: touchColumn })
  touch: Touch | null;
}
