import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { assertAccess } from '../../engine/graphql/auth-checker';
import type { GraphQLContext } from '../../engine/graphql/context';
import { selectedFields } from '../../engine/graphql/selected-fields';
import { requestBatch } from '../../engine/graphql/request-batch';
import { MAX_PAGE_SIZE } from '../../engine/db/keyset-pagination';
import { NotFoundError } from '../../engine/errors';
import { toConnection } from '../../engine/graphql/connection';
import { leadRequestContext } from './lead-request-context';
import { Lead } from './lead.entity';
import { LeadSubmission } from './lead-submission.entity';
import type { LeadIntakeService } from './lead-intake.service';
import type { LeadListService } from './lead-list.service';
import type { LeadsService } from './leads.service';
import { CreateLeadInput } from './lead.inputs';
import { LeadConnection, LeadCounts, LeadFilter, LeadSort } from './lead-list.types';
import { ReplyStatus } from './lead-reply';
import { UserRole } from '../../engine/auth/user-role';

@Resolver(() => Lead)
export class LeadsResolver {
  private readonly submissionsOf: (request: object, leadId: number) => Promise<LeadSubmission[] | undefined>;
  private readonly submissionCountOf: (request: object, leadId: number) => Promise<number | undefined>;

  constructor(
    private readonly leadsService: LeadsService,
    private readonly intake: LeadIntakeService,
    private readonly list: LeadListService,
  ) {
    // one query for all the leads of a page
    this.submissionsOf = requestBatch((ids: readonly number[]) => leadsService.submissionsOf(ids));
    this.submissionCountOf = requestBatch((ids: readonly number[]) => leadsService.submissionCounts(ids));
  }

  @Authorized()
  @Query(() => LeadConnection, {
    description: `newest first by default; at most ${MAX_PAGE_SIZE} a page; spam only with filter.spam`,
  })
  async leads(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => LeadFilter, { nullable: true }) filter: LeadFilter | null,
    @Arg('sort', () => LeadSort, { defaultValue: LeadSort.NEWEST_FIRST }) sort: keyof typeof LeadSort,
    @Info() info: GraphQLResolveInfo,
  ): Promise<LeadConnection> {
    const fields = selectedFields(info, ['nodes']);
    const page = await this.list.list({ first, after, filter, sort, fields });
    return { ...toConnection(page), totalCountIsEstimate: page.totalIsEstimate };
  }

  @Authorized()
  @Query(() => Lead, { nullable: true, description: 'null when no lead has this id' })
  async lead(@Arg('id', () => Int) id: number): Promise<Lead | null> {
    try {
      return await this.leadsService.get(id);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  @Authorized()
  @Query(() => LeadCounts, { description: 'overdue leads and quarantined spam, now' })
  leadCounts(): Promise<LeadCounts> {
    return this.list.counts();
  }

  @Mutation(() => Lead, { description: 'anyone: the contact form submits here' })
  async createLead(
    @Ctx() { req }: GraphQLContext,
    @Arg('input', () => CreateLeadInput) input: CreateLeadInput,
  ): Promise<Lead> {
    return this.intake.create(input, leadRequestContext(req));
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Lead, {
    description: 'takes a lead out of the spam quarantine; it is then reported like a new lead, due 48 h from now',
  })
  markLeadNotSpam(@Arg('id', () => Int) id: number): Promise<Lead> {
    return this.intake.markNotSpam(id);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Lead, { description: 'records that the team responded now (kept if one is already recorded)' })
  markLeadContacted(@Arg('id', () => Int) id: number): Promise<Lead> {
    return this.leadsService.markContacted(id);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Lead, {
    description:
      'undoes markLeadContacted: forgets the response recorded at firstResponseAt (refused if another is recorded)',
  })
  undoLeadContacted(
    @Arg('id', () => Int) id: number,
    @Arg('firstResponseAt', () => Date) firstResponseAt: Date,
  ): Promise<Lead> {
    return this.leadsService.undoContacted(id, firstResponseAt);
  }

  @FieldResolver(() => ReplyStatus, { description: 'judged by the server at request time' })
  replyStatus(@Root() lead: Lead): ReplyStatus {
    return this.leadsService.replyStatus(lead);
  }

  // the fields only the team reads, checked here as @Authorized() would, but without a promise each
  @FieldResolver()
  spam(@Root() lead: Lead, @Ctx() context: GraphQLContext): boolean {
    assertAccess(context, []);
    return lead.spam;
  }

  @FieldResolver()
  spamReason(@Root() lead: Lead, @Ctx() context: GraphQLContext): Lead['spamReason'] {
    assertAccess(context, []);
    return lead.spamReason;
  }

  @FieldResolver()
  consent(@Root() lead: Lead, @Ctx() context: GraphQLContext): Lead['consent'] {
    assertAccess(context, []);
    return lead.consent;
  }

  @Authorized()
  @FieldResolver(() => [LeadSubmission], {
    description: 'the contact-form submissions of this person (same email), newest first; none for a booked call',
  })
  async submissions(@Root() lead: Lead, @Ctx() context: GraphQLContext): Promise<LeadSubmission[]> {
    return (await this.submissionsOf(context, lead.id)) ?? [];
  }

  @Authorized()
  @FieldResolver(() => Int, { description: 'how many times the form was sent by this person' })
  async submissionCount(@Root() lead: Lead, @Ctx() context: GraphQLContext): Promise<number> {
    return (await this.submissionCountOf(context, lead.id)) ?? 0;
  }
}
