import { Readable, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Lead } from './lead.entity';
import { toRestLead } from './lead.rest';

/** Columns of the export, in order: every field of the admin's lead. */
const COLUMNS = [
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
] as const;

/**
 * A spreadsheet treats a cell starting with = + - @ (or tab / carriage return) as a formula;
 * prefixing a quote keeps it text (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV stream of the leads the batches yield, read only as fast as the client downloads. */
export function leadsCsv(batches: AsyncIterable<Lead[]>): { source: Readable; csv: Transform } {
  async function* rows() {
    for await (const batch of batches) {
      for (const lead of batch) yield toRestLead(lead);
    }
  }
  return {
    source: Readable.from(rows()),
    csv: stringify({ header: true, columns: [...COLUMNS], cast: { string: neutraliseCell } }),
  };
}
