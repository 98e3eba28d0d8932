import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubmissionsCard } from './SubmissionsCard';

const submissions = [
  {
    id: 3,
    createdAt: '2025-06-09T15:30:00.000Z',
    answers: { name: 'Priya Raman', email: 'priya@brightpath.example', budget: '10k-25k', message: '' },
    touch: { source: 'newsletter', campaign: 'winter' },
  },
  {
    id: 2,
    createdAt: '2025-06-05T10:00:00.000Z',
    answers: { name: 'Priya Raman', email: 'priya@brightpath.example', message: 'Second question' },
    touch: null,
  },
  {
    id: 1,
    createdAt: '2025-06-01T10:00:00.000Z',
    answers: { name: 'Priya R.', email: 'priya@brightpath.example', message: 'First question' },
    touch: { source: 'google', campaign: null },
  },
];

describe('SubmissionsCard', () => {
  it('shows the newest submission: its date, visit and answers under the form labels, empty ones left out', () => {
    renderWithProviders(<SubmissionsCard submissions={submissions} />);
    const card = screen.getByRole('region', { name: 'Form submissions' });
    const latest = within(card).getAllByRole('listitem')[0];
    const heading = within(latest).getByRole('heading', { level: 3 });
    const sent = new Date('2025-06-09T15:30:00.000Z').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(heading).toHaveTextContent(`Latest: ${sent}`);
    expect(latest).toHaveTextContent('Source: newsletter · Campaign: winter');
    expect(within(latest).getByText('Monthly Marketing Budget')).toBeInTheDocument();
    expect(within(latest).getByText('$10K - $25K per month')).toBeInTheDocument();
    expect(within(latest).queryByText('Additional Information')).not.toBeInTheDocument();
  });

  it('keeps the earlier submissions behind a disclosure, newest first', async () => {
    renderWithProviders(<SubmissionsCard submissions={submissions} />);
    const disclosure = screen.getByText('Show 2 earlier submissions');
    expect(screen.getByText('Second question')).not.toBeVisible();
    await userEvent.click(disclosure);
    expect(screen.getByText('Second question')).toBeVisible();
    const earlier = screen.getAllByRole('listitem').slice(1);
    expect(earlier.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Second question'),
      expect.stringContaining('First question'),
    ]);
    expect(earlier[1]).toHaveTextContent('Source: google');
    expect(earlier[1]).not.toHaveTextContent('Campaign');
  });

  it('says so when the lead came from a booked call and has no submission', () => {
    renderWithProviders(<SubmissionsCard submissions={[]} />);
    expect(screen.getByText('No form sent: this lead came from a booked call')).toBeInTheDocument();
  });
});
