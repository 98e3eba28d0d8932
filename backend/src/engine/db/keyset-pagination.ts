import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { InvalidInputError } from '../errors';

/*
 * Cursor pagination over (a time, id): creation time for most lists of the app, a call's start
 * time for the calendar. A page resumes after the last row of the previous one, so a page costs
 * the same however deep it is, and rows added meanwhile neither repeat nor go missing. Each list
 * has an index on (its time, id).
 */

export const MAX_PAGE_SIZE = 200;

/** Where a page ends: the last row's sort key. */
export type Cursor = { at: Date; id: number };

export type SortDirection = 'ASC' | 'DESC';

/** A page of a list that is not counted. */
export type UncountedPage<T> = { nodes: T[]; hasNextPage: boolean; endCursor: string | null };

export type Page<T> = UncountedPage<T> & { totalCount: number };

type Paged = ObjectLiteral & { id: number };

type Created = Paged & { createdAt: Date };

export function checkPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new InvalidInputError({ first: `Page size must be between 1 and ${MAX_PAGE_SIZE}` });
  }
  return first;
}

function encodeCursor({ at, id }: Cursor): string {
  return Buffer.from(`${at.toISOString()}|${id}`, 'utf8').toString('base64url');
}

/** The opaque `after` a client sent back, or null for the first page. */
export function decodeCursor(raw: string | null | undefined): Cursor | null {
  if (!raw) return null;
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  const numericId = Number(id);
  if (Number.isNaN(at.getTime()) || !Number.isInteger(numericId)) {
    throw new InvalidInputError({ after: 'Invalid cursor' });
  }
  return { at, id: numericId };
}

/**
 * Orders `query` (whose rows are `alias`) by (sortBy, id) and keeps `limit` rows after `cursor`;
 * `sortBy` names the rows' time property.
 */
export function keysetPage<T extends Paged>(
  query: SelectQueryBuilder<T>,
  alias: string,
  direction: SortDirection,
  cursor: Cursor | null,
  limit: number,
  sortBy = 'createdAt',
): SelectQueryBuilder<T> {
  if (cursor) {
    const comparison = direction === 'DESC' ? '<' : '>';
    query.andWhere(`(${alias}.${sortBy}, ${alias}.id) ${comparison} (:cursorAt, :cursorId)`, {
      cursorAt: cursor.at,
      cursorId: cursor.id,
    });
  }
  return query.orderBy(`${alias}.${sortBy}`, direction).addOrderBy(`${alias}.id`, direction).limit(limit);
}

/**
 * The page of `first` rows from a query that asked for one more, to learn whether more follow;
 * `sortTime` reads a row's time as the query sorted by it.
 */
export function uncountedPage<T extends Paged>(rows: T[], first: number, sortTime: (row: T) => Date): UncountedPage<T> {
  const hasNextPage = rows.length > first;
  const nodes = hasNextPage ? rows.slice(0, first) : rows;
  const last = nodes[nodes.length - 1];
  return { nodes, hasNextPage, endCursor: last ? encodeCursor({ at: sortTime(last), id: last.id }) : null };
}

/** The same for a list in creation order, with the list's total. */
export function toPage<T extends Created>(rows: T[], first: number, totalCount: number): Page<T> {
  return { ...uncountedPage(rows, first, (row) => row.createdAt), totalCount };
}
