import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MergeLeadsDocument, type DuplicateLeadFieldsFragment } from '../../graphql/generated/graphql';
import { analystMe, meMock } from '../../test/meFixtures';
import { lifecycleLead } from '../../test/lifecycleLeadFixture';
import { renderAdmin } from '../../test/renderAdmin';
import { DuplicatesCard, type DuplicatesCardProps } from './DuplicatesCard';

const duplicate: DuplicateLeadFieldsFragment & { __typename: 'Lead' } = {
  __typename: 'Lead',
  id: 12,
  name: 'Priya R.',
  email: 'priya.r@brightpath.example',
  phone: '+1 (415) 555-0134',
  company: 'Brightpath Coaching',
  createdAt: '2025-06-03T10:00:00.000Z',
};

const lead: DuplicatesCardProps['lead'] = { id: 7, name: 'Priya Raman', possibleDuplicates: [duplicate] };

/** The merge's answer: the lead kept, every field the lead page reads. */
const merged = lifecycleLead({ id: 7, name: 'Priya Raman' });

function mergeMock(answer: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: MergeLeadsDocument, variables: { targetId: 7, sourceId: 12 } }, result: answer };
}

describe('DuplicatesCard', () => {
  it('lists each possible duplicate with a link to its page and what tells them apart', async () => {
    renderAdmin(<DuplicatesCard lead={lead} />, { mocks: [meMock('ADMIN')] });
    const card = screen.getByRole('region', { name: 'Possible duplicates' });
    const link = within(card).getByRole('link', { name: 'Priya R.' });
    expect(link).toHaveAttribute('href', '/leads/lifecycle/12');
    expect(
      within(card).getByText(/priya\.r@brightpath\.example · \+1 \(415\) 555-0134 · Brightpath Coaching · since/),
    ).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Merge Priya R. into this lead' })).toBeInTheDocument();
  });

  it('shows nothing for a lead without duplicates', () => {
    renderAdmin(<DuplicatesCard lead={{ ...lead, possibleDuplicates: [] }} />, { mocks: [meMock('ADMIN')] });
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks before merging; Cancel merges nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<DuplicatesCard lead={lead} />, { mocks: [meMock('ADMIN')] });
    await user.click(await screen.findByRole('button', { name: 'Merge Priya R. into this lead' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Merge Priya R. into this lead?' });
    expect(dialog).toHaveAccessibleDescription(/Priya Raman keeps its details.*This cannot be undone\./);
    // focus starts on the safe answer
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Leads merged')).not.toBeInTheDocument();
  });

  it('merges once confirmed and says so', async () => {
    const user = userEvent.setup();
    renderAdmin(<DuplicatesCard lead={lead} />, {
      mocks: [meMock('ADMIN'), mergeMock({ data: { mergeLeads: merged } })],
    });
    await user.click(await screen.findByRole('button', { name: 'Merge Priya R. into this lead' }));
    await user.click(screen.getByRole('button', { name: 'Merge leads' }));
    expect(await screen.findByText('Leads merged')).toBeInTheDocument();
    expect(screen.getByText('Priya R. is now part of Priya Raman.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the server’s reason when the merge is refused', async () => {
    const user = userEvent.setup();
    const refused = new GraphQLError('The lead to merge (12) does not exist: it may have been merged', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
    renderAdmin(<DuplicatesCard lead={lead} />, { mocks: [meMock('ADMIN'), mergeMock({ errors: [refused] })] });
    await user.click(await screen.findByRole('button', { name: 'Merge Priya R. into this lead' }));
    await user.click(screen.getByRole('button', { name: 'Merge leads' }));
    expect(await screen.findByText('Could not merge the leads')).toBeInTheDocument();
    expect(screen.getByText('The lead to merge (12) does not exist: it may have been merged')).toBeInTheDocument();
  });

  it('offers an analyst the list but no merge', async () => {
    renderAdmin(<DuplicatesCard lead={lead} />, { mocks: [analystMe()] });
    expect(screen.getByRole('link', { name: 'Priya R.' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Merge Priya R. into this lead' })).not.toBeInTheDocument(),
    );
  });
});
