import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'one bucket of a series: its start (an instant) and its count' })
export class SeriesPoint {
  @Field(() => Date, { description: 'the start of the bucket, midnight in the asked time zone' })
  at: Date;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'one value of a breakdown (a breakdown lists its 20 largest values, largest first)' })
export class BreakdownEntry {
  @Field(() => String, { description: 'the stored value; "" when none was given' })
  key: string;

  @Field(() => String)
  label: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'one milestone of the funnel, over the leads of the period' })
export class FunnelStep {
  @Field(() => String)
  milestoneId: string;

  @Field(() => String)
  title: string;

  @Field(() => Int, { description: 'leads with this milestone completed' })
  reached: number;

  @Field(() => Float, { nullable: true, description: 'reached ÷ the previous step’s reached; null for the first' })
  conversionFromPrevious: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'median hours from the previous milestone’s completion to this one’s; null without a pair',
  })
  medianHoursFromPrevious: number | null;
}

@ObjectType({ description: 'the 48-hour reply promise, over the leads of the period' })
export class ResponseStats {
  @Field(() => Int, { description: 'leads answered' })
  replied: number;

  @Field(() => Int, { description: 'leads answered by their reply deadline (48 h after arrival)' })
  repliedWithin48h: number;

  @Field(() => Float, {
    nullable: true,
    description: 'repliedWithin48h ÷ the leads already judged (answered, or past their deadline); null when none',
  })
  shareWithin48h: number | null;

  @Field(() => Float, { nullable: true })
  medianHoursToReply: number | null;

  @Field(() => Float, { nullable: true })
  p90HoursToReply: number | null;

  @Field(() => Int, { description: 'leads past their deadline without an answer, now' })
  overdueNow: number;
}

@ObjectType({ description: 'one bucket of the revenue series' })
export class RevenuePoint {
  @Field(() => Date)
  at: Date;

  @Field(() => Int, { description: 'paid orders' })
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'in cents (a sum: beyond a 32-bit Int at scale)' })
  amountCents: number;
}

@ObjectType()
export class ProductRevenue {
  @Field(() => String, { description: 'the product id' })
  key: string;

  @Field(() => String, { description: 'the product name' })
  label: string;

  @Field(() => Int)
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'in cents (a sum: beyond a 32-bit Int at scale)' })
  amountCents: number;
}

@ObjectType({
  description:
    'the funnel from visit to call, over all sources or one; each percentage is of the step before (null when it is 0), and may pass 100 (a lead sent without a counted form start, a call held that was booked before the period)',
})
export class FunnelFigures {
  @Field(() => String, { nullable: true, description: 'the UTM source ("" for none); null for the totals' })
  source: string | null;

  @Field(() => String)
  label: string;

  @Field(() => Int, { description: 'page views of the public site' })
  visits: number;

  @Field(() => Int, { description: 'contact forms started (a first field focused)' })
  formStarts: number;

  @Field(() => Int, { description: 'contact forms sent, as the browsers counted them' })
  formSubmits: number;

  @Field(() => Int, { description: '"Book a call" links clicked' })
  bookingClicks: number;

  @Field(() => Int, { description: 'leads created, not spam; by their last touch’s source' })
  leads: number;

  @Field(() => Int, { description: 'calls booked in the period, those canceled since included' })
  callsBooked: number;

  @Field(() => Int, { description: 'calls whose end passed in the period without a cancellation' })
  callsHeld: number;

  @Field(() => Float, { nullable: true, description: 'form starts, in % of visits' })
  formStartPercent: number | null;

  @Field(() => Float, { nullable: true, description: 'leads, in % of form starts' })
  leadPercent: number | null;

  @Field(() => Float, { nullable: true, description: 'calls booked, in % of leads' })
  callsBookedPercent: number | null;

  @Field(() => Float, { nullable: true, description: 'calls held, in % of calls booked' })
  callsHeldPercent: number | null;
}

@ObjectType({
  description:
    'the funnel in a period: visits, form starts and calls are daily counters, whole UTC days, those of the period’s dates in its time zone; leads are counted to the instant',
})
export class FunnelStats {
  @Field(() => FunnelFigures)
  totals: FunnelFigures;

  @Field(() => [FunnelFigures], { description: 'by UTM source: the 20 with the most visits, then leads' })
  bySource: FunnelFigures[];
}
