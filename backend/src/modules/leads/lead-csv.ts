import { LEAD_FIELDS, snakeCase } from './lead-fields';
import { TOUCH_REST_NAMES, TOUCH_TEXT_FIELDS } from './lead-touch';

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

/** The export's first line. */
export const LEAD_CSV_HEADER = `${LEAD_CSV_COLUMNS.join(',')}\n`;

/*
 * Each column as SQL over "lead", for PostgreSQL to write the CSV itself (COPY): the values
 * formatted as the REST API answers them, so the export reads like GET /api/leads/{id}.
 */

/**
 * A spreadsheet treats a cell starting with = + - @ (or tab / carriage return) as a formula;
 * prefixing a quote keeps it text (OWASP CSV injection).
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** A cell of a CSV the app writes itself (the import's error file), neutralised. */
export function neutraliseCell(value: string): string {
  return FORMULA_STARTS.includes(value.charAt(0)) ? `'${value}` : value;
}

/** The same starts as code points: ascii() reads a text's first one without copying it. */
const FORMULA_CODE_POINTS = FORMULA_STARTS.map((start) => start.charCodeAt(0)).join(', ');

/** A text cell, neutralised like neutraliseCell; an empty text is written as nothing, like a missing one. */
const textCell = (sql: string) =>
  `CASE WHEN ascii(${sql}) IN (${FORMULA_CODE_POINTS}) THEN '''' || ${sql} ELSE NULLIF(${sql}, '') END`;

/** A time as Date.toISOString() writes it, in UTC to the millisecond. */
const isoTime = (sql: string) => `to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each touch's fields, read once per row (the aliases of the FROM clause below). */
const TOUCH_ALIASES = { first_touch: 'ft', last_touch: 'lt' } as const;

const touchRecord = (column: keyof typeof TOUCH_ALIASES) =>
  `LEFT JOIN LATERAL jsonb_to_record("${column}") AS "${TOUCH_ALIASES[column]}"(${[...TOUCH_TEXT_FIELDS, 'at']
    .map((field) => `"${field}" text`)
    .join(', ')}) ON TRUE`;

/** The export's FROM clause: the lead, and its touches' fields. */
export const LEAD_CSV_FROM = `"lead" ${touchRecord('first_touch')} ${touchRecord('last_touch')}`;

/** The reply status judged at `now` (a placeholder), as lead-reply.ts's replyStatusAt writes it. */
const replyStatus = (now: string) =>
  `CASE WHEN "first_response_at" IS NOT NULL THEN (CASE WHEN "replied_by_booking" THEN 'meeting_booked' ELSE 'replied' END)
        WHEN "reply_due_at" <= ${now} THEN 'overdue' ELSE 'awaiting' END`;

/** Columns that are not free text. */
function computedColumn(column: string, now: string): string | null {
  if (column === 'id') return '"lead"."id"';
  if (column === 'reply_status') return replyStatus(now);
  if (['created_at', 'reply_due_at', 'first_response_at'].includes(column)) return isoTime(`"lead"."${column}"`);
  for (const [touch, alias] of Object.entries(TOUCH_ALIASES)) {
    for (const [field, name] of Object.entries(TOUCH_REST_NAMES)) {
      if (column === `${touch}_${name}`) return textCell(`"${alias}"."${field}"`);
    }
  }
  return null;
}

/** The export's select list, in LEAD_CSV_COLUMNS' order; `now`: the placeholder of the time the reply status is judged at. */
export function leadCsvSelectList(now: string): string {
  return LEAD_CSV_COLUMNS.map((column) => computedColumn(column, now) ?? textCell(`"lead"."${column}"`)).join(', ');
}
