import { Field, Int, ObjectType } from 'type-graphql';

/** One step of a lead's timeline: the stored record merged over the catalogue's defaults. */
@ObjectType('LeadMilestone')
export class LeadMilestone {
  @Field(() => Int, { nullable: true, description: 'null while the milestone has no stored record yet' })
  id: number | null;

  @Field(() => Int)
  leadId: number;

  @Field(() => String)
  milestoneId: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => Boolean)
  completed: boolean;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: '"booking" when a booked call that was held completed it; null when a person did (or it is open)',
  })
  completedBy: string | null;
}

@ObjectType()
export class CompleteNextMilestonePayload {
  @Field(() => LeadMilestone, {
    nullable: true,
    description: 'the milestone this call completed; null when all were already completed',
  })
  completed: LeadMilestone | null;

  @Field(() => [LeadMilestone])
  milestones: LeadMilestone[];
}
