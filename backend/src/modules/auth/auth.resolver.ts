import { GraphQLError } from 'graphql';
import { Args, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../engine/graphql/context';
import { signOut } from '../../engine/http/session';
import { CredentialsArgs } from './auth.inputs';
import { DEMO_ADMIN } from './auth.service';
import { passwordAccepted, type SignInSteps } from './sign-in-steps';
import { User } from './user.entity';

@ObjectType()
class DemoCredentials {
  @Field(() => String)
  username: string;

  @Field(() => String)
  password: string;
}

@ObjectType({ description: 'what a right password leads to' })
class SignInResult {
  @Field(() => Boolean, { description: 'true: no session yet, send the code with verifyTwoFactor' })
  twoFactorRequired: boolean;

  @Field(() => User, { nullable: true, description: 'the signed-in user; null while the second step is awaited' })
  user: User | null;
}

@Resolver(() => User)
export class AuthResolver {
  constructor(private readonly steps: SignInSteps) {}

  @Query(() => DemoCredentials, {
    nullable: true,
    description: 'the demo admin, only while the server runs with it (never in production)',
  })
  demoCredentials(@Ctx() { demoMode }: GraphQLContext): DemoCredentials | null {
    return demoMode ? { ...DEMO_ADMIN } : null;
  }

  @Mutation(() => SignInResult, { description: 'with two-step sign-in on, the session starts at verifyTwoFactor' })
  async login(
    @Ctx() { req }: GraphQLContext,
    @Args(() => CredentialsArgs) credentials: CredentialsArgs,
  ): Promise<SignInResult> {
    const user = await this.steps.users.authenticate(credentials);
    if (!user) throw new GraphQLError('Invalid username or password', { extensions: { code: 'UNAUTHENTICATED' } });
    const twoFactorRequired = await passwordAccepted(req, user, this.steps);
    return { twoFactorRequired, user: twoFactorRequired ? null : user };
  }

  @Mutation(() => Boolean, { description: 'ends the session; true even when no one was signed in' })
  async logout(@Ctx() { req }: GraphQLContext): Promise<boolean> {
    await signOut(req);
    return true;
  }
}
