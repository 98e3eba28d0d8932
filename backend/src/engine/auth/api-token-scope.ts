import { registerEnumType } from 'type-graphql';

/** READ runs queries only; WRITE runs mutations too (an admin's tokens only). */
export enum ApiTokenScope {
  READ = 'READ',
  WRITE = 'WRITE',
}

registerEnumType(ApiTokenScope, { name: 'ApiTokenScope' });
