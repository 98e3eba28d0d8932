import type { Cursor } from '../../engine/db/keyset-pagination';
import { Lead } from './lead.entity';
import { consentColumn } from './lead-consent';
import { hasPossibleDuplicatesSql } from './lead-duplicate-keys';
import { LEAD_FIELDS, snakeCase } from './lead-fields';
import { likePattern, type LeadFilterValues, type LeadSortOrder } from './lead-query';
import { touchColumn } from './lead-touch';

/*
 * The lead table's statements as plain SQL: a page (the list's pages, the export's batches), the
 * capped count of a filter, and the filter's condition they share (the statistics build on it
 * too). They are put together from the fixed fragments below; every value a request brings (a
 * search, an option, a date, a cursor) is a parameter ($1, $2, …), never part of the text. The
 * only numbers in the text are a page's row limit, an integer checked here (sqlInteger): with
 * `LIMIT $n` PostgreSQL plans for a tenth of the table and never reuses the plan, which is the
 * cost the prepared statements exist to save.
 */

/**
 * A lead's columns as the pages and the export read them: column name → property of Lead, the
 * answers' from lead-fields.ts. The columns the entity leaves out of its reads (first_touch_source and first_touch_campaign, kept
 * for the filters; the reminders' timestamps) are not here.
 */
export const LEAD_COLUMNS: readonly (readonly [column: string, property: keyof Lead])[] = [
  ['id', 'id'],
  ...LEAD_FIELDS.map((field) => [snakeCase(field.key), field.key] as const),
  ['source', 'source'],
  ['created_at', 'createdAt'],
  ['spam', 'spam'],
  ['spam_reason', 'spamReason'],
  ['first_touch', 'firstTouch'],
  ['last_touch', 'lastTouch'],
  ['consent', 'consent'],
  ['reply_due_at', 'replyDueAt'],
  ['first_response_at', 'firstResponseAt'],
  ['replied_by_booking', 'repliedByBooking'],
];

/**
 * How a stored value becomes the property's, for the columns that need more than the pg driver's
 * own parsing (text, integer, boolean, timestamptz and jsonb are read as they come).
 */
const COLUMN_READERS: Partial<Record<keyof Lead, (stored: unknown) => unknown>> = {
  firstTouch: (stored): unknown => touchColumn.from(stored),
  lastTouch: (stored): unknown => touchColumn.from(stored),
  consent: (stored): unknown => consentColumn.from(stored),
};

/** A statement's text and its values, in the order of the text's $1, $2, … */
export type LeadStatement = { text: string; values: unknown[] };

/** Makes a value a parameter of the statement being built and returns its placeholder. */
type Bind = (value: unknown) => string;

/** A binder of $1, $2, … into `values`. */
function positional(values: unknown[]): Bind {
  return (value) => {
    values.push(value);
    return `$${values.length}`;
  };
}

/** An integer written into a statement's text (a row limit); anything else is refused. */
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row limit: ${value}`);
  return String(value);
}

/**
 * The conditions of the leads a filter matches, over the columns of "lead", each bound through
 * `bind`. Spam is a view of its own, never mixed into the list; each condition is written so that a
 * partial index of the migrations serves it (the list's indexes hold only leads that are not spam;
 * the reply filters use the index of unanswered leads).
 */
export function leadConditions(filter: LeadFilterValues | null, now: Date, bind: Bind): string[] {
  const conditions = [filter?.spam ? '"spam"' : 'NOT "spam"'];
  if (!filter) return conditions;
  const search = filter.search?.trim();
  if (search) {
    const pattern = bind(likePattern(search));
    conditions.push(`("name" ILIKE ${pattern} OR "email" ILIKE ${pattern} OR "company" ILIKE ${pattern})`);
  }
  if (filter.businessType) conditions.push(`"business_type" = ${bind(filter.businessType)}`);
  if (filter.companySize) conditions.push(`"company_size" = ${bind(filter.companySize)}`);
  if (filter.timeline) conditions.push(`"timeline" = ${bind(filter.timeline)}`);
  if (filter.createdFrom) conditions.push(`"created_at" >= ${bind(filter.createdFrom)}`);
  if (filter.createdTo) conditions.push(`"created_at" <= ${bind(filter.createdTo)}`);
  if (filter.firstTouchSource) conditions.push(`"first_touch_source" = ${bind(filter.firstTouchSource)}`);
  if (filter.firstTouchCampaign) conditions.push(`"first_touch_campaign" = ${bind(filter.firstTouchCampaign)}`);
  switch (filter.replyStatus) {
    case 'REPLIED':
      conditions.push('"first_response_at" IS NOT NULL');
      break;
    case 'MEETING_BOOKED':
      conditions.push('"replied_by_booking"');
      break;
    case 'OVERDUE':
      conditions.push(`"first_response_at" IS NULL AND "reply_due_at" <= ${bind(now)}`);
      break;
    case 'AWAITING':
      conditions.push(`"first_response_at" IS NULL AND "reply_due_at" > ${bind(now)}`);
      break;
    default:
      break;
  }
  return conditions;
}

/** The condition of the leads a filter matches, its values $1, $2, … */
export function leadCondition(filter: LeadFilterValues | null, now: Date): LeadStatement {
  const values: unknown[] = [];
  return { text: leadConditions(filter, now, positional(values)).join(' AND '), values };
}

/** The columns of these properties, in LEAD_COLUMNS' order; all of them for null. */
export function leadColumnsOf(properties: ReadonlySet<keyof Lead> | null): readonly (readonly [string, keyof Lead])[] {
  return properties ? LEAD_COLUMNS.filter(([, property]) => properties.has(property)) : LEAD_COLUMNS;
}

/** The select list of these columns, each under its property's name. */
function selectList(columns: readonly (readonly [string, keyof Lead])[]): string {
  return columns
    .map(([column, property]) => (column === property ? `"${column}"` : `"${column}" AS "${property}"`))
    .join(', ');
}

/** The alias of the value a page reads alongside its leads. */
const ALONGSIDE = 'alongside_value';
/** The alias of a page's duplicate mark, the property of Lead it sets. */
const DUPLICATE_MARK = 'hasPossibleDuplicates';

export type LeadPageQuery = {
  filter: LeadFilterValues | null;
  now: Date;
  sort: LeadSortOrder;
  /** the last lead of the page before; null for the first page */
  cursor: Cursor | null;
  limit: number;
  columns: readonly (readonly [string, keyof Lead])[];
  /** a scalar SQL expression without parameters (a kept total), read in every row */
  alongside?: string | null;
  /** read each lead's hasPossibleDuplicates too (the table's marker), in the same statement */
  duplicateMark?: boolean;
};

/**
 * A keyset page of the leads a filter matches, in (created_at, id) order: it resumes after the
 * cursor, so a page costs the same however deep it is (the list's index is on (created_at, id)).
 */
export function leadPageStatement(page: LeadPageQuery): LeadStatement {
  const values: unknown[] = [];
  const bind = positional(values);
  const conditions = leadConditions(page.filter, page.now, bind);
  const direction = page.sort === 'NEWEST_FIRST' ? 'DESC' : 'ASC';
  if (page.cursor) {
    const after = direction === 'DESC' ? '<' : '>';
    conditions.push(`("created_at", "id") ${after} (${bind(page.cursor.at)}, ${bind(page.cursor.id)})`);
  }
  const alongside = page.alongside ? `, ${page.alongside} AS "${ALONGSIDE}"` : '';
  const mark = page.duplicateMark ? `, ${hasPossibleDuplicatesSql('"lead"')} AS "${DUPLICATE_MARK}"` : '';
  return {
    text: `SELECT ${selectList(page.columns)}${alongside}${mark} FROM "lead"
      WHERE ${conditions.join(' AND ')}
      ORDER BY "created_at" ${direction}, "id" ${direction}
      LIMIT ${sqlInteger(page.limit)}`,
    values,
  };
}

/** How many leads a condition matches, counting no further than `cap` (one past it means "more"). */
export function leadCountStatement(condition: LeadStatement, cap: number): LeadStatement {
  return {
    text: `SELECT count(*)::int AS "count" FROM (SELECT 1 FROM "lead" WHERE ${condition.text} LIMIT ${sqlInteger(cap)}) AS m`,
    values: condition.values,
  };
}

/** The leads of a page's rows (only the page's columns are set), and the value read alongside them (null without rows). */
export function readLeadPage<V>(
  rows: Record<string, unknown>[],
  columns: readonly (readonly [string, keyof Lead])[],
): { leads: Lead[]; alongside: V | null } {
  const readers = columns.map(([, property]) => [property, COLUMN_READERS[property]] as const);
  const leads = rows.map((row) => {
    const lead = new Lead() as unknown as Record<string, unknown>;
    for (const [property, read] of readers) lead[property] = read ? read(row[property]) : row[property];
    if (DUPLICATE_MARK in row) lead[DUPLICATE_MARK] = row[DUPLICATE_MARK];
    return lead as unknown as Lead;
  });
  return { leads, alongside: rows.length === 0 ? null : ((rows[0][ALONGSIDE] as V | undefined) ?? null) };
}
