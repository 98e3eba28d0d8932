import type { ValueTransformer } from 'typeorm';
import type { Touch } from './lead-touch.type';

/**
 * What the server keeps of a touch (lead-touch.type.ts): the browser's word, so only what it can
 * read, and never a reason to refuse the lead.
 */

/** A touch's text fields, in the order the REST API and the CSV export list them (then `at`). */
export const TOUCH_TEXT_FIELDS = [
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'gclid',
  'fbclid',
  'referrer',
  'landingPath',
] as const satisfies readonly (keyof Touch)[];

/** A touch as a client sent it: every field a string or absent (GraphQL's TouchInput, or REST's after its name mapping). */
export type TouchFields = Partial<Record<(typeof TOUCH_TEXT_FIELDS)[number] | 'at', string | null>>;

/** The REST name of each touch field (snake_case, as the spec names things), in the API's order. */
export const TOUCH_REST_NAMES = {
  source: 'source',
  medium: 'medium',
  campaign: 'campaign',
  term: 'term',
  content: 'content',
  gclid: 'gclid',
  fbclid: 'fbclid',
  referrer: 'referrer',
  landingPath: 'landing_path',
  at: 'at',
} as const satisfies Record<keyof TouchFields, string>;

/** Longest value kept, in characters (code points); the rest is cut off. */
export const TOUCH_VALUE_MAX = 200;

const CONTROL_CHARACTERS = /\p{Cc}/gu;
/** half of a UTF-16 pair on its own: PostgreSQL's jsonb refuses it */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** the browser sends Date.toISOString(); anything not starting like an ISO 8601 date is not read (Date.parse guesses) */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
/** times a JSON date and PostgreSQL both represent; outside them the value is taken as unreadable */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(LONE_SURROGATE, '').replace(CONTROL_CHARACTERS, '').trim();
  // counted in code points, so that the cut never leaves half of a surrogate pair
  const kept = Array.from(text.slice(0, TOUCH_VALUE_MAX * 2))
    .slice(0, TOUCH_VALUE_MAX)
    .join('')
    .trim();
  return kept === '' ? null : kept;
}

function cleanTime(value: unknown): Date | null {
  const text = cleanText(value);
  if (text === null || !ISO_DATE.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) || time < EARLIEST || time > LATEST ? null : new Date(time);
}

/**
 * What the server keeps of a touch: for each known field a string without control characters,
 * trimmed and cut to TOUCH_VALUE_MAX; `at` only when it reads as an ISO 8601 time. Anything else
 * (other keys, other types) is dropped; a touch left with nothing, or that is no object, is null.
 */
export function sanitiseTouch(sent: unknown): Touch | null {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return null;
  const fields = sent as Record<string, unknown>;
  const touch: Touch = {};
  for (const field of TOUCH_TEXT_FIELDS) {
    const value = Object.prototype.hasOwnProperty.call(fields, field) ? cleanText(fields[field]) : null;
    if (value !== null) touch[field] = value;
  }
  const at = Object.prototype.hasOwnProperty.call(fields, 'at') ? cleanTime(fields.at) : null;
  if (at !== null) touch.at = at;
  return Object.keys(touch).length === 0 ? null : touch;
}

type StoredTouch = Omit<Touch, 'at'> & { at?: string | null };

/**
 * jsonb holds `at` as its ISO string (JSON.stringify of the Date); the app reads it back as a Date,
 * in the object the driver just parsed (a spread copy cost a page of 50 leads a tenth of a millisecond).
 */
export const touchColumn: ValueTransformer = {
  to: (touch: Touch | null | undefined) => touch,
  from: (stored: StoredTouch | null): Touch | null =>
    stored === null ? null : Object.assign(stored, { at: stored.at ? new Date(stored.at) : null }),
};
