import { GraphQLError } from 'graphql';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../engine/graphql/context';
import { ForbiddenError } from '../../engine/errors';
import { enrolled } from '../../engine/http/session';
import { sessionMustEnrol } from '../../engine/http/two-factor-enrolment';
import { UserRole } from '../../engine/auth/user-role';
import { enrolmentDeadlineOf } from './security-settings.service';
import { secondStep, secondStepMessage, type SignInSteps } from './sign-in-steps';
import { DisableTwoFactorArgs, SecuritySettingsInput, TwoFactorCodeArgs } from './two-factor.inputs';
import type { CodeCheck } from './two-factor.service';
import { User } from './user.entity';

@ObjectType({ description: 'shown once, at the start of enrolment' })
class TwoFactorSetup {
  @Field(() => String, { description: 'the key to type into the app by hand (base32)' })
  secret: string;

  @Field(() => String)
  otpauthUrl: string;

  @Field(() => String, { description: 'the otpauth URL as a QR code (SVG)' })
  qrCodeSvg: string;
}

@ObjectType()
class TwoFactorStatus {
  @Field(() => Boolean)
  enabled: boolean;

  @Field(() => Int)
  recoveryCodesLeft: number;
}

@ObjectType()
class SecuritySettings {
  @Field(() => Boolean)
  requireTwoFactor: boolean;

  @Field(() => Int)
  gracePeriodDays: number;

  @Field(() => Date, { nullable: true, description: 'when the requirement was switched on' })
  requiredSince: Date | null;

  @Field(() => Date, { nullable: true, description: 'from when a member without two-step sign-in must enrol' })
  enrolmentDeadline: Date | null;
}

/** A session's own user only: an API token cannot enrol or remove a second step. */
function sessionUser(context: GraphQLContext): { id: number; username: string } {
  const { user } = context;
  if (!user || user.token !== null) throw new ForbiddenError('Two-step sign-in is managed from a signed-in session');
  return user;
}

function refused(check: Exclude<CodeCheck, { kind: 'accepted' }>): GraphQLError {
  return new GraphQLError(secondStepMessage(check), {
    extensions:
      check.kind === 'locked'
        ? { code: 'TWO_FACTOR_LOCKED', lockedUntil: check.until.toISOString() }
        : { code: 'UNAUTHENTICATED' },
  });
}

@Resolver(() => User)
export class TwoFactorResolver {
  constructor(private readonly steps: SignInSteps) {}

  @FieldResolver(() => Boolean, { description: 'signs in with a code from an authenticator app too' })
  twoFactorEnabled(@Root() user: User): boolean {
    return user.twoFactorEnabledAt !== null;
  }

  @FieldResolver(() => Boolean, {
    description:
      'true on your own user when the team requires two-step sign-in, its grace period is over and this session has not set it up: nothing but enrolment works until it does',
  })
  mustEnrolTwoFactor(@Root() user: User, @Ctx() { req }: GraphQLContext): boolean {
    // not the request's principal: login answers it for the session it has just begun
    return sessionMustEnrol(req, user.id, this.steps.twoFactor.now().getTime());
  }

  @Mutation(() => User, {
    description: 'the second step of a sign-in that answered twoFactorRequired: starts the session',
  })
  async verifyTwoFactor(
    @Ctx() { req }: GraphQLContext,
    @Args(() => TwoFactorCodeArgs) { code }: TwoFactorCodeArgs,
  ): Promise<User> {
    const result = await secondStep(req, code, this.steps);
    if (result.kind === 'signed-in') return result.user;
    if (result.kind === 'no-pending') {
      throw new GraphQLError(secondStepMessage(result), { extensions: { code: 'CONFLICT' } });
    }
    throw refused(result);
  }

  @Authorized()
  @Query(() => TwoFactorStatus, { description: 'your own two-step sign-in' })
  twoFactorStatus(@Ctx() context: GraphQLContext): Promise<TwoFactorStatus> {
    return this.steps.twoFactor.status(sessionUser(context).id);
  }

  @Authorized()
  @Mutation(() => TwoFactorSetup, { description: 'a new authenticator key for you; confirmTwoFactorSetup turns it on' })
  beginTwoFactorSetup(@Ctx() context: GraphQLContext): Promise<TwoFactorSetup> {
    const { id, username } = sessionUser(context);
    return this.steps.twoFactor.beginSetup(id, username);
  }

  @Authorized()
  @Mutation(() => [String], {
    description: 'a code from the new key turns two-step sign-in on; the ten recovery codes, shown once',
  })
  async confirmTwoFactorSetup(
    @Ctx() context: GraphQLContext,
    @Args(() => TwoFactorCodeArgs) { code }: TwoFactorCodeArgs,
  ): Promise<string[]> {
    const codes = await this.steps.twoFactor.confirmSetup(sessionUser(context).id, code);
    await enrolled(context.req);
    return codes;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'turns your two-step sign-in off: your password and a code' })
  async disableTwoFactor(
    @Ctx() context: GraphQLContext,
    @Args(() => DisableTwoFactorArgs) { password, code }: DisableTwoFactorArgs,
  ): Promise<boolean> {
    const checked = await this.steps.twoFactor.disable(sessionUser(context).id, password, code);
    if (checked.kind !== 'accepted') throw refused(checked);
    return true;
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Boolean, { description: 'admin only: turns a member’s two-step sign-in off (a lost phone)' })
  async resetUserTwoFactor(@Arg('userId', () => Int) userId: number): Promise<boolean> {
    await this.steps.twoFactor.reset(userId);
    return true;
  }

  @Authorized()
  @Query(() => SecuritySettings, { description: 'the team’s sign-in policy (an admin changes it)' })
  async securitySettings(): Promise<SecuritySettings> {
    return this.withDeadline(await this.steps.securitySettings.get());
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => SecuritySettings, { description: 'admin only: require two-step sign-in, after a grace period' })
  async updateSecuritySettings(
    @Arg('input', () => SecuritySettingsInput) input: SecuritySettingsInput,
  ): Promise<SecuritySettings> {
    return this.withDeadline(await this.steps.securitySettings.update(input));
  }

  private withDeadline(settings: Omit<SecuritySettings, 'enrolmentDeadline'>): SecuritySettings {
    return { ...settings, enrolmentDeadline: enrolmentDeadlineOf(settings) };
  }
}
