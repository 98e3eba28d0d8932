import type { Request, Response } from 'express';
import { cookieValue } from '../../engine/http/cookies';
import { isVisitorId } from '../../engine/http/visitor-id';

/**
 * How a lead finds the conversation of the visitor who submitted it: the chat endpoint remembers
 * the visitor id in an HTTP-only cookie, and a lead's adapters read it back from that cookie
 * (http/lead-request-context.ts) for the lead service to link the two.
 */
const CHAT_VISITOR_COOKIE = 'chat_visitor';
const COOKIE_MAX_AGE_MS = 180 * 24 * 3600 * 1000;

export function rememberChatVisitor(req: Request, res: Response, visitorId: string): void {
  res.cookie(CHAT_VISITOR_COOKIE, visitorId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: COOKIE_MAX_AGE_MS,
  });
}

export function chatVisitorFromCookie(cookieHeader: string | undefined): string | null {
  const value = cookieValue(cookieHeader, CHAT_VISITOR_COOKIE);
  // a visitor id needs no decoding, and a value that would is no visitor id
  return value !== null && isVisitorId(value) ? value : null;
}
