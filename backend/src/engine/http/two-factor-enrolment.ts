import type { Request, RequestHandler } from 'express';

export const ENROLMENT_REQUIRED_CODE = 'TWO_FACTOR_ENROLMENT_REQUIRED';
export const ENROLMENT_REQUIRED_MESSAGE = 'Your team requires two-step sign-in: set it up before anything else';

/**
 * True when the request's session is signed in as `userId` and held to enrolment (session.ts,
 * `enrolBy`) past its deadline. Read from the session itself, so a sign-in answers it for the
 * session it has just begun.
 */
export function sessionMustEnrol(req: Request, userId: number, nowMs: number): boolean {
  const enrolBy = req.session?.userId === userId ? req.session.enrolBy : undefined;
  return enrolBy !== undefined && nowMs >= enrolBy;
}

/**
 * True when the request comes from a session held to enrolment whose deadline has passed. An API
 * token is never held: tokens are unaffected by the requirement.
 */
export function mustEnrolFirst(req: Request, nowMs: number): boolean {
  const { principal } = req;
  return principal?.token === null && sessionMustEnrol(req, principal.id, nowMs);
}

declare module 'express-serve-static-core' {
  interface Request {
    /** set by `enrolmentGate`: the session is held to enrolment, and acts here as no one */
    enrolmentRequired?: boolean;
  }
}

/**
 * REST: a session that must enrol first acts as no one on every path but `allowedPaths`. A public
 * path (the site's tracking settings, the retention periods) answers it as any visitor; a path for
 * the signed-in answers 403 with the enrolment code (`signInRequired`), which sends the back office
 * to the enrolment page.
 */
export function enrolmentGate(now: () => Date, allowedPaths: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (mustEnrolFirst(req, now().getTime()) && !allowedPaths.includes(req.path)) {
      req.principal = null;
      req.enrolmentRequired = true;
    }
    next();
  };
}
