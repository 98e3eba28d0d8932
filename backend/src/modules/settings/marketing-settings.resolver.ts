import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { UpdateMarketingSettingsInput } from './marketing-settings.inputs';
import type { MarketingSettingsService } from './marketing-settings.service';
import { MarketingSettings, PublicMarketingSettings } from './marketing-settings.type';
import { UserRole } from '../../engine/auth/user-role';

@Resolver()
export class MarketingSettingsResolver {
  constructor(private readonly settings: MarketingSettingsService) {}

  @Authorized()
  @Query(() => MarketingSettings)
  marketingSettings(): Promise<MarketingSettings> {
    return this.settings.adminSettings();
  }

  @Query(() => PublicMarketingSettings, {
    description: 'anyone: what the browser needs to load analytics and the pixel',
  })
  publicMarketingSettings(): Promise<PublicMarketingSettings> {
    return this.settings.publicSettings();
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => MarketingSettings)
  updateMarketingSettings(
    @Arg('input', () => UpdateMarketingSettingsInput) input: UpdateMarketingSettingsInput,
  ): Promise<MarketingSettings> {
    return this.settings.update(input);
  }
}
