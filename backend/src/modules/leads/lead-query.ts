import { InvalidInputError } from '../../errors';

/** Filters shared by the admin list, the REST list and the CSV export. */
export type LeadFilterValues = {
  search?: string | null;
  businessType?: string | null;
  companySize?: string | null;
  timeline?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
};

export type LeadSortOrder = 'NEWEST_FIRST' | 'OLDEST_FIRST';

export type LeadCursor = { createdAt: Date; id: number };

export const MAX_PAGE_SIZE = 200;

export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): LeadCursor {
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  const numericId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(numericId)) {
    throw new InvalidInputError({ after: 'Invalid cursor' });
  }
  return { createdAt, id: numericId };
}

export function checkPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new InvalidInputError({ first: `Page size must be between 1 and ${MAX_PAGE_SIZE}` });
  }
  return first;
}

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
