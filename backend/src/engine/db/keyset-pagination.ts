import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { InvalidInputError } from '../errors';

/*
 * Cursor pagination over (created_at, id), the order of every list of the app: a page resumes
 * after the last row of the previous one, so a page costs the same however deep it is, and rows
 * added meanwhile neither repeat nor go missing. Each list has an index on (created_at, id).
 */

export const MAX_PAGE_SIZE = 200;

/** Where a page ends: the last row's sort key. */
export type Cursor = { createdAt: Date; id: number };

export type SortDirection = 'ASC' | 'DESC';

export type Page<T> = { nodes: T[]; hasNextPage: boolean; endCursor: string | null; totalCount: number };

type Paged = ObjectLiteral & Cursor;

export function checkPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new InvalidInputError({ first: `Page size must be between 1 and ${MAX_PAGE_SIZE}` });
  }
  return first;
}

function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');
}

/** The opaque `after` a client sent back, or null for the first page. */
export function decodeCursor(raw: string | null | undefined): Cursor | null {
  if (!raw) return null;
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  const numericId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(numericId)) {
    throw new InvalidInputError({ after: 'Invalid cursor' });
  }
  return { createdAt, id: numericId };
}

/** Orders `query` (whose rows are `alias`) by (createdAt, id) and keeps `limit` rows after `cursor`. */
export function keysetPage<T extends Paged>(
  query: SelectQueryBuilder<T>,
  alias: string,
  direction: SortDirection,
  cursor: Cursor | null,
  limit: number,
): SelectQueryBuilder<T> {
  if (cursor) {
    const comparison = direction === 'DESC' ? '<' : '>';
    query.andWhere(`(${alias}.createdAt, ${alias}.id) ${comparison} (:cursorAt, :cursorId)`, {
      cursorAt: cursor.createdAt,
      cursorId: cursor.id,
    });
  }
  return query.orderBy(`${alias}.createdAt`, direction).addOrderBy(`${alias}.id`, direction).limit(limit);
}

/** The page of `first` rows from a query that asked for one more, to learn whether more follow. */
export function toPage<T extends Paged>(rows: T[], first: number, totalCount: number): Page<T> {
  const hasNextPage = rows.length > first;
  const nodes = hasNextPage ? rows.slice(0, first) : rows;
  const last = nodes[nodes.length - 1];
  return { nodes, hasNextPage, endCursor: last ? encodeCursor(last) : null, totalCount };
}
