import type { Request } from 'express';
import { chatVisitorFromCookie } from '../chat';
import type { LeadRequestContext } from './lead-intake.service';
import { META_BROWSER_COOKIE, metaBrowserId } from './meta-click-ids';
import { cookieValue } from '../../engine/http/cookies';

/**
 * What a lead's request tells about the visitor: the details Meta uses to match a Lead event
 * (IP behind trust proxy, browser, page, the pixel's browser id cookie), and the chat cookie that
 * finds their conversation.
 */
export function leadRequestContext(req: Request): LeadRequestContext {
  return {
    clientIp: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    sourceUrl: req.get('referer') ?? null,
    fbp: metaBrowserId(cookieValue(req.headers.cookie, META_BROWSER_COOKIE)),
    chatVisitorId: chatVisitorFromCookie(req.headers.cookie),
  };
}
