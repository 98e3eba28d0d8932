import type { Request, RequestHandler } from 'express';
import { ApiTokenScope } from '../auth/api-token-scope';
import { runAs } from '../auth/audit-context';
import type { Principal } from '../auth/principal';
import { UserRole } from '../auth/user-role';
import { HttpError } from './errors';
import { sessionPrincipal } from './session';
import { ENROLMENT_REQUIRED_CODE, ENROLMENT_REQUIRED_MESSAGE } from './two-factor-enrolment';

declare module 'express-serve-static-core' {
  interface Request {
    /** who the request acts for (set by `authentication`); null when no one is signed in */
    principal?: Principal | null;
  }
}

const BEARER = /^Bearer ([^\s]+)$/i;
const CHALLENGE = 'Bearer realm="api"';

/** A path for the signed-in, asked without a principal: 401, or 403 for a session held to enrolment. */
function signInRequired(req: Request, res: Parameters<RequestHandler>[1]): HttpError {
  return req.enrolmentRequired
    ? new HttpError(403, ENROLMENT_REQUIRED_MESSAGE, ENROLMENT_REQUIRED_CODE)
    : unauthorized(res, 'Not authenticated', false);
}

/** A 401 that tells the client how to authenticate (RFC 6750). */
function unauthorized(res: Parameters<RequestHandler>[1], message: string, invalidToken: boolean): HttpError {
  res.setHeader('WWW-Authenticate', invalidToken ? `${CHALLENGE}, error="invalid_token"` : CHALLENGE);
  return new HttpError(401, message);
}

/**
 * Who a request to /api or /graphql acts for. With `Authorization: Bearer <token>` it is the
 * token's owner within the token's scope, and the request never touches a session (no cookie is
 * read or set); a missing, malformed, unknown, revoked or expired token is a 401 with
 * WWW-Authenticate. Without the header it is the session's user, if any. The rest of the request
 * runs as that actor for the audit log.
 */
/** Finds who a bearer token acts for (the API tokens' module); null for an unknown, revoked or expired token. */
export type TokenAuthenticator = { authenticate(token: string): Promise<Principal | null> };

export function authentication(tokens: TokenAuthenticator, session: RequestHandler[]): RequestHandler {
  const withSession = (req: Request, res: Parameters<RequestHandler>[1], done: (error?: unknown) => void) => {
    const run = (index: number): void => {
      const handler = session[index];
      if (!handler) {
        done();
        return;
      }
      void handler(req, res, (error?: unknown) => (error ? done(error) : run(index + 1)));
    };
    run(0);
  };
  return (req, res, next) => {
    const proceed = (principal: Principal | null) => {
      req.principal = principal;
      runAs({ userId: principal?.id ?? null, username: principal?.username ?? null, ip: req.ip ?? null }, next);
    };
    const header = req.get('authorization');
    if (header === undefined) {
      withSession(req, res, (error) => (error ? next(error) : proceed(sessionPrincipal(req))));
      return;
    }
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) {
      next(unauthorized(res, 'The Authorization header must be "Bearer <token>"', true));
      return;
    }
    tokens
      .authenticate(token)
      .then(
        (principal) =>
          principal
            ? proceed(principal)
            : next(unauthorized(res, 'The API token is invalid, revoked or expired', true)),
        next,
      );
  };
}

/** For a public route's short way: a request with an Authorization header skips to the route's next definition. */
export const withoutAuthorization: RequestHandler = (req, _res, next) => {
  next(req.get('authorization') === undefined ? undefined : 'route');
};

/** A signed-in user or a valid token; else 401 (403 for a session held to enrolment). */
export const requireSignedIn: RequestHandler = (req, res, next) => {
  next(req.principal ? undefined : signInRequired(req, res));
};

/** Changes: an admin, by session or by a WRITE token; an analyst or a READ token gets a 403. */
export const requireAdmin: RequestHandler = (req, res, next) => {
  const { principal } = req;
  if (!principal) {
    next(signInRequired(req, res));
    return;
  }
  if (principal.role !== UserRole.ADMIN) {
    next(new HttpError(403, 'Only an admin may do this'));
    return;
  }
  next(principal.token?.scope === ApiTokenScope.READ ? new HttpError(403, 'This API token can only read') : undefined);
};
