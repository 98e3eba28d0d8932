import type { LeadSubmissionFieldsFragment, LifecycleLeadFieldsFragment } from '../graphql/generated/graphql';

/** The form as the lead sent it when it arrived. */
const firstSubmission: LeadSubmissionFieldsFragment & { __typename: 'LeadSubmission' } = {
  __typename: 'LeadSubmission',
  id: 71,
  createdAt: '2025-06-01T10:00:00.000Z',
  answers: { name: 'Priya Raman', email: 'priya@brightpath.example' },
  touch: null,
};

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
    submissions: [firstSubmission],
    possibleDuplicates: [],
    ...overrides,
  };
}
