import type { Page, Request } from '@playwright/test';
import { E2E_ADMIN } from '../helpers';
import { ADMIN_TEST_TIMEOUT_MS, createLead, expect, test, toast, uniqueTag } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const USERNAME_MESSAGE = 'Username must be at least 3 characters';
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';

function form(page: Page) {
  return {
    username: page.getByLabel('Username'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  const { username: user, password: pass, submit } = form(page);
  await user.fill(username);
  await pass.fill(password);
  await submit.click();
}

/** The session as the server sees it, with the page's cookies. */
async function signedInOnServer(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/user');
  return response.status() === 200;
}

test.describe('sign-in screen', () => {
  test('/login and /auth show the same private sign-in form, empty when the server has no demo admin', async ({
    page,
  }) => {
    for (const path of ['/login', '/auth']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
      await expect(page.getByText('Private administration area')).toBeVisible();
      // the e2e server runs with its own admin, not the demo one: nothing may be prefilled
      await expect(form(page).username).toHaveValue('');
      await expect(form(page).password).toHaveValue('');
    }
  });

  test('shows the validation messages and sends nothing while the fields are too short', async ({ page }) => {
    await page.goto('/auth');
    const { username, password, submit } = form(page);
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('mutation Login')) loginCalls += 1;
    });

    await submit.click();
    await expect(page.getByText(USERNAME_MESSAGE)).toBeVisible();
    await expect(page.getByText(PASSWORD_MESSAGE)).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // one character short of each minimum (spaces do not count towards the username)
    await username.fill(' ab ');
    await password.fill('12345');
    await submit.click();
    await expect(page.getByText(USERNAME_MESSAGE)).toBeVisible();
    await expect(page.getByText(PASSWORD_MESSAGE)).toBeVisible();

    // exactly the minimums: both messages go, field by field
    await username.fill('abc');
    await expect(page.getByText(USERNAME_MESSAGE)).toHaveCount(0);
    await expect(page.getByText(PASSWORD_MESSAGE)).toBeVisible();
    await password.fill('123456');
    await expect(page.getByText(PASSWORD_MESSAGE)).toHaveCount(0);
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');

    expect(loginCalls, 'an invalid form must not reach the server').toBe(0);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a wrong password shows "Login failed" and stays signed out', async ({ page }) => {
    await page.goto('/auth');
    await signInWithForm(page, E2E_ADMIN.username, 'not-the-password');

    await expect(toast(page, 'Login failed')).toBeVisible();
    // the reason also stays beside the form, where the toast cannot cover it
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid username or password' }),
    ).toBeVisible();
    await expect(toast(page, 'Login successful')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(form(page).submit).toBeEnabled();
    expect(await signedInOnServer(page)).toBe(false);
  });

  test('the right credentials show "Login successful" and open Lead Management', async ({ page }) => {
    await page.goto('/auth');
    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);

    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
    expect(await signedInOnServer(page)).toBe(true);

    // a signed-in admin opening the sign-in page goes straight on to the back office
    await page.goto('/login');
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  });

  test('a signed-out visitor of /leads is sent to /auth and returned to /leads after signing in', async ({ page }) => {
    await page.goto('/leads');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Lead Management' })).toHaveCount(0);

    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  });

  test("the return after sign-in keeps the page asked for: a lead's lifecycle, a tab of /leads", async ({
    page,
    browser,
  }) => {
    const lead = await createLead(page.request, { name: `Return Visitor ${uniqueTag()}` });

    await page.goto(`/leads/lifecycle/${lead.id}`);
    await expect(page).toHaveURL(/\/auth$/);
    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(new RegExp(`/leads/lifecycle/${lead.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();

    // a second visitor (own cookies) asking for a page with a query string gets it back whole
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto('/leads?tab=settings');
      await expect(other).toHaveURL(/\/auth$/);
      await signInWithForm(other, E2E_ADMIN.username, E2E_ADMIN.password);
      await expect(other).toHaveURL(/\/leads\?tab=settings$/);
      await expect(other.getByRole('tab', { name: 'Marketing Settings' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await context.close();
    }
  });

  test('signing out from Lead Management ends the session and sends no more admin queries', async ({ page }) => {
    await page.goto('/auth');
    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leads' }).or(page.getByText(/No leads/))).toBeVisible();

    const afterLogout: string[] = [];
    let loggedOut = false;
    const operationOf = (request: Request) => /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
    page.on('request', (request) => {
      const operation = operationOf(request);
      if (!operation) return;
      if (operation === 'Logout') loggedOut = true;
      else if (loggedOut) afterLogout.push(operation);
    });
    // the sign-out's last step: the sign-in page empties the store and asks again who is signed in
    const askedWhoAfterLogout = page.waitForResponse(
      (response) => loggedOut && operationOf(response.request()) === 'Me' && afterLogout.includes('Me'),
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(toast(page, 'Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(form(page).username).toBeVisible();
    expect(await signedInOnServer(page)).toBe(false);
    // the lead list belongs to the session that just ended: it must not be asked for again, when
    // the store is emptied (which ends with the question who is signed in) or after
    await askedWhoAfterLogout;
    expect(
      afterLogout.filter((operation) => operation === 'Leads'),
      `operations after Logout: ${afterLogout.join(', ')}`,
    ).toEqual([]);

    await page.goto('/leads');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
