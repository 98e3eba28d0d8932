import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { isVisitorId } from '../tracking/visitor-id';

/**
 * How a lead finds the conversation of the visitor who submitted it: the chat endpoint remembers
 * the visitor id in an HTTP-only cookie, and while a lead request runs, the id from that cookie is
 * available to the chat module's Lead subscriber (chat-lead-link.subscriber.ts). The contact form
 * and the leads module need to know nothing of it.
 */
export const CHAT_VISITOR_COOKIE = 'chat_visitor';
const COOKIE_MAX_AGE_MS = 180 * 24 * 3600 * 1000;

const currentVisitor = new AsyncLocalStorage<string>();

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
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CHAT_VISITOR_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isVisitorId(value) ? value : null;
  }
  return null;
}

/** Runs the rest of the request with the chat visitor id (if any) in scope. */
export const chatVisitorScope: RequestHandler = (req, _res, next) => {
  const visitorId = chatVisitorFromCookie(req.headers.cookie);
  if (visitorId === null) {
    next();
    return;
  }
  currentVisitor.run(visitorId, () => next());
};

/** The chat visitor of the request being handled, or null. */
export function currentChatVisitor(): string | null {
  return currentVisitor.getStore() ?? null;
}
