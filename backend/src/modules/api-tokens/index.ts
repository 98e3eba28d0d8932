import type { ModuleDefinition } from '../../engine/module';
import { ApiToken } from './api-token.entity';
import { ApiTokensResolver } from './api-tokens.resolver';
import type { ApiTokensService } from './api-tokens.service';

/** Personal API tokens: made, listed and revoked by their owner; checked on each request that carries one. */
export const apiTokensModule: ModuleDefinition<{ apiTokens: ApiTokensService }> = {
  name: 'api-tokens',
  auditActions: ['api_token.created', 'api_token.revoked'],
  entities: [ApiToken],
  resolvers: [{ type: ApiTokensResolver, create: (s) => new ApiTokensResolver(s.apiTokens) }],
};
