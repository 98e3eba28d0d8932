import { InvalidInputError } from '../../engine/errors';
import { RestInput } from '../../engine/http/rest-input';
import { isJsonObject } from '../../engine/validation';
import { CreateLeadInput } from './lead.inputs';
import { choiceValues, FILTERABLE_BUSINESS_TYPES } from './lead-options';
import { readRestConsent } from './lead-consent';
import { LEAD_FIELDS, snakeCase, type LeadAnswerKey } from './lead-fields';
import type { LeadFilterValues, LeadSortOrder } from './lead-query';
import type { ReplyStatus } from './lead-reply';
import { TOUCH_REST_NAMES, type TouchFields } from './lead-touch';

/**
 * The contact form's fields; the touches are read apart, since nothing in them may refuse the lead,
 * and so is the consent, an object of its own rules.
 */
type LeadFormFields = Omit<CreateLeadInput, 'firstTouch' | 'lastTouch' | 'consent'>;

const leadFormInput = new RestInput<LeadFormFields>(CreateLeadInput, {
  ...(Object.fromEntries(LEAD_FIELDS.map((field) => [field.key, snakeCase(field.key)])) as Record<
    LeadAnswerKey,
    string
  >),
  source: 'source',
  leadEventId: 'lead_event_id',
  contactFax: 'contact_fax',
  formFillMs: 'form_fill_ms',
});

const COMPANY_SIZES = choiceValues('companySize');
const TIMELINES = choiceValues('timeline');

/** A REST touch under its field names, its string values only; anything that is no object is no touch. */
function restTouch(value: unknown): TouchFields | null {
  if (!isJsonObject(value)) return null;
  const touch: TouchFields = {};
  for (const [field, restName] of Object.entries(TOUCH_REST_NAMES) as [keyof TouchFields, string][]) {
    const sent = Object.prototype.hasOwnProperty.call(value, restName) ? value[restName] : undefined;
    if (typeof sent === 'string') touch[field] = sent;
  }
  return touch;
}

/** POST /api/leads: the contact form's fields, the touches and the consent, under the spec's snake_case names. */
export async function readRestLead(body: unknown): Promise<CreateLeadInput> {
  const form = await leadFormInput.read(body);
  const rest = isJsonObject(body) ? body : {};
  return Object.assign(form, {
    firstTouch: restTouch(rest.first_touch),
    lastTouch: restTouch(rest.last_touch),
    consent: await readRestConsent(rest.consent),
  });
}

type Query = Record<string, unknown>;

function text(query: Query, key: string): string | null {
  const value = query[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function date(query: Query, key: string): Date | null {
  const value = text(query, key);
  if (value === null) return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new InvalidInputError({ [key]: `${key} must be an ISO date` });
  return parsed;
}

function flag(query: Query, key: string): boolean {
  const value = text(query, key);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw new InvalidInputError({ [key]: `${key} must be true or false` });
}

/** A filter value from a fixed list: an API client's typo is a 400 naming the list, not an empty page. */
function oneOf(query: Query, key: string, allowed: readonly string[]): string | null {
  const value = text(query, key);
  if (value !== null && !allowed.includes(value)) {
    throw new InvalidInputError({ [key]: `${key} must be one of ${allowed.join(', ')}` });
  }
  return value;
}

const REST_REPLY_STATUSES: Record<string, ReplyStatus> = {
  awaiting: 'AWAITING',
  overdue: 'OVERDUE',
  replied: 'REPLIED',
  meeting_booked: 'MEETING_BOOKED',
};

function replyStatus(query: Query, key: string): ReplyStatus | null {
  const value = text(query, key);
  if (value === null) return null;
  const status = Object.prototype.hasOwnProperty.call(REST_REPLY_STATUSES, value) ? REST_REPLY_STATUSES[value] : null;
  if (!status) throw new InvalidInputError({ [key]: `${key} must be awaiting, overdue, replied or meeting_booked` });
  return status;
}

/** Filters from a query string (the list and the CSV export take the same ones). */
export function filterFromQuery(query: Query): { filter: LeadFilterValues; sort: LeadSortOrder } {
  const sortParam = text(query, 'sort');
  if (sortParam !== null && sortParam !== 'newest' && sortParam !== 'oldest') {
    throw new InvalidInputError({ sort: 'sort must be newest or oldest' });
  }
  return {
    filter: {
      search: text(query, 'search'),
      businessType: oneOf(query, 'businessType', FILTERABLE_BUSINESS_TYPES),
      companySize: oneOf(query, 'companySize', COMPANY_SIZES),
      timeline: oneOf(query, 'timeline', TIMELINES),
      createdFrom: date(query, 'createdFrom'),
      createdTo: date(query, 'createdTo'),
      spam: flag(query, 'spam'),
      replyStatus: replyStatus(query, 'reply_status'),
      firstTouchSource: text(query, 'first_touch_source'),
      firstTouchCampaign: text(query, 'first_touch_campaign'),
    },
    sort: sortParam === 'oldest' ? 'OLDEST_FIRST' : 'NEWEST_FIRST',
  };
}
