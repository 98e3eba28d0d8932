import { Field, ObjectType } from 'type-graphql';

/**
 * A touch: one visit that brought the visitor, as the browser recorded it (campaign parameters,
 * the outside referrer's host, the landing path, the time). The browser's word, so the server
 * keeps only what it can read and never refuses a lead over it.
 */
@ObjectType({ description: 'one visit that brought the visitor, as their browser recorded it' })
export class Touch {
  @Field(() => String, { nullable: true, description: 'utm_source' })
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_medium' })
  medium?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_campaign' })
  campaign?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_term' })
  term?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_content' })
  content?: string | null;

  @Field(() => String, { nullable: true })
  gclid?: string | null;

  @Field(() => String, { nullable: true })
  fbclid?: string | null;

  @Field(() => String, { nullable: true, description: "the referrer's host, only when it is another site" })
  referrer?: string | null;

  @Field(() => String, { nullable: true, description: 'the path (and query) the visit landed on' })
  landingPath?: string | null;

  @Field(() => Date, { nullable: true, description: "when the visit happened (the browser's clock)" })
  at?: Date | null;
}
