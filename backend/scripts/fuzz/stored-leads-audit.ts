import { isEmail, isIn, maxLength, minLength } from 'class-validator';
import {
  ANNUAL_REVENUES,
  BUSINESS_TYPES,
  CLIENT_VALUES,
  COMPANY_SIZES,
  LEAD_LIMITS,
  MARKETING_BUDGETS,
  TIMELINES,
} from '../../src/modules/leads/lead-options';
import { TOUCH_TEXT_FIELDS, TOUCH_VALUE_MAX } from '../../src/modules/leads/lead-touch';
import type { Target } from '../real-server/targets';

type LeadRow = Record<string, string | null> & { first_touch: unknown; last_touch: unknown };

const TOUCH_KEYS = new Set<string>([...TOUCH_TEXT_FIELDS, 'at']);

/** a stored touch is null, or an object of known keys holding clean, short, non-empty text and a readable time */
function cleanTouch(touch: unknown): boolean {
  if (touch === null) return true;
  if (typeof touch !== 'object' || Array.isArray(touch)) return false;
  const entries = Object.entries(touch);
  return (
    entries.length > 0 &&
    entries.every(([key, value]) => {
      if (!TOUCH_KEYS.has(key) || typeof value !== 'string') return false;
      if (key === 'at') return !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;
      return value !== '' && value === value.trim() && !/\p{Cc}/u.test(value) && [...value].length <= TOUCH_VALUE_MAX;
    })
  );
}

/** every stored lead against the contact form's rules in lead.inputs.ts (with class-validator's own checks), and its touches */
export async function auditLeadRows(target: Target): Promise<{ checked: number; invalid: string[] }> {
  const rows = await target.withClient(
    async (client) =>
      (
        await client.query<LeadRow>(
          'SELECT id, name, email, phone, company, business_type, company_size, annual_revenue, client_value, marketing_needs, timeline, budget, source, message, first_touch, last_touch FROM lead',
        )
      ).rows,
  );
  const invalid: string[] = [];
  const text = (v: string | null, min: number, max: number) =>
    typeof v === 'string' && v === v.trim() && minLength(v, min) && maxLength(v, max);
  const optional = (v: string | null, max: number) => v === null || (v === v.trim() && maxLength(v, max));
  for (const row of rows) {
    const broken: string[] = [];
    if (!text(row.name, 2, LEAD_LIMITS.name)) broken.push('name');
    if (!(typeof row.email === 'string' && maxLength(row.email, LEAD_LIMITS.email) && isEmail(row.email)))
      broken.push('email');
    if (!text(row.phone, 10, LEAD_LIMITS.phone)) broken.push('phone');
    if (!text(row.company, 2, LEAD_LIMITS.company)) broken.push('company');
    if (!text(row.marketing_needs, 10, LEAD_LIMITS.marketingNeeds)) broken.push('marketing_needs');
    if (!isIn(row.business_type, [...BUSINESS_TYPES])) broken.push('business_type');
    if (!isIn(row.company_size, [...COMPANY_SIZES])) broken.push('company_size');
    if (!isIn(row.annual_revenue, [...ANNUAL_REVENUES])) broken.push('annual_revenue');
    if (!isIn(row.client_value, [...CLIENT_VALUES])) broken.push('client_value');
    if (!isIn(row.timeline, [...TIMELINES])) broken.push('timeline');
    if (!isIn(row.budget, [...MARKETING_BUDGETS])) broken.push('budget');
    if (!optional(row.source, LEAD_LIMITS.source)) broken.push('source');
    if (!optional(row.message, LEAD_LIMITS.message)) broken.push('message');
    if (!cleanTouch(row.first_touch)) broken.push('first_touch');
    if (!cleanTouch(row.last_touch)) broken.push('last_touch');
    if (broken.length > 0) invalid.push(`id ${row.id}: ${broken.join(', ')} in ${JSON.stringify(row).slice(0, 300)}`);
  }
  return { checked: rows.length, invalid };
}
