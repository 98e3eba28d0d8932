/**
 * The list's filter state as the page holds it, and its translations: the page's address (so a
 * filtered list can be linked to and survives a reload), GraphQL, and the export URL.
 */

export type LeadListSort = 'newest' | 'oldest';

export type LeadReplyFilter = '' | 'awaiting' | 'overdue' | 'replied';

export type LeadListFilters = {
  search: string;
  businessType: string;
  companySize: string;
  timeline: string;
  /** yyyy-mm-dd from a date input, read as the start of that day in the viewer's time zone */
  createdFrom: string;
  /** yyyy-mm-dd, read as the end of that day in the viewer's time zone */
  createdTo: string;
  /** the reply status now, as the REST API and the page's address spell it */
  replyStatus: LeadReplyFilter;
  /** the first touch's utm_source, matched exactly */
  firstTouchSource: string;
  /** the first touch's utm_campaign, matched exactly */
  firstTouchCampaign: string;
  sort: LeadListSort;
};

export const emptyLeadFilters: LeadListFilters = {
  search: '',
  businessType: '',
  companySize: '',
  timeline: '',
  createdFrom: '',
  createdTo: '',
  replyStatus: '',
  firstTouchSource: '',
  firstTouchCampaign: '',
  sort: 'newest',
};

/** The variables' shape of `LeadFilter`, kept local so this module stays free of generated code. */
export type LeadFilterVariables = {
  search?: string;
  businessType?: string;
  companySize?: string;
  timeline?: string;
  createdFrom?: string;
  createdTo?: string;
  replyStatus?: 'AWAITING' | 'OVERDUE' | 'REPLIED';
  firstTouchSource?: string;
  firstTouchCampaign?: string;
};

function dayBoundaryIso(day: string, edge: 'start' | 'end'): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match;
  const local =
    edge === 'start'
      ? new Date(Number(year), Number(month) - 1, Number(date), 0, 0, 0, 0)
      : new Date(Number(year), Number(month) - 1, Number(date), 23, 59, 59, 999);
  return Number.isNaN(local.getTime()) ? undefined : local.toISOString();
}

const REPLY_STATUS = { awaiting: 'AWAITING', overdue: 'OVERDUE', replied: 'REPLIED' } as const;

export function toLeadFilter(filters: LeadListFilters): LeadFilterVariables {
  const result: LeadFilterVariables = {};
  const search = filters.search.trim();
  if (search) result.search = search;
  if (filters.businessType) result.businessType = filters.businessType;
  if (filters.companySize) result.companySize = filters.companySize;
  if (filters.timeline) result.timeline = filters.timeline;
  const createdFrom = dayBoundaryIso(filters.createdFrom, 'start');
  if (createdFrom) result.createdFrom = createdFrom;
  const createdTo = dayBoundaryIso(filters.createdTo, 'end');
  if (createdTo) result.createdTo = createdTo;
  if (filters.replyStatus) result.replyStatus = REPLY_STATUS[filters.replyStatus];
  const firstTouchSource = filters.firstTouchSource.trim();
  if (firstTouchSource) result.firstTouchSource = firstTouchSource;
  const firstTouchCampaign = filters.firstTouchCampaign.trim();
  if (firstTouchCampaign) result.firstTouchCampaign = firstTouchCampaign;
  return result;
}

export function activeFilterCount(filters: LeadListFilters): number {
  return [
    filters.businessType,
    filters.companySize,
    filters.timeline,
    filters.createdFrom,
    filters.createdTo,
    filters.replyStatus,
    filters.firstTouchSource,
    filters.firstTouchCampaign,
  ].filter(Boolean).length;
}

/** `/api/leads/export?…` for the rows the admin is looking at, in the same order. */
export function leadExportUrl(filters: LeadListFilters): string {
  const params = new URLSearchParams();
  const filter = toLeadFilter(filters);
  for (const key of ['search', 'businessType', 'companySize', 'timeline', 'createdFrom', 'createdTo'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filters.replyStatus) params.set('reply_status', filters.replyStatus);
  if (filter.firstTouchSource) params.set('first_touch_source', filter.firstTouchSource);
  if (filter.firstTouchCampaign) params.set('first_touch_campaign', filter.firstTouchCampaign);
  params.set('sort', filters.sort);
  return `/api/leads/export?${params.toString()}`;
}

/**
 * Each filter's name in the page's address: the export's names, so a list's address and its CSV
 * read alike (`/leads?reply_status=overdue` is what the header's overdue badge links to).
 */
const URL_PARAM: Record<keyof LeadListFilters, string> = {
  search: 'search',
  businessType: 'businessType',
  companySize: 'companySize',
  timeline: 'timeline',
  createdFrom: 'createdFrom',
  createdTo: 'createdTo',
  replyStatus: 'reply_status',
  firstTouchSource: 'first_touch_source',
  firstTouchCampaign: 'first_touch_campaign',
  sort: 'sort',
};

const REPLY_FILTERS: readonly string[] = ['awaiting', 'overdue', 'replied'];

/** The filters an address asks for; anything unknown or malformed reads as no filter. */
export function leadFiltersFromParams(params: URLSearchParams): LeadListFilters {
  const read = (key: keyof LeadListFilters) => params.get(URL_PARAM[key]) ?? '';
  const replyStatus = read('replyStatus');
  return {
    search: read('search'),
    businessType: read('businessType'),
    companySize: read('companySize'),
    timeline: read('timeline'),
    createdFrom: read('createdFrom'),
    createdTo: read('createdTo'),
    replyStatus: REPLY_FILTERS.includes(replyStatus) ? (replyStatus as LeadReplyFilter) : '',
    firstTouchSource: read('firstTouchSource'),
    firstTouchCampaign: read('firstTouchCampaign'),
    sort: read('sort') === 'oldest' ? 'oldest' : 'newest',
  };
}

/** `params` with the filters written in (an empty filter and the default sort are left out). */
export function withLeadFilterParams(params: URLSearchParams, filters: LeadListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, param] of Object.entries(URL_PARAM) as [keyof LeadListFilters, string][]) {
    const value = filters[key];
    if (value && !(key === 'sort' && value === 'newest')) next.set(param, value);
    else next.delete(param);
  }
  return next;
}
