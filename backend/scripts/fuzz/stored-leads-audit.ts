import { isEmail, isIn, maxLength, minLength } from 'class-validator';
import { LEAD_FIELDS, optionValues, snakeCase, type LeadField } from '../../src/modules/leads/lead-fields';
import { SOURCE_MAX_LENGTH } from '../../src/modules/leads/lead-options';
import { isWebsiteOrEmpty, normalizeWebsite } from '../../src/modules/leads/lead-website';
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

/** a stored answer against its field's rules (lead-fields.ts): what a validated, normalised submission leaves */
function validAnswer(field: LeadField, value: string | null): boolean {
  if (value === null) return field.required !== true;
  if (value !== value.trim()) return false;
  switch (field.kind) {
    case 'choice':
      return isIn(value, optionValues(field));
    case 'email':
      return maxLength(value, field.maxLength) && isEmail(value);
    case 'website':
      return value !== '' && normalizeWebsite(value) === value && isWebsiteOrEmpty(value);
    default:
      return minLength(value, field.minLength ?? 1) && maxLength(value, field.maxLength);
  }
}

const ANSWER_COLUMNS = LEAD_FIELDS.map((field) => [field, snakeCase(field.key)] as const);

/** every stored lead against the contact form's rules in lead.inputs.ts (with class-validator's own checks), and its touches */
export async function auditLeadRows(target: Target): Promise<{ checked: number; invalid: string[] }> {
  const rows = await target.withClient(
    async (client) =>
      (
        await client.query<LeadRow>(
          `SELECT id, ${ANSWER_COLUMNS.map(([, column]) => column).join(', ')}, source, first_touch, last_touch FROM lead`,
        )
      ).rows,
  );
  const invalid: string[] = [];
  const optional = (v: string | null, max: number) => v === null || (v === v.trim() && maxLength(v, max));
  for (const row of rows) {
    const broken: string[] = [];
    for (const [field, column] of ANSWER_COLUMNS) if (!validAnswer(field, row[column])) broken.push(column);
    if (!optional(row.source, SOURCE_MAX_LENGTH)) broken.push('source');
    if (!cleanTouch(row.first_touch)) broken.push('first_touch');
    if (!cleanTouch(row.last_touch)) broken.push('last_touch');
    if (broken.length > 0) invalid.push(`id ${row.id}: ${broken.join(', ')} in ${JSON.stringify(row).slice(0, 300)}`);
  }
  return { checked: rows.length, invalid };
}
