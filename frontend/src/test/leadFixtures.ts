import type { LeadRowFieldsFragment } from '../graphql/generated/graphql';

/** Test data for the lead list: a lead row as the server sends it, __typename included. */
export function leadRow(
  overrides: Partial<LeadRowFieldsFragment> = {},
): LeadRowFieldsFragment & { __typename: 'Lead' } {
  return {
    __typename: 'Lead',
    id: 1,
    name: 'Dana Whitfield',
    email: 'dana@northwind.example',
    phone: '+1 555 0100',
    company: 'Northwind Studio',
    businessType: 'marketing-agency',
    companySize: '11-25',
    timeline: 'short-term',
    createdAt: '2025-06-07T12:00:00.000Z',
    replyDueAt: '2025-06-09T12:00:00.000Z',
    firstResponseAt: null,
    replyStatus: 'AWAITING',
    spamReason: null,
    submissionCount: 1,
    hasPossibleDuplicates: false,
    ...overrides,
  };
}
