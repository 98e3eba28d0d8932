import { InvalidInputError } from '../../engine/errors';

/** The steps of the public site's funnel a browser reports. */
const FUNNEL_EVENTS = ['page_view', 'form_start', 'form_submit', 'booking_click'] as const;
type FunnelEventName = (typeof FUNNEL_EVENTS)[number];

export type FunnelEvent = { event: FunnelEventName; source: string; campaign: string };

/** Longest source or campaign kept, in characters; a longer one is cut, not refused. */
const FUNNEL_TEXT_MAX = 100;

const isEvent = (value: unknown): value is FunnelEventName =>
  typeof value === 'string' && (FUNNEL_EVENTS as readonly string[]).includes(value);

function text(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new InvalidInputError({ [name]: `${name} must be a string` });
  return Array.from(value.replace(/\p{Cc}/gu, '').trim())
    .slice(0, FUNNEL_TEXT_MAX)
    .join('')
    .trim();
}

/**
 * A funnel event as a browser sent it: JSON, or JSON in a text/plain body (navigator.sendBeacon's
 * Blob). The source is lowercased so that "Facebook" and "facebook" count together.
 */
export function readFunnelEvent(body: unknown): FunnelEvent {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new InvalidInputError({ body: 'The body must be JSON' });
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidInputError({ body: 'The body must be a JSON object: { event, source?, campaign? }' });
  }
  const { event, source, campaign } = parsed as Record<string, unknown>;
  if (!isEvent(event)) {
    throw new InvalidInputError({ event: `event must be one of ${FUNNEL_EVENTS.join(', ')}` });
  }
  return { event, source: text(source, 'source').toLowerCase(), campaign: text(campaign, 'campaign') };
}
