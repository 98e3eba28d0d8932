/** The list's filter state as the page holds it, and its two translations: GraphQL and export URL. */

export type LeadListSort = 'newest' | 'oldest';

export type LeadListFilters = {
  search: string;
  businessType: string;
  companySize: string;
  timeline: string;
  /** yyyy-mm-dd from a date input, read as the start of that day in the viewer's time zone */
  createdFrom: string;
  /** yyyy-mm-dd, read as the end of that day in the viewer's time zone */
  createdTo: string;
  sort: LeadListSort;
};

export const emptyLeadFilters: LeadListFilters = {
  search: '',
  businessType: '',
  companySize: '',
  timeline: '',
  createdFrom: '',
  createdTo: '',
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
  return result;
}

export function activeFilterCount(filters: LeadListFilters): number {
  return [filters.businessType, filters.companySize, filters.timeline, filters.createdFrom, filters.createdTo].filter(
    Boolean,
  ).length;
}

/** `/api/leads/export?…` for the rows the admin is looking at, in the same order. */
export function leadExportUrl(filters: LeadListFilters): string {
  const params = new URLSearchParams();
  const filter = toLeadFilter(filters);
  for (const key of ['search', 'businessType', 'companySize', 'timeline', 'createdFrom', 'createdTo'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  params.set('sort', filters.sort);
  return `/api/leads/export?${params.toString()}`;
}
