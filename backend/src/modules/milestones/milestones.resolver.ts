import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CompleteNextMilestonePayload, LeadMilestone } from './lead-milestone.type';
import type { MilestonesService } from './milestones.service';

@Authorized()
@Resolver(() => LeadMilestone)
export class MilestonesResolver {
  constructor(private readonly milestones: MilestonesService) {}

  @Query(() => [LeadMilestone], { description: 'the seven milestones in order' })
  leadMilestones(@Arg('leadId', () => Int) leadId: number): Promise<LeadMilestone[]> {
    return this.milestones.timeline(leadId);
  }

  @Mutation(() => CompleteNextMilestonePayload)
  completeNextMilestone(@Arg('leadId', () => Int) leadId: number): Promise<CompleteNextMilestonePayload> {
    return this.milestones.completeNext(leadId);
  }

  @Mutation(() => [LeadMilestone])
  resetLeadTimeline(@Arg('leadId', () => Int) leadId: number): Promise<LeadMilestone[]> {
    return this.milestones.reset(leadId);
  }

  @Mutation(() => LeadMilestone)
  setMilestoneCompleted(
    @Arg('leadId', () => Int) leadId: number,
    @Arg('milestoneId', () => String) milestoneId: string,
    @Arg('completed', () => Boolean) completed: boolean,
  ): Promise<LeadMilestone> {
    return this.milestones.setCompleted(leadId, milestoneId, completed);
  }
}
