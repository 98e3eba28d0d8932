import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../engine/graphql/context';
import type { Principal } from '../../engine/auth/principal';
import { ApiToken } from './api-token.entity';
import { CreateApiTokenInput } from './api-token.inputs';
import type { ApiTokensService } from './api-tokens.service';

@ObjectType()
class CreatedApiToken {
  @Field(() => String, { description: 'the token itself: shown this once, never again' })
  token: string;

  @Field(() => ApiToken)
  apiToken: ApiToken;
}

/** `@Authorized()` guarantees a user; this gives it its type. */
function signedIn(user: Principal | null): Principal {
  if (!user) throw new Error('an @Authorized() field ran without a user');
  return user;
}

/** Each user's own tokens: anyone signed in manages theirs. */
@Resolver(() => ApiToken)
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Authorized()
  @Query(() => [ApiToken], { description: 'your tokens, newest first, revoked and expired ones included' })
  apiTokens(@Ctx() { user }: GraphQLContext): Promise<ApiToken[]> {
    return this.tokens.list(signedIn(user).id);
  }

  @Authorized()
  @Mutation(() => CreatedApiToken, { description: 'the token is in the answer once; only its hash is kept' })
  createApiToken(
    @Ctx() { user }: GraphQLContext,
    @Arg('input', () => CreateApiTokenInput) input: CreateApiTokenInput,
  ): Promise<CreatedApiToken> {
    return this.tokens.create(signedIn(user), input);
  }

  @Authorized()
  @Mutation(() => ApiToken, { description: 'stops the token at once' })
  revokeApiToken(@Ctx() { user }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ApiToken> {
    return this.tokens.revoke(signedIn(user).id, id);
  }
}
