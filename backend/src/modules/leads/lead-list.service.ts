import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { checkPageSize, decodeCursor, toPage, type Cursor, type Page } from '../../engine/db/keyset-pagination';
import { poolOf } from '../../engine/db/pool';
import { preparedRead } from '../../engine/db/prepared-query';
import { Lead } from './lead.entity';
import type { LeadFilterValues, LeadSortOrder } from './lead-query';
import {
  LEAD_COLUMNS,
  leadColumnsOf,
  leadCondition,
  leadConditions,
  leadCountStatement,
  leadPageStatement,
  readLeadPage,
  type LeadPageQuery,
} from './lead-statements';
import { LeadViewCounts } from './lead-view-counts';
import type { LeadsServiceOptions } from './leads.service';

export type LeadListOptions = {
  first: number;
  after?: string | null;
  filter?: LeadFilterValues | null;
  sort?: LeadSortOrder;
  /** the fields of Lead the caller reads (a GraphQL selection): only their columns are read; all when absent */
  fields?: ReadonlySet<string> | null;
};

/** what a field of Lead that is no column reads; any other field that is no column reads every column */
const DERIVED_FIELDS: Record<string, (keyof Lead)[]> = {
  replyStatus: ['replyDueAt', 'firstResponseAt', 'repliedByBooking'],
  // the duplicates module's fields, found from the lead's id alone (the table's marker among them)
  hasPossibleDuplicates: [],
  possibleDuplicates: [],
  __typename: [],
};

/** the properties LEAD_COLUMNS reads */
const LEAD_PROPERTIES: ReadonlySet<string> = new Set(LEAD_COLUMNS.map(([, property]) => property));

/** Up to this many, a filter's total is counted exactly; beyond, it is estimated. */
export const EXACT_TOTAL_LIMIT = 1000;
/**
 * A sample that estimates this many matches is taken as it is, without the capped count: with
 * the sample's 5,000 rows, a filter matching no more than EXACT_TOTAL_LIMIT leads estimates this
 * high about once in 10^8 tries at a million leads (never while the sample holds 5 % of them).
 */
const SURELY_BEYOND_LIMIT = 20 * EXACT_TOTAL_LIMIT;

type LeadTotal = { count: number; estimate: boolean };

/** A page of leads; `totalIsEstimate`: totalCount is an estimate of over EXACT_TOTAL_LIMIT leads. */
export type LeadPage = Page<Lead> & { totalIsEstimate: boolean };

export type LeadCountValues = { overdue: number; spam: number };

/** The lead table: pages, totals, the header's counts, and the queries the statistics build on. */
export class LeadListService {
  private readonly viewCounts: LeadViewCounts;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: LeadsServiceOptions,
  ) {
    this.viewCounts = new LeadViewCounts(dataSource);
  }

  /** The header's counts: the same figures as the overdue and spam filters' totalCount. */
  counts(): Promise<LeadCountValues> {
    return this.viewCounts.badges(this.options.now());
  }

  /** Folds the kept view counts' rows (a scheduled chore); returns how many it folded. */
  foldViewCounts(): Promise<number> {
    return this.viewCounts.fold();
  }

  /**
   * How many leads a filter matches: a kept count for a whole view; else counted, up to
   * EXACT_TOTAL_LIMIT, and beyond it estimated from a sample (counting them all would read them all).
   */
  private async total(filter: LeadFilterValues | null, now: Date): Promise<LeadTotal> {
    const kept = await this.viewCounts.total(filter, now);
    if (kept !== null) return { count: kept, estimate: false };
    const condition = leadCondition(filter, now);
    // the sample first (reused for a minute): a broad search is not also counted up to the limit,
    // which read thousands of rows to find a thousand matches
    const sampled = await this.viewCounts.estimate(condition);
    if (sampled > SURELY_BEYOND_LIMIT) return { count: sampled, estimate: true };
    const counting = leadCountStatement(condition, EXACT_TOTAL_LIMIT + 1);
    const [{ count }] = await preparedRead<{ count: number }>(poolOf(this.dataSource), counting.text, counting.values);
    if (count <= EXACT_TOTAL_LIMIT) return { count, estimate: false };
    return { count: Math.max(sampled, count), estimate: true };
  }

  /**
   * The id of the lead (not spam, the newest of several) that has each of these email addresses,
   * compared in lower case, in one query; an address no lead has is not in the map.
   */
  async leadIdsByEmail(emails: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.query<{ email: string; id: number }[]>(
      `SELECT DISTINCT ON (lower("email")) lower("email") AS "email", "id" FROM "lead"
       WHERE lower("email") = ANY ($1::text[]) AND NOT "spam"
       ORDER BY lower("email"), "id" DESC`,
      [wanted],
    );
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  async list(options: LeadListOptions): Promise<LeadPage> {
    const first = checkPageSize(options.first);
    const sort = options.sort ?? 'NEWEST_FIRST';
    const cursor = decodeCursor(options.after);
    const filter = options.filter ?? null;
    // one instant for the page and its count, so a lead cannot turn overdue between the two
    const now = this.options.now();
    const page = {
      filter,
      now,
      sort,
      cursor,
      limit: first + 1,
      columns: this.columnsFor(options.fields ?? null),
      duplicateMark: options.fields?.has('hasPossibleDuplicates') ?? false,
    };
    const keptTotal = this.viewCounts.totalSql(filter);
    if (keptTotal !== null) {
      const { leads, alongside } = await this.read<number>({ ...page, alongside: keptTotal });
      // a page past the last lead has no row to carry the total
      const count = alongside ?? (await this.total(filter, now)).count;
      return { ...toPage(leads, first, count), totalIsEstimate: false };
    }
    const [{ leads }, total] = await Promise.all([this.read(page), this.total(filter, now)]);
    return { ...toPage(leads, first, total.count), totalIsEstimate: total.estimate };
  }

  /**
   * The columns a page reads for these fields, and always its cursor's (id, createdAt); all of them
   * for no fields or a field this does not know. A page of the lead table's twelve fields reads
   * neither the touches nor the consent, whose JSON took a third of the page's parsing.
   */
  private columnsFor(fields: ReadonlySet<string> | null): LeadPageQuery['columns'] {
    if (!fields) return LEAD_COLUMNS;
    const read = new Set<keyof Lead>(['id', 'createdAt']);
    for (const field of fields) {
      const derived = DERIVED_FIELDS[field];
      if (derived) derived.forEach((column) => read.add(column));
      else if (LEAD_PROPERTIES.has(field)) read.add(field as keyof Lead);
      else return LEAD_COLUMNS;
    }
    return leadColumnsOf(read);
  }

  /**
   * The leads a filter matches, as a query builder for the statistics to count and aggregate: the
   * same conditions as the pages' (lead-statements.ts), over the alias `lead`.
   */
  matching(filter: LeadFilterValues | null, now: Date): SelectQueryBuilder<Lead> {
    const parameters: Record<string, unknown> = {};
    const bind = (value: unknown) => {
      const name = `leadFilter${Object.keys(parameters).length}`;
      parameters[name] = value;
      return `:${name}`;
    };
    const condition = leadConditions(filter, now, bind).join(' AND ');
    return this.dataSource.getRepository(Lead).createQueryBuilder('lead').where(`(${condition})`, parameters);
  }

  /** A keyset page of the leads a filter matches, every column read (the export's batches). */
  async page(
    filter: LeadFilterValues | null,
    now: Date,
    sort: LeadSortOrder,
    cursor: Cursor | null,
    limit: number,
  ): Promise<Lead[]> {
    return (await this.read({ filter, now, sort, cursor, limit, columns: LEAD_COLUMNS })).leads;
  }

  /** A page's leads and the value read alongside them, in one prepared statement on a connection of the pool. */
  private async read<V>(page: LeadPageQuery): Promise<{ leads: Lead[]; alongside: V | null }> {
    const { text, values } = leadPageStatement(page);
    const rows = await preparedRead<Record<string, unknown>>(poolOf(this.dataSource), text, values);
    return readLeadPage<V>(rows, page.columns);
  }
}
