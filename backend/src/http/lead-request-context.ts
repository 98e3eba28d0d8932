import type { Request } from 'express';
import type { LeadRequestContext } from '../modules/tracking/lead-conversions.service';

/** The visitor details Meta uses to match a Lead event: IP (behind trust proxy), browser, page. */
export function leadRequestContext(req: Request): LeadRequestContext {
  return {
    clientIp: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    sourceUrl: req.get('referer') ?? null,
  };
}
