import { IsBoolean, IsIn, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../engine/graphql/connection';
import { Lead } from './lead.entity';
import { choiceValues, FILTERABLE_BUSINESS_TYPES } from './lead-options';
import { ReplyStatus } from './lead-reply';
import { TOUCH_VALUE_MAX } from './lead-touch';

export const LeadSort = { NEWEST_FIRST: 'NEWEST_FIRST', OLDEST_FIRST: 'OLDEST_FIRST' } as const;
registerEnumType(LeadSort, { name: 'LeadSort', description: 'order of leads by creation time' });

@InputType()
export class LeadFilter {
  @Field(() => String, { nullable: true, description: 'matches part of the name, email or company, ignoring case' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(FILTERABLE_BUSINESS_TYPES)
  businessType?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(choiceValues('companySize'))
  companySize?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(choiceValues('timeline'))
  timeline?: string | null;

  @Field(() => Date, { nullable: true, description: 'created at or after this instant' })
  @IsOptional()
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'created at or before this instant' })
  @IsOptional()
  createdTo?: Date | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only the leads quarantined as spam; false or unset: only the others',
  })
  @IsOptional()
  @IsBoolean()
  spam?: boolean | null;

  @Field(() => ReplyStatus, { nullable: true, description: 'the reply status now' })
  @IsOptional()
  replyStatus?: ReplyStatus | null;

  @Field(() => String, { nullable: true, description: "the first touch's source, exactly" })
  @IsOptional()
  @MaxLength(TOUCH_VALUE_MAX)
  firstTouchSource?: string | null;

  @Field(() => String, { nullable: true, description: "the first touch's campaign, exactly" })
  @IsOptional()
  @MaxLength(TOUCH_VALUE_MAX)
  firstTouchCampaign?: string | null;
}

@ObjectType()
export class LeadConnection {
  @Field(() => [Lead])
  nodes: Lead[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, {
    description: 'all leads matching the filter, across pages: exact for a whole view and up to 1,000, else estimated',
  })
  totalCount: number;

  @Field(() => Boolean, {
    description: 'true when totalCount is an estimate: a filter that narrows the leads matches more than 1,000',
  })
  totalCountIsEstimate: boolean;
}

@ObjectType({ description: 'what the back office header counts' })
export class LeadCounts {
  @Field(() => Int, { description: 'leads (not spam) whose reply deadline has passed without a response, now' })
  overdue: number;

  @Field(() => Int, { description: 'leads in the spam quarantine' })
  spam: number;
}
