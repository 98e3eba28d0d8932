import { Readable, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Lead } from './lead.entity';
import type { leadPayload } from './lead-payload';
import { LEAD_FIELDS, snakeCase } from './lead-fields';
import { TOUCH_REST_NAMES } from './lead-touch';

type RestLead = ReturnType<typeof leadPayload>;

/** a touch's columns, as the REST API names them */
const TOUCH_COLUMNS = Object.values(TOUCH_REST_NAMES);

/**
 * The export's columns as they were when this list was frozen: spreadsheets built on the export
 * read them by position, so they keep their order (the touches flattened).
 */
const FROZEN_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'business_type',
  'company_size',
  'annual_revenue',
  'client_value',
  'marketing_needs',
  'timeline',
  'budget',
  'source',
  'message',
  'created_at',
  ...TOUCH_COLUMNS.map((column) => `first_touch_${column}`),
  ...TOUCH_COLUMNS.map((column) => `last_touch_${column}`),
  'reply_status',
  'reply_due_at',
  'first_response_at',
  'service_interest',
  'company_website',
];

/** Columns of the export, in order: the frozen ones, then every answer added since (lead-fields.ts). */
export const LEAD_CSV_COLUMNS = [
  ...FROZEN_COLUMNS,
  ...LEAD_FIELDS.map((field) => snakeCase(field.key)).filter((column) => !FROZEN_COLUMNS.includes(column)),
];

/**
 * A spreadsheet treats a cell starting with = + - @ (or tab / carriage return) as a formula;
 * prefixing a quote keeps it text (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvRow({ first_touch, last_touch, ...lead }: RestLead): Record<string, unknown> {
  const row: Record<string, unknown> = { ...lead };
  for (const column of TOUCH_COLUMNS) {
    row[`first_touch_${column}`] = first_touch?.[column] ?? null;
    row[`last_touch_${column}`] = last_touch?.[column] ?? null;
  }
  return row;
}

/** A CSV stream of the leads the batches yield, read only as fast as the client downloads. */
export function leadsCsv(
  batches: AsyncIterable<Lead[]>,
  restLead: (lead: Lead) => RestLead,
): { source: Readable; csv: Transform } {
  async function* rows() {
    for await (const batch of batches) {
      for (const lead of batch) yield csvRow(restLead(lead));
    }
  }
  return {
    source: Readable.from(rows()),
    csv: stringify({ header: true, columns: LEAD_CSV_COLUMNS, cast: { string: neutraliseCell } }),
  };
}
