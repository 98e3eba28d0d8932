import type { Request, Response } from 'express';
import type { Principal } from '../auth/principal';
import type { StatsPlans } from '../../modules/stats/lead-stats.service';

export type GraphQLContext = {
  req: Request;
  res: Response;
  /** the signed-in user or the token's owner (http/authentication.ts); null for a visitor */
  user: Principal | null;
  /** true while the server runs with its demo admin (development only) */
  demoMode: boolean;
  /** the statistics' plans this request has made, shared by its resolvers (made on first use) */
  statsPlans?: StatsPlans;
};
