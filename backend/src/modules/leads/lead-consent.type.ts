import { Field, Int, ObjectType } from 'type-graphql';

/** The visitor's cookie choice the lead was sent with (the consent banner's categories). */
@ObjectType({ description: "the visitor's cookie choice when the lead was sent" })
export class LeadConsent {
  @Field(() => Boolean, { description: 'Google Analytics allowed' })
  analytics: boolean;

  @Field(() => Boolean, {
    description: "Meta's pixel and the Conversions API allowed: without it no Conversions API event is sent",
  })
  marketing: boolean;

  @Field(() => Date, { description: "when the choice was made (the browser's clock)" })
  at: Date;

  @Field(() => Int, { description: 'the version of the banner the choice was made under' })
  version: number;
}
