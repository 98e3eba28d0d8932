import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { leadRow } from '../../test/leadFixtures';
import { LeadsTable } from './LeadsTable';

const now = new Date('2025-06-10T12:00:00.000Z');

describe('LeadsTable', () => {
  it('has the spec columns, and the reply promise (issue 13), as column headers', () => {
    renderWithProviders(<LeadsTable leads={[leadRow()]} now={now} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Contact',
      'Company',
      'Business Type',
      'Company Size',
      'Timeline',
      'Created',
      'Reply',
      'Actions',
    ]);
    for (const header of screen.getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
  });

  it('shows how many times a person sent the form, only when more than once', () => {
    const leads = [
      leadRow({ id: 1, name: 'Once Only', submissionCount: 1 }),
      leadRow({ id: 2, name: 'Came Back', submissionCount: 3 }),
    ];
    renderWithProviders(<LeadsTable leads={leads} now={now} />);
    expect(screen.getByRole('row', { name: /Came Back.*sent the form 3 times/ })).toHaveTextContent('×3');
    expect(screen.getByRole('row', { name: /Once Only/ })).not.toHaveTextContent(/sent the form|×/);
  });

  it('marks the rows of leads with possible duplicates, in words a screen reader says', () => {
    const leads = [
      leadRow({ id: 1, name: 'Twice Sent', hasPossibleDuplicates: true }),
      leadRow({ id: 2, name: 'Only Once', hasPossibleDuplicates: false }),
    ];
    renderWithProviders(<LeadsTable leads={leads} now={now} />);
    const marked = screen.getByRole('rowheader', { name: /Twice Sent/ });
    expect(within(marked).getByText('Possible duplicate')).toBeVisible();
    expect(screen.getByRole('row', { name: /Twice Sent Possible duplicate/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Only Once/ })).queryByText('Possible duplicate'),
    ).not.toBeInTheDocument();
  });

  it("shows each lead's reply badge at the given time", () => {
    const leads = [
      leadRow({ id: 1, name: 'Awaiting One', replyDueAt: '2025-06-11T19:00:00.000Z' }),
      leadRow({ id: 2, name: 'Late Two', replyStatus: 'OVERDUE', replyDueAt: '2025-06-10T07:00:00.000Z' }),
      leadRow({
        id: 3,
        name: 'Answered Three',
        replyStatus: 'REPLIED',
        replyDueAt: '2025-06-11T00:00:00.000Z',
        firstResponseAt: '2025-06-09T06:00:00.000Z',
      }),
    ];
    renderWithProviders(<LeadsTable leads={leads} now={now} />);
    expect(within(screen.getByRole('row', { name: /Awaiting One/ })).getByText('31 h left')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Late Two/ })).getByText('Overdue by 5 h')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Answered Three/ })).getByText('Replied in 6 h')).toBeInTheDocument();
  });

  it('shows a complete lead with labels, contact details, dates and its lifecycle link', () => {
    renderWithProviders(<LeadsTable leads={[leadRow()]} now={now} />);
    const row = screen.getByRole('row', { name: /Dana Whitfield/ });
    expect(within(row).getByRole('link', { name: 'dana@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:dana@northwind.example',
    );
    expect(within(row).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(row).getByText('Northwind Studio')).toBeInTheDocument();
    expect(within(row).getByText('Marketing Agency')).toBeInTheDocument();
    expect(within(row).getByText('11-25 employees')).toBeInTheDocument();
    expect(within(row).getByText('Short-term')).toBeInTheDocument();
    expect(within(row).getByText('1-2 months')).toBeInTheDocument();
    expect(within(row).getByText(new Date('2025-06-07T12:00:00.000Z').toLocaleDateString())).toBeInTheDocument();
    expect(within(row).getByText('3 days ago')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View lifecycle of Dana Whitfield' })).toHaveAttribute(
      'href',
      '/leads/lifecycle/1',
    );
  });

  it('shows unknown business types raw, N/A for missing values and Invalid date', () => {
    renderWithProviders(
      <LeadsTable
        leads={[
          leadRow({ id: 2, name: 'Raw Type', businessType: 'crypto-fund' }),
          leadRow({
            id: 3,
            name: 'Sparse Lead',
            phone: null,
            company: null,
            businessType: null,
            companySize: null,
            timeline: null,
            createdAt: 'garbage',
          }),
        ]}
        now={now}
      />,
    );
    expect(within(screen.getByRole('row', { name: /Raw Type/ })).getByText('crypto-fund')).toBeInTheDocument();
    const sparse = screen.getByRole('row', { name: /Sparse Lead/ });
    // phone, company, business type, company size and timeline
    expect(within(sparse).getAllByText('N/A')).toHaveLength(5);
    expect(within(sparse).getByText('Invalid date')).toBeInTheDocument();
  });
});
