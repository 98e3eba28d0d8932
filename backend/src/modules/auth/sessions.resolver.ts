import { IsString, Matches } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../engine/graphql/context';
import { ForbiddenError, NotFoundError } from '../../engine/errors';
import { UserRole } from '../../engine/auth/user-role';
import type { SessionsService } from './sessions.service';

@ObjectType({ description: 'a place where you are signed in (a browser or device)' })
export class Session {
  @Field(() => String, { description: 'a digest of the session, not its cookie: what endSession takes' })
  id: string;

  @Field(() => Boolean, { description: 'the session this request came with' })
  current: boolean;

  @Field(() => Date, { nullable: true, description: 'when it signed in' })
  createdAt: Date | null;

  @Field(() => Date, { description: 'its last request, to within a minute' })
  lastSeenAt: Date;

  @Field(() => String, { nullable: true, description: 'the IP address that signed in' })
  ip: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'the browser’s User-Agent at sign-in (its first 256 characters)',
  })
  userAgent: string | null;
}

@ArgsType()
export class EndSessionArgs {
  @Field(() => String, { description: 'a Session.id from mySessions' })
  @IsString()
  @Matches(/^[0-9a-f]{32}$/, { message: 'Not a session id' })
  id: string;
}

@Resolver(() => Session)
export class SessionsResolver {
  constructor(private readonly sessions: SessionsService) {}

  @Authorized()
  @Query(() => [Session], { description: 'where you are signed in: this session first, then the most recently active' })
  mySessions(@Ctx() { user, req }: GraphQLContext): Promise<Session[]> {
    if (!user) throw new NotFoundError('User not found');
    return this.sessions.list(user.id, req.session?.id ?? null);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'signs one of your sessions out; it is refused on its next request' })
  async endSession(
    @Ctx() { user, req }: GraphQLContext,
    @Args(() => EndSessionArgs) { id }: EndSessionArgs,
  ): Promise<boolean> {
    if (!user) throw new NotFoundError('User not found');
    await this.sessions.endOwn(user.id, id, req.session?.id ?? null);
    return true;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'signs out every session of yours but this one; how many ended' })
  endOtherSessions(@Ctx() { user, req }: GraphQLContext): Promise<number> {
    if (!user) throw new NotFoundError('User not found');
    // with an API token there is no "this one": it would end them all
    if (user.token || !req.session) throw new ForbiddenError('Sign in with a session to end your other sessions');
    return this.sessions.endOthers(user.id, req.session.id);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Int, {
    description: 'admin only: signs a member out everywhere (their API tokens stay); how many ended',
  })
  endUserSessions(@Arg('userId', () => Int) userId: number): Promise<number> {
    return this.sessions.endAllOf(userId);
  }
}
