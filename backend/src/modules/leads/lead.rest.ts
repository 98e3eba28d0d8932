import { InvalidInputError } from '../../engine/errors';
import { RestInput } from '../../engine/http/rest-input';
import { isJsonObject } from '../../engine/validation';
import type { Lead } from './lead.entity';
import { CreateLeadInput } from './lead.inputs';
import { COMPANY_SIZES, FILTERABLE_BUSINESS_TYPES, TIMELINES } from './lead-options';
import { readRestConsent } from './lead-consent';
import type { LeadConsent } from './lead-consent.type';
import type { LeadFilterValues, LeadSortOrder } from './lead-query';
import type { ReplyStatus } from './lead-reply';
import { TOUCH_REST_NAMES, TOUCH_TEXT_FIELDS, type TouchFields } from './lead-touch';
import type { Touch } from './lead-touch.type';

/** each stored field beside its REST name, paired once rather than looked up per lead */
const TOUCH_REST_FIELDS = TOUCH_TEXT_FIELDS.map((field) => [field, TOUCH_REST_NAMES[field]] as const);

function toRestTouch(touch: Touch | null) {
  if (!touch) return null;
  const rest: Record<string, string | null> = {};
  for (const [field, name] of TOUCH_REST_FIELDS) rest[name] = touch[field] ?? null;
  rest.at = touch.at ? touch.at.toISOString() : null;
  return rest;
}

function toRestConsent(consent: LeadConsent | null) {
  if (!consent) return null;
  const { analytics, marketing, at, version } = consent;
  return { analytics, marketing, at: at.toISOString(), version };
}

/** What anyone who submits a lead gets back: the form's fields, the same for a quarantined lead as for any other. */
export function toPublicRestLead(lead: Lead) {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    business_type: lead.businessType,
    company_size: lead.companySize,
    annual_revenue: lead.annualRevenue,
    client_value: lead.clientValue,
    marketing_needs: lead.marketingNeeds,
    service_interest: lead.serviceInterest,
    company_website: lead.companyWebsite,
    timeline: lead.timeline,
    budget: lead.budget,
    source: lead.source,
    message: lead.message,
    created_at: lead.createdAt.toISOString(),
  };
}

/**
 * The admin's lead over REST: the spec's snake_case field names. The public fields' object is
 * extended in place: spreading it into a new literal cost ten times as much (a page of 50 leads
 * took 1.3 ms of CPU, most of the REST page's own time).
 */
export function toRestLead(lead: Lead, replyStatus: ReplyStatus) {
  return Object.assign(toPublicRestLead(lead), {
    spam: lead.spam,
    spam_reason: lead.spamReason,
    first_touch: toRestTouch(lead.firstTouch),
    last_touch: toRestTouch(lead.lastTouch),
    consent: toRestConsent(lead.consent),
    reply_due_at: lead.replyDueAt.toISOString(),
    first_response_at: lead.firstResponseAt ? lead.firstResponseAt.toISOString() : null,
    reply_status: replyStatus.toLowerCase(),
  });
}

/**
 * The contact form's fields; the touches are read apart, since nothing in them may refuse the lead,
 * and so is the consent, an object of its own rules.
 */
type LeadFormFields = Omit<CreateLeadInput, 'firstTouch' | 'lastTouch' | 'consent'>;

const leadFormInput = new RestInput<LeadFormFields>(CreateLeadInput, {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  message: 'message',
  businessType: 'business_type',
  companySize: 'company_size',
  annualRevenue: 'annual_revenue',
  clientValue: 'client_value',
  marketingNeeds: 'marketing_needs',
  serviceInterest: 'service_interest',
  companyWebsite: 'company_website',
  timeline: 'timeline',
  budget: 'budget',
  source: 'source',
  leadEventId: 'lead_event_id',
  contactFax: 'contact_fax',
  formFillMs: 'form_fill_ms',
});

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
};

function replyStatus(query: Query, key: string): ReplyStatus | null {
  const value = text(query, key);
  if (value === null) return null;
  const status = Object.prototype.hasOwnProperty.call(REST_REPLY_STATUSES, value) ? REST_REPLY_STATUSES[value] : null;
  if (!status) throw new InvalidInputError({ [key]: `${key} must be awaiting, overdue or replied` });
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
