import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../graphql/connection';
import { Lead } from './lead.entity';
import { BUSINESS_TYPES, COMPANY_SIZES, TIMELINES } from './lead-options';

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
  @IsIn(BUSINESS_TYPES)
  businessType?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(COMPANY_SIZES)
  companySize?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(TIMELINES)
  timeline?: string | null;

  @Field(() => Date, { nullable: true, description: 'created at or after this instant' })
  @IsOptional()
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'created at or before this instant' })
  @IsOptional()
  createdTo?: Date | null;
}

@ObjectType()
export class LeadConnection {
  @Field(() => [Lead])
  nodes: Lead[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'all leads matching the filter, across pages' })
  totalCount: number;
}
