import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { answerDescription, LEAD_FIELDS, snakeCase, type LeadAnswers } from './lead-fields';
import { consentColumn } from './lead-consent';
import { LeadConsent } from './lead-consent.type';
import { touchColumn } from './lead-touch';
import { Touch } from './lead-touch.type';
import type { LeadSpamReason } from './lead-spam-guard';

/**
 * The answers' properties (LEAD_FIELDS, lead-fields.ts), typed for the class that extends it; their
 * columns and GraphQL fields are mapped by the decorators applied below Lead.
 */
const WithAnswers = class {} as new () => LeadAnswers;

/**
 * A captured lead: the contact form's payload, when it arrived, where it came from, and the
 * team's reply deadline. The list's indexes leave quarantined spam out (the migration
 * LeadSpamAttributionReplies has them all).
 *
 * Its plain fields are read by graphql-js's own resolver (`simpleResolvers`): type-graphql's
 * wrapper around each one cost a page of 50 leads more than its SQL. Such a field runs no
 * middleware and no @Authorized; the team-only fields are field resolvers in leads.resolver.ts,
 * which still check the role.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ name: 'lead' })
@Index('idx_lead_created_at_id', ['createdAt', 'id'], { where: 'NOT "spam"' })
export class Lead extends WithAnswers {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  // admin only: whoever submitted the lead must not learn whether it was taken for a bot's (the
  // field resolvers of LeadsResolver check, for this field, spamReason and consent)
  @Field(() => Boolean, {
    description:
      'admin only: quarantined by the spam guard, so left out of the list, the counts and the export unless asked for',
  })
  @Column({ type: 'boolean', default: false })
  spam: boolean;

  @Field(() => String, { nullable: true, description: 'admin only: why it was quarantined (honeypot or too-fast)' })
  @Column({ name: 'spam_reason', type: 'text', nullable: true })
  spamReason: LeadSpamReason | null;

  @Field(() => Touch, { nullable: true, description: 'the earliest visit seen in the browser the lead was sent from' })
  @Column({ name: 'first_touch', type: 'jsonb', nullable: true, transformer: touchColumn })
  firstTouch: Touch | null;

  @Field(() => Touch, { nullable: true, description: 'the visit the lead was sent from' })
  @Column({ name: 'last_touch', type: 'jsonb', nullable: true, transformer: touchColumn })
  lastTouch: Touch | null;

  @Field(() => LeadConsent, {
    nullable: true,
    description:
      "admin only: the visitor's cookie choice sent with the lead (consent banner); null when the browser had made none",
  })
  @Column({ type: 'jsonb', nullable: true, transformer: consentColumn })
  consent: LeadConsent | null;

  /** first_touch's source and campaign, kept by PostgreSQL in columns of their own for the indexed filters */
  @Column({
    name: 'first_touch_source',
    type: 'text',
    nullable: true,
    select: false,
    insert: false,
    update: false,
    generatedType: 'STORED',
    asExpression: `"first_touch" ->> 'source'`,
  })
  firstTouchSource?: string | null;

  @Column({
    name: 'first_touch_campaign',
    type: 'text',
    nullable: true,
    select: false,
    insert: false,
    update: false,
    generatedType: 'STORED',
    asExpression: `"first_touch" ->> 'campaign'`,
  })
  firstTouchCampaign?: string | null;

  // both defaults read the transaction's now(): a new lead is due exactly 48 h after created_at
  @Field(() => Date, {
    description: 'when the 48-hour reply promise runs out (a restored spam lead: 48 h after it was restored)',
  })
  @Column({ name: 'reply_due_at', type: 'timestamptz', precision: 3, default: () => "now() + interval '48 hours'" })
  replyDueAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'when the team first responded (marked contacted, or a milestone after the capture completed)',
  })
  @Column({ name: 'first_response_at', type: 'timestamptz', precision: 3, nullable: true })
  firstResponseAt: Date | null;

  /** the first response on record is a booked call's creation (reply status MEETING_BOOKED), not the team's */
  @Column({ name: 'replied_by_booking', type: 'boolean', default: false })
  repliedByBooking: boolean;

  /** when the team was told the lead has waited 24 hours (the reply reminders, reply-reminders.ts) */
  @Column({ name: 'reply_reminder_sent_at', type: 'timestamptz', precision: 3, nullable: true, select: false })
  replyReminderSentAt?: Date | null;

  /** when the team was told the lead is overdue */
  @Column({ name: 'overdue_notice_sent_at', type: 'timestamptz', precision: 3, nullable: true, select: false })
  overdueNoticeSentAt?: Date | null;

  /**
   * No column: whether another lead may be the same person, read by the lead table's page in its
   * own statement when the page asks for it (the duplicates module answers it otherwise)
   */
  hasPossibleDuplicates?: boolean;
}

// Each answer: a text column named in snake_case, and a GraphQL field read by graphql-js's own
// resolver like the class's other plain fields.
for (const field of LEAD_FIELDS) {
  const notNull = 'notNull' in field;
  const description = answerDescription(field);
  Field(() => String, { nullable: !notNull, description })(Lead.prototype, field.key);
  Column({ name: snakeCase(field.key), type: 'text', nullable: !notNull })(Lead.prototype, field.key);
}
