import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CompleteNextMilestonePayload, LeadMilestone } from './lead-milestone.type';
import type { MilestonesService } from './milestones.service';
import { CompletedMilestoneInput } from './milestones.inputs';
import { UserRole } from '../../engine/auth/user-role';

@Resolver(() => LeadMilestone)
export class MilestonesResolver {
  constructor(private readonly milestones: MilestonesService) {}

  @Authorized()
  @Query(() => [LeadMilestone], { description: 'the seven milestones in order' })
  leadMilestones(@Arg('leadId', () => Int) leadId: number): Promise<LeadMilestone[]> {
    return this.milestones.timeline(leadId);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => CompleteNextMilestonePayload)
  completeNextMilestone(@Arg('leadId', () => Int) leadId: number): Promise<CompleteNextMilestonePayload> {
    return this.milestones.completeNext(leadId);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => [LeadMilestone])
  resetLeadTimeline(@Arg('leadId', () => Int) leadId: number): Promise<LeadMilestone[]> {
    return this.milestones.reset(leadId);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => [LeadMilestone], {
    description:
      'undoes a reset: completes each milestone given again at its former time (the others stay as they are)',
  })
  undoLeadTimelineReset(
    @Arg('leadId', () => Int) leadId: number,
    @Arg('completed', () => [CompletedMilestoneInput]) completed: CompletedMilestoneInput[],
  ): Promise<LeadMilestone[]> {
    return this.milestones.undoReset(leadId, completed);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => LeadMilestone)
  setMilestoneCompleted(
    @Arg('leadId', () => Int) leadId: number,
    @Arg('milestoneId', () => String) milestoneId: string,
    @Arg('completed', () => Boolean) completed: boolean,
  ): Promise<LeadMilestone> {
    return this.milestones.setCompleted(leadId, milestoneId, completed);
  }
}
