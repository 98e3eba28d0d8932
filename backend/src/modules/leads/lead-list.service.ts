import type { DataSource, SelectQueryBuilder } from 'typeorm';
import {
  checkPageSize,
  decodeCursor,
  keysetPage,
  toPage,
  type Cursor,
  type Page,
} from '../../engine/db/keyset-pagination';
import { getPlainEntities, getPlainEntitiesWith } from '../../engine/db/plain-entities';
import { Lead } from './lead.entity';
import { likePattern, type LeadFilterValues, type LeadSortOrder } from './lead-query';
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
  replyStatus: ['replyDueAt', 'firstResponseAt'],
  __typename: [],
};

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
  /** the entity's selectable columns, listed on first use (columnsFor) */
  private leadColumns: ReadonlySet<keyof Lead> | null = null;

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
    const [sql, parameters] = this.matching(filter, now).select('1', 'one').getQueryAndParameters();
    // the sample first (reused for a minute): a broad search is not also counted up to the limit,
    // which read thousands of rows to find a thousand matches
    const sampled = await this.viewCounts.estimate(sql, parameters);
    if (sampled > SURELY_BEYOND_LIMIT) return { count: sampled, estimate: true };
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (${sql} LIMIT ${EXACT_TOTAL_LIMIT + 1}) AS m`,
      parameters,
    );
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
    const page = this.page(filter, now, sort, cursor, first + 1);
    const columns = this.columnsFor(options.fields ?? null);
    const keptTotal = this.viewCounts.totalSql(filter);
    if (keptTotal !== null) {
      const { entities, value } = await getPlainEntitiesWith<Lead, number>(page, columns, keptTotal);
      // a page past the last lead has no row to carry the total
      const count = value ?? (await this.total(filter, now)).count;
      return { ...toPage(entities, first, count), totalIsEstimate: false };
    }
    const [rows, total] = await Promise.all([getPlainEntities(page, columns), this.total(filter, now)]);
    return { ...toPage(rows, first, total.count), totalIsEstimate: total.estimate };
  }

  /**
   * The columns a page reads for these fields, and always its cursor's (id, createdAt); null (all)
   * for no fields or a field this does not know. A page of the lead table's twelve fields reads
   * neither the touches nor the consent, whose JSON took a third of the page's parsing.
   */
  private columnsFor(fields: ReadonlySet<string> | null): (keyof Lead)[] | null {
    if (!fields) return null;
    this.leadColumns ??= new Set(
      this.dataSource
        .getMetadata(Lead)
        .columns.filter((column) => column.isSelect)
        .map((column) => column.propertyName as keyof Lead),
    );
    const columns = this.leadColumns;
    const read = new Set<keyof Lead>(['id', 'createdAt']);
    for (const field of fields) {
      const derived = DERIVED_FIELDS[field];
      if (derived) derived.forEach((column) => read.add(column));
      else if (columns.has(field as keyof Lead)) read.add(field as keyof Lead);
      else return null;
    }
    return [...read];
  }

  /**
   * The leads a filter matches, as a query to count, page or aggregate (the statistics build on
   * it). Spam is a separate view, never mixed into the list; each
   * condition is written so that a partial index of the migrations serves it (the list's indexes
   * hold only leads that are not spam; the reply filters use the index of unanswered leads).
   */
  matching(filter: LeadFilterValues | null, now: Date): SelectQueryBuilder<Lead> {
    const query = this.dataSource.getRepository(Lead).createQueryBuilder('lead');
    query.where(filter?.spam ? 'lead.spam' : 'NOT lead.spam');
    if (!filter) return query;
    const search = filter.search?.trim();
    if (search) {
      query.andWhere('(lead.name ILIKE :pattern OR lead.email ILIKE :pattern OR lead.company ILIKE :pattern)', {
        pattern: likePattern(search),
      });
    }
    if (filter.businessType) query.andWhere('lead.businessType = :businessType', { businessType: filter.businessType });
    if (filter.companySize) query.andWhere('lead.companySize = :companySize', { companySize: filter.companySize });
    if (filter.timeline) query.andWhere('lead.timeline = :timeline', { timeline: filter.timeline });
    if (filter.createdFrom) query.andWhere('lead.createdAt >= :createdFrom', { createdFrom: filter.createdFrom });
    if (filter.createdTo) query.andWhere('lead.createdAt <= :createdTo', { createdTo: filter.createdTo });
    if (filter.firstTouchSource)
      query.andWhere('lead.firstTouchSource = :firstTouchSource', { firstTouchSource: filter.firstTouchSource });
    if (filter.firstTouchCampaign)
      query.andWhere('lead.firstTouchCampaign = :firstTouchCampaign', {
        firstTouchCampaign: filter.firstTouchCampaign,
      });
    switch (filter.replyStatus) {
      case 'REPLIED':
        query.andWhere('lead.firstResponseAt IS NOT NULL');
        break;
      case 'OVERDUE':
        query.andWhere('lead.firstResponseAt IS NULL AND lead.replyDueAt <= :now', { now });
        break;
      case 'AWAITING':
        query.andWhere('lead.firstResponseAt IS NULL AND lead.replyDueAt > :now', { now });
        break;
      default:
        break;
    }
    return query;
  }

  /** A keyset page of the leads a filter matches (the list's pages, the export's batches). */
  page(
    filter: LeadFilterValues | null,
    now: Date,
    sort: LeadSortOrder,
    cursor: Cursor | null,
    limit: number,
  ): SelectQueryBuilder<Lead> {
    return keysetPage(this.matching(filter, now), 'lead', sort === 'NEWEST_FIRST' ? 'DESC' : 'ASC', cursor, limit);
  }
}
