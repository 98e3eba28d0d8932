import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import { LogoutDocument, MeDocument } from '../../graphql/generated/graphql';
import { AdminLayout } from './AdminLayout';
import { controlledElement } from '../../test/idReferences';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';

const me: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 1, username: 'morgan', role: 'ADMIN', mustEnrolTwoFactor: false } } },
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
  it('keeps the main sections in the row and the rest behind the "More" button', async () => {
    const user = userEvent.setup();
    renderLayout([]);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Leads' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Lifecycle' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'API tokens' })).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(controlledElement(more)).toBeVisible();
    // the spam view, the admin's pages, the API explorer (a server page) and the website
    expect(within(nav).getByRole('link', { name: 'Spam' })).toHaveAttribute('href', '/leads/spam');
    expect(await within(nav).findByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit-log');
    expect(within(nav).getByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/api-tokens');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(nav).getByRole('link', { name: 'API explorer' })).toHaveAttribute('href', '/graphql');
    expect(within(nav).getByRole('link', { name: 'Website' })).toHaveAttribute('href', '/');
  });

  it('moves the focus into the menu, and Escape closes it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderLayout([]);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await screen.findByText('morgan');
    const more = within(nav).getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    // the first link shown (jsdom applies no media query: the phone-only links count here)
    expect(within(controlledElement(more)).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('closes the menu on a click beside it and when Tab leaves it', async () => {
    const user = userEvent.setup();
    renderLayout([]);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const more = within(nav).getByRole('button', { name: 'More' });
    await user.click(more);
    await user.click(screen.getByText('Page body'));
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    within(nav).getByRole('link', { name: 'Website' }).focus();
    await user.tab();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the "More" button as the current section on one of its pages', async () => {
    renderAdmin(
      <AdminLayout title="Account">
        <p>Page body</p>
      </AdminLayout>,
      { mocks: [me], initialEntries: ['/account'] },
    );
    await screen.findByText('morgan');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('button', { name: 'More' })).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current');
  });

  it('marks Leads as the section on the spam view, and the Settings link in the whole Settings area', async () => {
    const { unmount } = renderAdmin(
      <AdminLayout title="Spam">
        <p>Page body</p>
      </AdminLayout>,
      { mocks: [me], initialEntries: ['/leads/spam'] },
    );
    await screen.findByText('morgan');
    let nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveClass('active');
    expect(within(nav).getByRole('button', { name: 'More' })).not.toHaveClass('active');
    unmount();

    renderAdmin(
      <AdminLayout title="Webhooks settings">
        <p>Page body</p>
      </AdminLayout>,
      { mocks: [me], initialEntries: ['/settings/webhooks'] },
    );
    await screen.findByText('morgan');
    nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Leads' })).not.toHaveClass('active');
  });

  it('leaves the admin-only pages out for an analyst', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <AdminLayout title="Lead Management">
        <p>Page body</p>
      </AdminLayout>,
      { mocks: [analystMe()], initialEntries: ['/leads'] },
    );
    expect(await screen.findByText('riley')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    expect(within(nav).getByRole('link', { name: 'API explorer' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'API tokens' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
