import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../helpers';
import {
  ADMIN_TEST_TIMEOUT_MS,
  backOfficeMenuLinks,
  createLead,
  expect,
  graphql,
  openFromBackOfficeMenu,
  signInThroughApi,
  test,
  toast,
  uniqueTag,
} from './adminFixtures';

/**
 * Roles in the browser: an admin adds an analyst on the Team page, and the analyst then sees the
 * back office read-only (no switch or milestone button that works, the server refusing a change
 * anyway) while reading everything, in the pages and in the GraphQL explorer. Also the explorer's
 * round trip through the sign-in page, personal API tokens, and the audit log's filter.
 */

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

type GraphQLAnswer<TData> = { data?: TData | null; errors?: { message: string; extensions?: { code?: string } }[] };

type AuditFilterVariables = { actorId?: number; action?: string } | undefined;

/** The page's next AuditEvents answer whose filter passes `matches` (the first page, not "load more"). */
function auditAnswer(page: Page, matches: (filter: AuditFilterVariables) => boolean) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/graphql')) return false;
    const body = response.request().postDataJSON() as {
      operationName?: string;
      variables?: { filter?: AuditFilterVariables; after?: string };
    } | null;
    return body?.operationName === 'AuditEvents' && !body.variables?.after && matches(body.variables?.filter);
  });
}

/** A password the server takes for a new member: long enough, and in no list of common ones. */
function strongPassword(tag: string): string {
  return `quiet harbour ${tag}`;
}

/** Fills the sign-in form (the page must show it) and submits it. */
async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A browser context of its own, signed in as the admin through the API, with one page open. */
async function adminBrowserPage(browser: Browser, baseURL: string | undefined): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL });
  await signInThroughApi(context.request);
  return [context, await context.newPage()];
}

/** Adds a member through the Team page's dialog, as an admin does; the page must show /team. */
async function addMemberWithDialog(page: Page, username: string, password: string, role: 'ADMIN' | 'ANALYST') {
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a team member' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Role').selectOption(role);
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(toast(page, 'Member added')).toContainText(`${username} can now sign in as`);
  await expect(dialog).toHaveCount(0);
}

/** The enabled switches on the page shown: none for an analyst. */
function enabledSwitches(page: Page): Locator {
  return page.getByRole('main').locator('[role="switch"]:not([disabled])');
}

async function openTab(page: Page, tab: string, key: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?tab=${key}$`));
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** A section of the Settings area, reached from the header's Settings link and the area's navigation. */
async function openSettings(page: Page, section: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await nav.getByRole('link', { name: section }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${path}$`));
  await expect(nav.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
}

const MARKETING_SETTINGS =
  '{ marketingSettings { gaEnabled gaMeasurementId fbCapiEnabled fbPixelId fbAccessTokenSet } }';

/** The GraphQL explorer's query editor (Monaco): its text replaced by `query`, as typed. */
async function replaceQuery(page: Page, query: string): Promise<void> {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // inserted as one piece of text, so the editor's bracket auto-closing adds nothing
  await page.keyboard.insertText(query);
}

async function addEndpoint(request: APIRequestContext, url: string): Promise<number> {
  // an event nothing on the suite's server raises (no payments here): the endpoint never gets a delivery
  const { createWebhookEndpoint } = await graphql<{ createWebhookEndpoint: { endpoint: { id: number } } }>(
    request,
    'mutation Add($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    { input: { url, description: 'Analyst view', eventTypes: ['order.failed'] } },
  );
  return createWebhookEndpoint.endpoint.id;
}

async function deleteEndpoint(request: APIRequestContext, id: number): Promise<void> {
  await graphql(request, 'mutation Delete($id: Int!) { deleteWebhookEndpoint(id: $id) }', { id });
}

test.describe('roles: an analyst added on the Team page sees the back office read-only', () => {
  test('admin adds an analyst, who reads leads and settings, runs a query in the explorer, and may change nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    // a run of its own: signing in twice, six back-office views and the explorer
    test.setTimeout(2 * ADMIN_TEST_TIMEOUT_MS);
    const tag = uniqueTag();
    const username = `analyst-${tag}`;
    const password = strongPassword(tag);
    const [adminContext, admin] = await adminBrowserPage(browser, baseURL);
    const lead = await createLead(admin.request, {
      name: `Analyst View ${tag}`,
      email: `analyst-view-${tag}@northwind.example`,
      company: `Analyst View Co ${tag}`,
    });
    const endpointUrl = `http://127.0.0.1:1/analyst-view/${tag}`;
    const endpointId = await addEndpoint(admin.request, endpointUrl);
    try {
      // the admin adds the analyst through the Team page
      await admin.goto('/leads');
      await openFromBackOfficeMenu(admin, 'Team');
      await expect(admin).toHaveURL(/\/team$/);
      await expect(admin.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
      await addMemberWithDialog(admin, username, password, 'ANALYST');
      const members = admin.getByRole('region', { name: 'Team members' });
      const row = members.locator('tbody tr').filter({ has: admin.getByRole('rowheader', { name: username }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toHaveValue('ANALYST');
      await expect(row.getByText('Active', { exact: true })).toBeVisible();

      // the analyst, in a browser of their own, signs in and lands on the leads
      await page.goto('/auth');
      await signInWithForm(page, username, password);
      await expect(toast(page, 'Login successful')).toBeVisible();
      await expect(page).toHaveURL(/\/leads$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
      const nav = await backOfficeMenuLinks(page);
      await expect(nav.getByRole('link', { name: 'API explorer' })).toBeVisible();
      // admins' pages are not offered
      await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

      // the lead table: the test's lead is listed, and nothing in it switches anything
      await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
      const leads = page.getByRole('region', { name: 'Leads' });
      await expect(leads.getByRole('rowheader', { name: lead.name, exact: true })).toBeVisible();
      await expect(leads.getByRole('link', { name: lead.email })).toBeVisible();
      await expect(enabledSwitches(page)).toHaveCount(0);

      // marketing settings: shown, switches and fields locked
      await openTab(page, 'Marketing Settings', 'settings');
      await expect(page.getByRole('note').filter({ hasText: 'Read-only' })).toBeVisible();
      for (const name of ['Google Analytics', 'Facebook Pixel / CAPI']) {
        await expect(page.getByRole('switch', { name })).toBeDisabled();
      }
      await expect(page.getByLabel('Measurement ID')).toBeDisabled();
      await expect(enabledSwitches(page)).toHaveCount(0);

      // notifications: the switches are locked, and there is no way to add a recipient
      await openSettings(page, 'Notifications', 'notifications');
      await expect(page.getByRole('note').filter({ hasText: 'Read-only' })).toBeVisible();
      for (const name of ['New lead', 'Reply overdue', 'Payment received']) {
        await expect(page.getByRole('switch', { name })).toBeDisabled();
      }
      await expect(enabledSwitches(page)).toHaveCount(0);
      await expect(page.getByLabel('Add a recipient')).toHaveCount(0);

      // webhooks: the endpoint is listed, its switch locked, and none of its changes offered
      await openSettings(page, 'Webhooks', 'webhooks');
      const card = page.getByRole('article', { name: endpointUrl });
      await expect(card).toBeVisible();
      await expect(card.getByRole('switch', { name: `Send events to ${endpointUrl}` })).toBeDisabled();
      await expect(enabledSwitches(page)).toHaveCount(0);
      await expect(card.getByRole('button', { name: `Deliveries to ${endpointUrl}`, exact: true })).toBeEnabled();
      for (const name of [`Send test to ${endpointUrl}`, `Edit ${endpointUrl}`, `Delete ${endpointUrl}`]) {
        await expect(card.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole('region', { name: 'Add endpoint' })).toHaveCount(0);

      // the lead's lifecycle: milestones shown, their buttons disabled, no reply to record
      await page.goto('/leads');
      await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
      await page.getByRole('link', { name: `View lifecycle of ${lead.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/leads/lifecycle/${lead.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Milestone Timeline' });
      await expect(timeline.getByRole('list', { name: 'Milestones' })).toBeVisible();
      await expect(timeline.getByRole('button', { name: 'Complete Next Milestone' })).toBeDisabled();
      await expect(timeline.getByRole('button', { name: 'Reset Timeline' })).toBeDisabled();
      await expect(timeline.getByRole('note').filter({ hasText: 'Read-only' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as contacted' })).toHaveCount(0);
      await expect(page.getByRole('switch')).toHaveCount(0);

      // an admin's page says it is not theirs
      await page.goto('/team');
      await expect(page.getByText('Only admins manage the team')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);

      // the API explorer, from the header's link: a query runs and answers the lead's email
      await page.goto('/leads');
      await openFromBackOfficeMenu(page, 'API explorer');
      await expect(page).toHaveURL(/\/graphql$/);
      await expect(page.locator('.graphiql-container')).toBeVisible();
      const query = `query AnalystLeadSearch { leads(first: 5, filter: { search: "${tag}" }) { nodes { email } } }`;
      await replaceQuery(page, query);
      // the explorer's answer to the query typed, found by its text: GraphiQL names the operation
      // in the request only once it has parsed the edited text (see explorer.spec.ts)
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          response.request().method() === 'POST' &&
          (response.request().postDataJSON() as { query?: string } | null)?.query?.trim() === query,
      );
      await page.getByRole('button', { name: /^Execute query/ }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const answer = (await response.json()) as GraphQLAnswer<{ leads: { nodes: { email: string }[] } }>;
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.leads.nodes).toEqual([{ email: lead.email }]);
      // the result pane wraps a long line (Monaco), spaces and all: compared without the white space
      await expect
        .poll(async () => ((await page.locator('.graphiql-response').textContent()) ?? '').replace(/\s+/g, ''))
        .toContain(`"email":"${lead.email}"`);

      // a change straight to the API, with the analyst's cookies: refused, and nothing changed
      const before = await graphql<{ marketingSettings: unknown }>(page.request, MARKETING_SETTINGS);
      const refused = await page.request.post('/graphql', {
        data: {
          query:
            'mutation Change($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { gaEnabled } }',
          variables: { input: { gaEnabled: true, gaMeasurementId: 'G-ANALYST01' } },
        },
      });
      const body = (await refused.json()) as GraphQLAnswer<{ updateMarketingSettings: unknown }>;
      expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(body.data?.updateMarketingSettings ?? null).toBeNull();
      const after = await graphql<{ marketingSettings: unknown }>(page.request, MARKETING_SETTINGS);
      expect(after).toEqual(before);
    } finally {
      await deleteEndpoint(admin.request, endpointId);
      await adminContext.close();
    }
  });

  test('a signed-out visit to /graphql goes to sign-in, and signing in comes back to the explorer', async ({
    page,
  }) => {
    await page.goto('/graphql');
    await expect(page).toHaveURL(/\/auth\?next=%2Fgraphql$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await expect(page.locator('.graphiql-container')).toHaveCount(0);

    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/graphql$/);
    await expect(page).toHaveTitle(/GraphQL explorer/);
    await expect(page.locator('.graphiql-container')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('API tokens page', () => {
  test('a READ token is shown once, reads through Authorization: Bearer, and is refused once revoked', async ({
    adminPage: page,
    playwright,
    baseURL,
  }) => {
    const name = `Dashboard ${uniqueTag()}`;
    await page.goto('/leads');
    await openFromBackOfficeMenu(page, 'API tokens');
    await expect(page).toHaveURL(/\/api-tokens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await expect(page.getByRole('radio', { name: /^Read Queries only/ })).toBeChecked();
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Token created: copy it now' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You will not see this token again.');
    const field = dialog.getByLabel('API token');
    await expect(field).toHaveValue(/^amk_\S{20,}$/);
    const token = await field.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    // listed by its hint only: the token itself is nowhere on the page, before or after a reload
    const tokens = page.getByRole('region', { name: 'Your API tokens' });
    const row = tokens.locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Read');
    expect(await page.content()).not.toContain(token);
    await page.reload();
    await expect(row).toContainText('Active');
    expect(await page.content()).not.toContain(token);

    // a client of its own, without the admin's cookies: the token alone reads
    const client = await playwright.request.newContext({ baseURL });
    try {
      const read = () =>
        client.post('/graphql', {
          headers: { Authorization: `Bearer ${token}` },
          data: { query: '{ me { username role } leads(first: 1) { totalCount } }' },
        });
      const answer = await read();
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as GraphQLAnswer<{
        me: { username: string; role: string };
        leads: { totalCount: number };
      }>;
      expect(body.errors).toBeUndefined();
      expect(body.data?.me).toEqual({ username: E2E_ADMIN.username, role: 'ADMIN' });
      expect(typeof body.data?.leads.totalCount).toBe('number');

      // read only, even for an admin's token
      const write = await client.post('/graphql', {
        headers: { Authorization: `Bearer ${token}` },
        data: { query: 'mutation { updateNotificationSettings(input: { newLead: true }) { newLead } }' },
      });
      const refused = (await write.json()) as GraphQLAnswer<unknown>;
      expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);

      // revoked on the page, it stops working at once
      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      const question = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: 'Revoke token' }).click();
      await expect(toast(page, 'Token revoked')).toBeVisible();
      await expect(row).toContainText('Revoked');
      await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);

      const afterRevoke = await read();
      expect(afterRevoke.status()).toBe(401);
      expect(afterRevoke.headers()['www-authenticate']).toContain('Bearer');
    } finally {
      await client.dispose();
    }
  });
});

test.describe('audit log page', () => {
  test("filtered by action, it lists the admin's new member (user.created) and only such events", async ({
    adminPage: page,
  }) => {
    const username = `audited-${uniqueTag()}`;
    const { me } = await graphql<{ me: { id: number } }>(page.request, '{ me { id } }');
    const { createUser } = await graphql<{ createUser: { id: number } }>(
      page.request,
      'mutation Add($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { username, password: strongPassword(username), role: 'ANALYST' } },
    );

    await page.goto('/leads');
    await openFromBackOfficeMenu(page, 'Audit log');
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const events = page.getByRole('region', { name: 'Audit events' });
    await expect(events.locator('tbody tr')).not.toHaveCount(0);

    // Each filter's answer is awaited: while one is under way the table shows its loading state
    // (no rows, so a check for "no other action" passes early), and a newer filter (rightly)
    // cancels it, which the page-problems fixture reports
    const filters = page.getByRole('group', { name: 'Filter the audit log' });
    const byAction = auditAnswer(page, (filter) => filter?.action === 'user.created' && filter.actorId === undefined);
    await filters.getByLabel('Action').selectOption('user.created');
    await expect(page).toHaveURL(/\/audit-log\?action=user\.created$/);
    await byAction;
    const created = events.locator('tbody tr').filter({ hasText: username });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText('Added a member');
    await expect(created).toContainText(`User #${createUser.id}`);
    await expect(created).toContainText(E2E_ADMIN.username);
    await expect(created).toContainText('ANALYST');
    // every row is one of the chosen action
    await expect(events.locator('tbody tr').filter({ hasNotText: 'user.created' })).toHaveCount(0);

    // narrowed to the admin as well, the event stays; cleared, the filters leave the address
    const narrowed = auditAnswer(page, (filter) => filter?.action === 'user.created' && filter.actorId === me.id);
    await filters.getByLabel('Person').selectOption({ label: E2E_ADMIN.username });
    await expect(page).toHaveURL(/\/audit-log\?person=\d+&action=user\.created$/);
    await narrowed;
    await expect(created).toHaveCount(1);
    const cleared = auditAnswer(page, (filter) => filter === undefined);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(filters.getByLabel('Action')).toHaveValue('');
    await cleared;
  });
});
