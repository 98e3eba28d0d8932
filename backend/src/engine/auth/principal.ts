import type { ApiTokenScope } from './api-token-scope';
import type { UserRole } from './user-role';

/**
 * Who a request acts for: a signed-in user (session cookie), or the owner of a personal API
 * token (Authorization: Bearer), limited to the token's scope.
 */
export type Principal = {
  id: number;
  username: string;
  role: UserRole;
  /** null for a session */
  token: { id: number; scope: ApiTokenScope } | null;
};
