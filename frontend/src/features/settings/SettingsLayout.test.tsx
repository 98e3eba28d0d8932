import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Navigate, Route, Routes } from 'react-router';
import { LeadCountsDocument, MeDocument } from '../../graphql/generated/graphql';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { SettingsLayout } from './SettingsLayout';

const admin: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const counts: MockLink.MockedResponse = {
  request: { query: LeadCountsDocument },
  result: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 0, spam: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The app's /settings routes, with a stand-in for each section's panel. */
function renderSettings(path: string, mocks: MockLink.MockedResponse[] = [admin, counts]) {
  return renderAdmin(
    <Routes>
      <Route path="/settings" element={<SettingsLayout />}>
        <Route index element={<Navigate to="/settings/notifications" replace />} />
        <Route path="notifications" element={<p>Notifications panel</p>} />
        <Route path="webhooks" element={<p>Webhooks panel</p>} />
        <Route path="scheduling" element={<p>Scheduling panel</p>} />
        <Route path="retention" element={<p>Retention panel</p>} />
      </Route>
    </Routes>,
    { mocks, initialEntries: [path] },
  );
}

describe('the Settings area', () => {
  it('opens its first section at /settings, marked current in its navigation', async () => {
    renderSettings('/settings');
    expect(await screen.findByText('Notifications panel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Notifications', 'Webhooks', 'Scheduling', 'Security', 'Data retention']);
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(/Choose who gets an email about new leads/)).toBeInTheDocument();
    expect(document.title).toBe('Notifications settings | Apex AI back office');
  });

  it.each([
    ['/settings/webhooks', 'Webhooks', 'Webhooks panel', /Send each lead and order event to your own systems/],
    ['/settings/scheduling', 'Scheduling', 'Scheduling panel', /Connect Calendly and Cal\.com/],
    ['/settings/retention', 'Data retention', 'Retention panel', /Decide how long each kind of data is kept/],
  ])('shows %s with its description', async (path, label, panel, description) => {
    renderSettings(path);
    expect(await screen.findByText(panel)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: label })).toHaveTextContent(panel);
  });

  it('moves between sections from its navigation', async () => {
    const user = userEvent.setup();
    renderSettings('/settings/notifications');
    await user.click(screen.getByRole('link', { name: 'Data retention' }));
    expect(await screen.findByText('Retention panel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data retention' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells an analyst the settings are theirs to view only', async () => {
    renderSettings('/settings/webhooks', [analystMe(), counts]);
    expect(await screen.findByText(/Your role can view the endpoints; an admin adds/)).toBeInTheDocument();
  });
});
