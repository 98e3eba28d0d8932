import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { LeadCountsDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OverdueLink } from './OverdueLink';

const countsMock = (overdue: number): MockLink.MockedResponse => ({
  request: { query: LeadCountsDocument },
  result: { data: { leadCounts: { __typename: 'LeadCounts', overdue, spam: 0 } } },
});

describe('OverdueLink', () => {
  it('links the overdue count to the overdue filter, with a name that says what it counts', async () => {
    renderWithProviders(<OverdueLink />, { mocks: [countsMock(3)] });
    const link = await screen.findByRole('link', { name: '3 leads overdue for a reply, in all' });
    expect(link).toHaveTextContent('3 overdue in all');
    expect(link).toHaveAttribute('href', '/leads?reply_status=overdue');
  });

  it('says "lead" for one', async () => {
    renderWithProviders(<OverdueLink />, { mocks: [countsMock(1)] });
    expect(await screen.findByRole('link', { name: '1 lead overdue for a reply, in all' })).toBeInTheDocument();
  });

  it('shows nothing while no lead is overdue', async () => {
    const { container } = renderWithProviders(<OverdueLink />, { mocks: [countsMock(0)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
