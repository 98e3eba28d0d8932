import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { MAX_PAGE_SIZE } from '../../db/keyset-pagination';
import { NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import { leadRequestContext } from '../../http/lead-request-context';
import { Lead } from './lead.entity';
import type { LeadsService } from './leads.service';
import { CreateLeadInput } from './lead.inputs';
import { LeadConnection, LeadFilter, LeadSort } from './lead-list.types';

@Resolver(() => Lead)
export class LeadsResolver {
  constructor(private readonly leadsService: LeadsService) {}

  @Authorized()
  @Query(() => LeadConnection, { description: `newest first by default; at most ${MAX_PAGE_SIZE} a page` })
  async leads(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => LeadFilter, { nullable: true }) filter: LeadFilter | null,
    @Arg('sort', () => LeadSort, { defaultValue: LeadSort.NEWEST_FIRST }) sort: keyof typeof LeadSort,
  ): Promise<LeadConnection> {
    return toConnection(await this.leadsService.list({ first, after, filter, sort }));
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

  @Mutation(() => Lead, { description: 'anyone: the contact form submits here' })
  async createLead(
    @Ctx() { req }: GraphQLContext,
    @Arg('input', () => CreateLeadInput) input: CreateLeadInput,
  ): Promise<Lead> {
    return this.leadsService.create(input, leadRequestContext(req));
  }
}
