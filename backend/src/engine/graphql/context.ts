import type { Request, Response } from 'express';
import type { Principal } from '../auth/principal';

export type GraphQLContext = {
  req: Request;
  res: Response;
  /** the signed-in user or the token's owner (http/authentication.ts); null for a visitor */
  user: Principal | null;
  /** true while the server runs with its demo admin (development only) */
  demoMode: boolean;
};
