import type { ReplyStatus } from './lead-reply';

/** Filters shared by the admin list, the REST list and the CSV export. */
export type LeadFilterValues = {
  search?: string | null;
  businessType?: string | null;
  companySize?: string | null;
  timeline?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  /** true: the spam quarantine; otherwise the leads that are not spam */
  spam?: boolean | null;
  replyStatus?: ReplyStatus | null;
  firstTouchSource?: string | null;
  firstTouchCampaign?: string | null;
};

export type LeadSortOrder = 'NEWEST_FIRST' | 'OLDEST_FIRST';

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
