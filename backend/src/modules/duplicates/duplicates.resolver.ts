import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { UserRole } from '../../engine/auth/user-role';
import { assertAccess } from '../../engine/graphql/auth-checker';
import type { GraphQLContext } from '../../engine/graphql/context';
import { requestBatch } from '../../engine/graphql/request-batch';
import { Lead } from '../leads';
import { MAX_DUPLICATES, type LeadDuplicatesService } from './lead-duplicates.service';
import type { LeadMergeService } from './lead-merge.service';

/** Lead.possibleDuplicates and its marker, each one query for all the leads of a page; and mergeLeads. */
@Resolver(() => Lead)
export class DuplicatesResolver {
  private readonly duplicatesOf: (request: object, leadId: number) => Promise<Lead[] | undefined>;
  private readonly flagOf: (request: object, leadId: number) => Promise<boolean | undefined>;

  constructor(
    duplicates: LeadDuplicatesService,
    private readonly merges: LeadMergeService,
  ) {
    this.duplicatesOf = requestBatch((ids: readonly number[]) => duplicates.duplicatesOf(ids));
    this.flagOf = requestBatch((ids: readonly number[]) => duplicates.withDuplicates(ids));
  }

  // the team's only: createLead answers anyone with a Lead
  @FieldResolver(() => [Lead], {
    description: `other leads (not spam) with the same phone digits (7 or more), or the same name and company (trimmed, any case); at most ${MAX_DUPLICATES}, oldest first`,
  })
  async possibleDuplicates(@Root() lead: Lead, @Ctx() context: GraphQLContext): Promise<Lead[]> {
    assertAccess(context, []);
    return (await this.duplicatesOf(context, lead.id)) ?? [];
  }

  @FieldResolver(() => Boolean, { description: 'whether possibleDuplicates has any (cheaper, for the lead table)' })
  hasPossibleDuplicates(@Root() lead: Lead, @Ctx() context: GraphQLContext): boolean | Promise<boolean> {
    assertAccess(context, []);
    // the lead table's page reads it in its own statement: no promise, no second query
    if (lead.hasPossibleDuplicates !== undefined) return lead.hasPossibleDuplicates;
    return this.flagOf(context, lead.id).then((flag) => flag ?? false);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Lead, {
    description:
      'merges the source lead into the target (kept) and removes the source; BAD_USER_INPUT for the same lead twice, or one missing or spam',
  })
  mergeLeads(
    @Arg('targetId', () => Int) targetId: number,
    @Arg('sourceId', () => Int) sourceId: number,
  ): Promise<Lead> {
    return this.merges.merge(targetId, sourceId);
  }
}
