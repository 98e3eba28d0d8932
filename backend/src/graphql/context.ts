import type { Request, Response } from 'express';
import type { SessionUser } from '../http/session';
import type { Services } from '../modules/services';

export type GraphQLContext = {
  req: Request;
  res: Response;
  user: SessionUser | null;
  services: Services;
  /** true while the server runs with its demo admin (development only) */
  demoMode: boolean;
};
