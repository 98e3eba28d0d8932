import type { Request, RequestHandler } from 'express';

export const ENROLMENT_REQUIRED_CODE = 'TWO_FACTOR_ENROLMENT_REQUIRED';
export const ENROLMENT_REQUIRED_MESSAGE = 'Your team requires two-step sign-in: set it up before anything else';

/**
 * True when the request comes from a session held to enrolment (session.ts, `enrolBy`) whose
 * deadline has passed. An API token is never held: tokens are unaffected by the requirement.
 */
export function mustEnrolFirst(req: Request, nowMs: number): boolean {
  const enrolBy = req.principal?.token === null ? req.session?.enrolBy : undefined;
  return enrolBy !== undefined && nowMs >= enrolBy;
}

/** REST: a session that must enrol first gets a 403 for every path but `allowedPaths`. */
export function enrolmentGate(now: () => Date, allowedPaths: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (!mustEnrolFirst(req, now().getTime()) || allowedPaths.includes(req.path)) {
      next();
      return;
    }
    res.status(403).json({ success: false, error: ENROLMENT_REQUIRED_MESSAGE, code: ENROLMENT_REQUIRED_CODE });
  };
}
