import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../engine/graphql/context';
import { NotFoundError } from '../../engine/errors';
import { ChangeMyPasswordArgs, CreateUserInput, ResetUserPasswordArgs, UpdateUserInput } from './users.inputs';
import type { UsersService } from './users.service';
import { UserRole } from '../../engine/auth/user-role';
import { User } from './user.entity';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly team: UsersService) {}

  @Query(() => User, { nullable: true, description: 'the signed-in user (or the token’s owner), or null' })
  me(@Ctx() { user }: GraphQLContext): Promise<User | null> {
    return user ? this.team.get(user.id) : Promise.resolve(null);
  }

  @Authorized(UserRole.ADMIN)
  @Query(() => [User], { description: 'admin only: the team, oldest account first' })
  users(): Promise<User[]> {
    return this.team.list();
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => User, { description: 'admin only: there is no public sign-up' })
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput): Promise<User> {
    return this.team.create(input);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => User, { description: 'a new role or a deactivation ends the user’s sessions and tokens at once' })
  updateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
  ): Promise<User> {
    return this.team.update(id, input);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Boolean, {
    description: 'sets someone’s password; their sessions end, and their API tokens unless revokeTokens is false',
  })
  async resetUserPassword(
    @Args(() => ResetUserPasswordArgs) { id, password, revokeTokens }: ResetUserPasswordArgs,
  ): Promise<boolean> {
    await this.team.resetPassword(id, password, { revokeTokens });
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'your own password; your other sessions end, this one stays' })
  async changeMyPassword(
    @Ctx() { user, req }: GraphQLContext,
    @Args(() => ChangeMyPasswordArgs) args: ChangeMyPasswordArgs,
  ): Promise<boolean> {
    if (!user) throw new NotFoundError('User not found');
    await this.team.changeOwnPassword(user.id, args, req.session?.id ?? null);
    return true;
  }
}
