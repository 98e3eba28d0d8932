import type { Lead } from './lead.entity';
import type { LeadFilterValues, LeadSortOrder } from './lead-query';
import { InvalidInputError } from '../../errors';

/** The REST API's lead: the spec's snake_case field names. */
export function toRestLead(lead: Lead) {
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
    timeline: lead.timeline,
    budget: lead.budget,
    source: lead.source,
    message: lead.message,
    created_at: lead.createdAt.toISOString(),
  };
}

/** snake_case REST keys -> the service's camelCase keys */
const PAYLOAD_KEYS: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  message: 'message',
  business_type: 'businessType',
  company_size: 'companySize',
  annual_revenue: 'annualRevenue',
  client_value: 'clientValue',
  marketing_needs: 'marketingNeeds',
  timeline: 'timeline',
  budget: 'budget',
  source: 'source',
  lead_event_id: 'leadEventId',
  contact_fax: 'contactFax',
  form_fill_ms: 'formFillMs',
};
const REST_NAMES = Object.fromEntries(Object.entries(PAYLOAD_KEYS).map(([rest, camel]) => [camel, rest]));

export function fromRestPayload(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const source = body as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const [rest, camel] of Object.entries(PAYLOAD_KEYS)) {
    if (Object.prototype.hasOwnProperty.call(source, rest)) payload[camel] = source[rest];
  }
  return payload;
}

/** Reports field errors under the names the REST client sent. */
export function restFieldErrors(error: InvalidInputError): InvalidInputError {
  const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [REST_NAMES[k] ?? k, v]));
  return new InvalidInputError(fields, error.message);
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

/** Filters from a query string (the list and the CSV export take the same ones). */
export function filterFromQuery(query: Query): { filter: LeadFilterValues; sort: LeadSortOrder } {
  const sortParam = text(query, 'sort');
  if (sortParam !== null && sortParam !== 'newest' && sortParam !== 'oldest') {
    throw new InvalidInputError({ sort: 'sort must be newest or oldest' });
  }
  return {
    filter: {
      search: text(query, 'search'),
      businessType: text(query, 'businessType'),
      companySize: text(query, 'companySize'),
      timeline: text(query, 'timeline'),
      createdFrom: date(query, 'createdFrom'),
      createdTo: date(query, 'createdTo'),
    },
    sort: sortParam === 'oldest' ? 'OLDEST_FIRST' : 'NEWEST_FIRST',
  };
}
