import type { Request, Response } from 'express';
import type { SessionUser } from '../http/session';

export type GraphQLContext = {
  req: Request;
  res: Response;
  user: SessionUser | null;
  /** true while the server runs with its demo admin (development only) */
  demoMode: boolean;
};
