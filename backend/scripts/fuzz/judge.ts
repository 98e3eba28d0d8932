import type { HttpResult } from '../real-server/http-client';
import type { FuzzCase } from './endpoints';
import { serialise } from './payloads';

/**
 * What is wrong with an answer: a 5xx or no answer at all, script markup the input carried echoed
 * back raw, or a lead refused over its touches.
 */

/** what a script fragment in an HTML answer would look like */
const MARKERS = ['<script', 'onerror=', 'onload=', 'javascript:', '<svg', '<iframe', '<img'];

function errorMessages(parsed: unknown): string[] {
  const messages: string[] = [];
  if (typeof parsed !== 'object' || parsed === null) return messages;
  const record = parsed as Record<string, unknown>;
  if (typeof record.error === 'string') messages.push(record.error);
  if (typeof record.message === 'string') messages.push(record.message);
  const collectFields = (fields: unknown) => {
    if (typeof fields === 'object' && fields !== null)
      for (const v of Object.values(fields)) if (typeof v === 'string') messages.push(v);
  };
  collectFields(record.fields);
  if (Array.isArray(record.errors)) {
    for (const e of record.errors as Record<string, unknown>[]) {
      if (typeof e?.message === 'string') messages.push(e.message);
      collectFields((e?.extensions as Record<string, unknown> | undefined)?.fields);
    }
  }
  return messages;
}

/** a lead stored: 201 over REST; over GraphQL a createLead without errors */
function accepted(c: FuzzCase, res: HttpResult): boolean {
  if (c.path !== '/graphql') return res.status === 201;
  try {
    const body = JSON.parse(res.body) as { data?: { createLead?: unknown }; errors?: unknown };
    return res.status === 200 && body.errors === undefined && typeof body.data?.createLead === 'object';
  } catch {
    return false;
  }
}

/** what is wrong with one answer, if anything */
export function judge(c: FuzzCase, res: HttpResult): { kind: string; detail: string }[] {
  const problems: { kind: string; detail: string }[] = [];
  if (res.status === 0) problems.push({ kind: 'no answer', detail: res.error ?? 'no answer' });
  if (res.status >= 500) {
    let message = res.body.slice(0, 200);
    try {
      message = errorMessages(JSON.parse(res.body)).join(' | ') || message;
    } catch {
      /* not JSON */
    }
    problems.push({ kind: '5xx', detail: message });
  }
  if (c.mustAccept && res.status !== 0 && res.status < 500 && !accepted(c, res))
    problems.push({ kind: 'lead refused over its touches', detail: res.body.slice(0, 300) });
  const input = `${c.path} ${serialise(c.body)}`.toLowerCase();
  const contentType = String(res.headers['content-type'] ?? '');
  const body = res.body.toLowerCase();
  if (/html/i.test(contentType)) {
    for (const marker of MARKERS) {
      if (input.includes(marker) && body.includes(marker))
        problems.push({ kind: 'script reflected in HTML', detail: marker });
    }
  }
  // an error message may quote the bad value (GraphQL does), but as JSON data with its markup
  // escaped (\u003c): the answer's bytes never carry a tag a browser could run
  if (/json/i.test(contentType) && input.includes('<script') && body.includes('<script')) {
    problems.push({
      kind: '<script reflected in a JSON answer',
      detail: res.body.slice(Math.max(0, body.indexOf('<script') - 80), body.indexOf('<script') + 120),
    });
  }
  return problems;
}
