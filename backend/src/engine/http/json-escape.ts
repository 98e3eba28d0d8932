import type { RequestHandler } from 'express';

/**
 * `<`, `>` and `&` written as \u003c, \u003e and \u0026 in a JSON answer: the same data once
 * parsed, but no markup an input echoed in an error message (GraphQL quotes a bad variable's value)
 * could smuggle into a page that mishandles the body. Express does this for `res.json` with its
 * 'json escape' setting; this covers the answers Apollo sends as a ready string.
 */
function escapeJson(text: string): string {
  return text.replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export const escapeJsonAnswers: RequestHandler = (_req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body?: unknown) =>
    send(typeof body === 'string' && /json/.test(String(res.get('content-type'))) ? escapeJson(body) : body);
  next();
};
