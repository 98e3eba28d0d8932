import { GraphQLError } from 'graphql';
import { Args, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../engine/graphql/context';
import { signIn, signOut } from '../../engine/http/session';
import { CredentialsArgs } from './auth.inputs';
import { DEMO_ADMIN } from './auth.service';
import type { UsersService } from './users.service';
import { User } from './user.entity';

@ObjectType()
class DemoCredentials {
  @Field(() => String)
  username: string;

  @Field(() => String)
  password: string;
}

@Resolver(() => User)
export class AuthResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => DemoCredentials, {
    nullable: true,
    description: 'the demo admin, only while the server runs with it (never in production)',
  })
  demoCredentials(@Ctx() { demoMode }: GraphQLContext): DemoCredentials | null {
    return demoMode ? { ...DEMO_ADMIN } : null;
  }

  @Mutation(() => User)
  async login(
    @Ctx() { req }: GraphQLContext,
    @Args(() => CredentialsArgs) credentials: CredentialsArgs,
  ): Promise<User> {
    const user = await this.users.authenticate(credentials);
    if (!user) throw new GraphQLError('Invalid username or password', { extensions: { code: 'UNAUTHENTICATED' } });
    await signIn(req, { id: user.id, username: user.username, role: user.role });
    return user;
  }

  @Mutation(() => Boolean, { description: 'ends the session; true even when no one was signed in' })
  async logout(@Ctx() { req }: GraphQLContext): Promise<boolean> {
    await signOut(req);
    return true;
  }
}
