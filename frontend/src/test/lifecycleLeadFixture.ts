import type { LifecycleLeadFieldsFragment } from '../graphql/generated/graphql';

/** Test data for the lead page: a lead as LifecycleLead answers it, __typename included. */
export function lifecycleLead(
  overrides: Partial<LifecycleLeadFieldsFragment> = {},
): LifecycleLeadFieldsFragment & { __typename: 'Lead' } {
  return {
    __typename: 'Lead',
    id: 7,
    name: 'Priya Raman',
    email: 'priya@brightpath.example',
    phone: null,
    company: 'Brightpath Coaching',
    businessType: 'coaching',
    companySize: '6-10',
    annualRevenue: null,
    clientValue: '5k-10k',
    marketingNeeds: 'Our funnel leaks after the webinar.',
    serviceInterest: 'funnel-buildouts',
    companyWebsite: 'brightpath.example',
    timeline: 'immediate',
    budget: null,
    source: null,
    message: 'We run two webinars a month.',
    createdAt: '2025-06-01T10:00:00.000Z',
    replyDueAt: '2025-06-03T10:00:00.000Z',
    firstResponseAt: null,
    replyStatus: 'OVERDUE',
    firstTouch: null,
    lastTouch: null,
    bookings: [],
    possibleDuplicates: [],
    ...overrides,
  };
}
