import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UpdateMarketingSettingsInput } from './marketing-settings.inputs';
import { MarketingSettings, PublicMarketingSettings } from './marketing-settings.type';

@Resolver()
export class MarketingSettingsResolver {
  @Authorized()
  @Query(() => MarketingSettings)
  marketingSettings(@Ctx() { services }: GraphQLContext): Promise<MarketingSettings> {
    return services.settings.adminSettings();
  }

  @Query(() => PublicMarketingSettings, {
    description: 'anyone: what the browser needs to load analytics and the pixel',
  })
  publicMarketingSettings(@Ctx() { services }: GraphQLContext): Promise<PublicMarketingSettings> {
    return services.settings.publicSettings();
  }

  @Authorized()
  @Mutation(() => MarketingSettings)
  updateMarketingSettings(
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => UpdateMarketingSettingsInput) input: UpdateMarketingSettingsInput,
  ): Promise<MarketingSettings> {
    return services.settings.update(input);
  }
}
