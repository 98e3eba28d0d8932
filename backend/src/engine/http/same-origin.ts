import type { RequestHandler } from 'express';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence for the cookie-authenticated API: a state-changing request a browser sends from
 * another site carries that site in Origin (or Referer), and is refused. Requests with neither
 * header come from programs, not from a victim's browser, and pass. Mounted after the Stripe
 * webhook, which Stripe calls from its own servers, and after `authentication`: a request with an
 * API token carries no cookie a victim's browser could add (a browser never sends a Bearer header
 * by itself, and another site's script cannot set one without a CORS preflight this server refuses),
 * so it passes whatever its Origin.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || req.principal?.token) {
    next();
    return;
  }
  const claimed = originOf(req.get('origin')) ?? originOf(req.get('referer'));
  if (claimed === null || claimed === req.get('host')) {
    next();
    return;
  }
  next(new HttpError(403, 'Cross-site request refused'));
};
