import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import { LogoutDocument, MeDocument } from '../../graphql/generated/graphql';
import { AdminLayout } from './AdminLayout';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';

const me: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 1, username: 'morgan', role: 'ADMIN' } } },
};

function renderLayout(mocks: MockLink.MockedResponse[]) {
  return renderAdmin(
    <Routes>
      <Route
        path="/leads"
        element={
          <AdminLayout title="Lead Management">
            <p>Page body</p>
          </AdminLayout>
        }
      />
      <Route path="/auth" element={<p>Sign-in page</p>} />
    </Routes>,
    { mocks: [me, ...mocks], initialEntries: ['/leads'] },
  );
}

describe('AdminLayout', () => {
  it('shows the brand, the navigation and who is signed in', async () => {
    renderLayout([]);
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('morgan')).toBeInTheDocument();
    expect(document.title).toBe('Lead Management | Apex AI back office');
  });

  it("carries the site menu as one of the header's buttons", async () => {
    const user = userEvent.setup();
    renderLayout([]);
    const header = screen.getByRole('banner');
    const menu = within(header).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(header).getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/#testimonials');
  });

  it('signs out with the spec toast and goes to /auth', async () => {
    const user = userEvent.setup();
    renderLayout([{ request: { query: LogoutDocument }, result: { data: { logout: true } } }]);
    await screen.findByText('morgan');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
  });

  it('stays put and says so when the logout fails', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout([{ request: { query: LogoutDocument }, error: new Error('Network down') }]);
    await screen.findByText('morgan');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Page body')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('AdminLayout navigation by role', () => {
  it('links an admin to the team, the audit log and the API explorer (a server page)', async () => {
    renderLayout([]);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit-log');
    expect(within(nav).getByRole('link', { name: 'API explorer' })).toHaveAttribute('href', '/graphql');
  });

  it('leaves the admin-only pages out for an analyst', async () => {
    renderAdmin(
      <AdminLayout title="Lead Management">
        <p>Page body</p>
      </AdminLayout>,
      { mocks: [analystMe()], initialEntries: ['/leads'] },
    );
    expect(await screen.findByText('riley')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'API explorer' })).toBeInTheDocument();
  });
});
