import { InvalidInputError } from '../../errors';
import { RestInput } from '../../http/rest-input';
import type { Lead } from './lead.entity';
import { CreateLeadInput } from './lead.inputs';
import type { LeadFilterValues, LeadSortOrder } from './lead-query';

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

/** POST /api/leads: the contact form's fields under the spec's snake_case names. */
export const leadRestInput = new RestInput(CreateLeadInput, {
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
  timeline: 'timeline',
  budget: 'budget',
  source: 'source',
  leadEventId: 'lead_event_id',
  contactFax: 'contact_fax',
  formFillMs: 'form_fill_ms',
});

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
