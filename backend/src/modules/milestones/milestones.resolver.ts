import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CompleteNextMilestonePayload, LeadMilestone } from './lead-milestone.type';

@Authorized()
@Resolver(() => LeadMilestone)
export class MilestonesResolver {
  @Query(() => [LeadMilestone], { description: 'the seven milestones in order' })
  leadMilestones(
    @Ctx() { services }: GraphQLContext,
    @Arg('leadId', () => Int) leadId: number,
  ): Promise<LeadMilestone[]> {
    return services.milestones.timeline(leadId);
  }

  @Mutation(() => CompleteNextMilestonePayload)
  completeNextMilestone(
    @Ctx() { services }: GraphQLContext,
    @Arg('leadId', () => Int) leadId: number,
  ): Promise<CompleteNextMilestonePayload> {
    return services.milestones.completeNext(leadId);
  }

  @Mutation(() => [LeadMilestone])
  resetLeadTimeline(
    @Ctx() { services }: GraphQLContext,
    @Arg('leadId', () => Int) leadId: number,
  ): Promise<LeadMilestone[]> {
    return services.milestones.reset(leadId);
  }

  @Mutation(() => LeadMilestone)
  setMilestoneCompleted(
    @Ctx() { services }: GraphQLContext,
    @Arg('leadId', () => Int) leadId: number,
    @Arg('milestoneId', () => String) milestoneId: string,
    @Arg('completed', () => Boolean) completed: boolean,
  ): Promise<LeadMilestone> {
    return services.milestones.setCompleted(leadId, milestoneId, completed);
  }
}
