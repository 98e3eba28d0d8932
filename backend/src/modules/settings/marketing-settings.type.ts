import { Field, Int, ObjectType } from 'type-graphql';

/** The settings any visitor's browser needs to load the analytics and the pixel, and to ask for consent first. */
@ObjectType()
export class PublicMarketingSettings {
  @Field(() => Boolean)
  gaEnabled: boolean;

  @Field(() => String, { nullable: true })
  gaMeasurementId: string | null;

  @Field(() => Boolean)
  fbCapiEnabled: boolean;

  @Field(() => String, { nullable: true })
  fbPixelId: string | null;

  @Field(() => Boolean, {
    description:
      "on (the default): the site asks for cookie consent, and loads analytics and the pixel (and sends a lead's Conversions API event) only as the visitor allows; off: it loads them without asking",
  })
  requireConsent: boolean;
}

/** The admin's view: everything, except that the access token is only ever shown masked. */
@ObjectType()
export class MarketingSettings extends PublicMarketingSettings {
  @Field(() => Int)
  id: number;

  @Field(() => Boolean)
  fbAccessTokenSet: boolean;

  @Field(() => String, { nullable: true, description: 'the token masked, e.g. ••••••••a1b2; never the token itself' })
  fbAccessTokenMasked: string | null;
}
