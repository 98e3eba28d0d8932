import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mergeTests, test as playwrightTest, type BrowserContext, type Page } from '@playwright/test';
import { createLead, graphql, signInThroughApi, uniqueTag } from './admin/adminFixtures';
import { routeStripeApi, routeStripeJs } from './checkout/fakeStripeJs';
import { stripeTest as stripeSiteTest } from './checkout/stripeApp';
import { allowProblems, expect, test as siteTest } from './fixtures';
import { E2E_ADMIN, gotoContactForm } from './helpers';
import { checkLayout, TABLES_FIT_FROM_PX, type LayoutTarget } from './layout/checkLayout';
import {
  backOfficeMenu,
  chatPanel,
  consentBanner,
  consentCategories,
  headerMenu,
  siteMenu,
  toastShown,
  type LayoutState,
} from './layout/layoutStates';

/**
 * Every route at 375, 768, 1024, 1280 and 1440 px: nothing scrolls the page sideways, no control
 * lies under another or is cut off, every tap target is big enough, and a wide table's last
 * column can be reached; at rest, and with the menus, the chat panel and a toast open in turn
 * (layout/checkLayout.ts). Screenshots of each page and width are attached to the tests.
 */

/**
 * Chromium with classic scrollbars, as on most desktops: a page then has 15 px less width than the
 * window (1265 px at 1280), which is where the layouts that only just fit break. At 375 px it
 * leaves 360, the narrowest phones' width.
 */
const withScrollbars = playwrightTest.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
    { scope: 'worker' },
  ],
});
const test = mergeTests(siteTest, withScrollbars);
const stripeTest = mergeTests(stripeSiteTest, withScrollbars);

// Geometry, not motion: reveals and transitions finish at once, so every check sees the resting layout.
test.use({ reducedMotion: 'reduce' });

const LAYOUT_TEST_TIMEOUT_MS = 180_000;
test.describe.configure({ mode: 'parallel', timeout: LAYOUT_TEST_TIMEOUT_MS });

/** The public pages' overlays: the site menu, the chat panel. */
const PUBLIC_STATES: readonly LayoutState[] = [siteMenu, chatPanel];

async function headingShown(page: Page, name?: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first()).toBeVisible({
    timeout: 15_000,
  });
}

function target(name: string, ready: (page: Page) => Promise<void>, states: readonly LayoutState[]): LayoutTarget {
  return { name, ready, states };
}

test.describe('public pages', () => {
  test('landing page', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // the contact form's code loads as a visitor approaches it: bring it in before measuring
    await gotoContactForm(page);
    await checkLayout(page, testInfo, {
      ...target('landing', (p) => headingShown(p), [headerMenu, ...PUBLIC_STATES, consentBanner, consentCategories]),
      // spec: the header's Contact Us button is part of the desktop header (wider than 768 px)
      required: [
        {
          name: "the header's Contact Us button",
          locate: (p) => p.getByRole('banner').getByRole('link', { name: 'Contact Us', exact: true }),
          fromWidth: 769,
        },
      ],
    });
  });

  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
  ] as const) {
    test(`legal page ${path}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await checkLayout(
        page,
        testInfo,
        target(title, (p) => headingShown(p, title), PUBLIC_STATES),
      );
    });
  }

  test.describe('not found', () => {
    test.use({ allowNotFoundDocument: true });

    test('not-found page', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/no-such-page/anywhere');
      await checkLayout(
        page,
        testInfo,
        target('not found', (p) => headingShown(p, /404/), PUBLIC_STATES),
      );
    });
  });

  test('sign-in page', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/auth');
    const loginFailed = toastShown('Login failed', async (p) => {
      await p.getByLabel('Username').fill(E2E_ADMIN.username);
      await p.getByLabel('Password', { exact: true }).fill('not-the-password');
      await p.getByRole('button', { name: 'Sign in', exact: true }).dispatchEvent('click');
    });
    await checkLayout(
      page,
      testInfo,
      target('sign-in', (p) => headingShown(p, 'Sign in to the back office'), [...PUBLIC_STATES, loginFailed]),
    );
  });

  test('payment result without a payment', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await routeStripeJs(page);
    await page.goto('/payment-success');
    await checkLayout(
      page,
      testInfo,
      target('payment failed', (p) => headingShown(p, 'Payment Verification Failed'), PUBLIC_STATES),
    );
  });
});

stripeTest.describe('checkout, payment result and orders', () => {
  stripeTest.describe.configure({ timeout: LAYOUT_TEST_TIMEOUT_MS });

  stripeTest('checkout, then the receipt, then the order in the back office', async ({ page, stripeApp }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await routeStripeJs(page);
    await routeStripeApi(page, stripeApp.fakeUrl);
    await page.goto('/checkout?product=full-package');
    const pay = page.getByRole('button', { name: 'Pay $2499.00' });
    const fillBuyer = async (p: Page) => {
      await p.getByRole('textbox', { name: 'Full name' }).fill('Layout Tester');
      await p.getByRole('textbox', { name: 'Email' }).fill('layout.tester@buyer.example');
    };
    const declined = toastShown('Payment Failed', async (p) => {
      await fillBuyer(p);
      await p.getByLabel('Card number').fill('4000 0000 0000 0002');
      await pay.dispatchEvent('click');
    });
    await checkLayout(
      page,
      testInfo,
      target(
        'checkout',
        async (p) => {
          await headingShown(p, 'Secure Checkout');
          await expect(pay).toBeEnabled();
        },
        [...PUBLIC_STATES, declined],
      ),
    );

    await page.setViewportSize({ width: 375, height: 812 });
    await fillBuyer(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await checkLayout(
      page,
      testInfo,
      target('payment success', (p) => headingShown(p, 'Payment Successful!'), PUBLIC_STATES),
    );

    await signInThroughApi(page.request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/orders');
    await checkLayout(
      page,
      testInfo,
      target(
        'orders',
        async (p) => {
          await headingShown(p, 'Orders');
          await expect(p.getByRole('region', { name: 'Orders table' }).locator('tbody tr').first()).toBeVisible();
        },
        [siteMenu],
      ),
    );
  });
});

/** Signed in once per worker; each admin test starts with that session's cookies. */
const adminTest = test.extend<object, { adminSession: Awaited<ReturnType<BrowserContext['storageState']>> }>({
  adminSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signInThroughApi(request);
      const session = await request.storageState();
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminSession }, use) => use(adminSession),
});

/** Answers these GraphQL operations (by name) with these bodies; the others go to the server. */
async function answerGraphql(page: Page, answers: Record<string, object>): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const operation = /"operationName":"(\w+)"/.exec(route.request().postData() ?? '')?.[1];
    const json = operation ? answers[operation] : undefined;
    return json ? route.fulfill({ json }) : route.fallback();
  });
}

/**
 * Shows the first lead of the lead table's real answer as answered late, after 123 hours: the
 * widest reply badge ("Replied late, in 123 h"), which no lead of a test run can earn in time.
 */
async function showFirstLeadRepliedLate(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('"operationName":"Leads"')) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { leads?: { nodes?: Record<string, unknown>[] } } };
    const first = json.data?.leads?.nodes?.[0];
    if (first) {
      const created = Date.parse(String(first.createdAt));
      Object.assign(first, {
        replyDueAt: new Date(created + 48 * 3600_000).toISOString(),
        firstResponseAt: new Date(created + 123 * 3600_000).toISOString(),
        replyStatus: 'REPLIED',
      });
    }
    return route.fulfill({ response, json });
  });
}

/** The server's refusal of a save, for `answerGraphql`: the page shows its error toast. */
const SAVE_REFUSED = { errors: [{ message: 'The settings could not be saved.' }], data: null };

/** The error toast of a settings switch whose save is refused. */
function saveFailedToast(switchName: string): LayoutState {
  return toastShown('Error updating settings', (p) =>
    p.getByRole('switch', { name: switchName }).dispatchEvent('click'),
  );
}

/** Realistic long values: the table and the cards must hold them without breaking. */
const LONG_LEAD = {
  name: 'Alexandra Montgomery-Fitzgerald',
  email: 'alexandra.montgomery-fitzgerald@northwind-outfitters.example',
  company: 'Northwind Outfitters & Expedition Supply International',
};

/** The notification settings as the suite's server (no SMTP_URL) answers them, with two long recipients. */
const NOTIFICATION_SETTINGS = {
  data: {
    notificationSettings: {
      __typename: 'NotificationSettingsView',
      recipients: [LONG_LEAD.email, 'ops@northwind-agency.example'],
      newLead: true,
      replyOverdue: true,
      paymentReceived: true,
      emailEnabled: false,
    },
  },
};

/** A log of notification emails with long values: a sent one to two recipients, a refused one (and more to load). */
const EMAIL_LOG = {
  data: {
    emailDeliveries: {
      __typename: 'EmailDeliveryConnection',
      nodes: [
        {
          __typename: 'EmailDelivery',
          id: 2,
          kind: 'new-lead',
          recipients: [LONG_LEAD.email, 'ops@northwind-agency.example'],
          subject: `New lead: ${LONG_LEAD.name} (${LONG_LEAD.company})`,
          status: 'succeeded',
          attemptCount: 1,
          lastError: null,
          createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
          sentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        },
        {
          __typename: 'EmailDelivery',
          id: 1,
          kind: 'reply-overdue',
          recipients: ['ops@northwind-agency.example'],
          subject: `Reply overdue: ${LONG_LEAD.name} (${LONG_LEAD.company})`,
          status: 'failed',
          attemptCount: 12,
          lastError:
            '550 5.1.1 <ops@northwind-agency.example>: Recipient address rejected: User unknown in virtual mailbox table',
          createdAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
          sentAt: null,
        },
      ],
      pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'c2' },
      totalCount: 57,
    },
  },
};

async function addEndpoint(page: Page, url: string, description: string, eventTypes: string[]): Promise<number> {
  const { createWebhookEndpoint } = await graphql<{ createWebhookEndpoint: { endpoint: { id: number } } }>(
    page.request,
    'mutation Add($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    { input: { url, description, eventTypes } },
  );
  return createWebhookEndpoint.endpoint.id;
}

async function sendTestWebhook(page: Page, id: number): Promise<void> {
  await graphql(page.request, 'mutation Test($id: Int!) { sendTestWebhook(endpointId: $id) { id } }', { id });
}

/** A team member (an analyst) with this username; the layout only reads the team and the audit log. */
async function createMember(page: Page, username: string): Promise<void> {
  await graphql(page.request, 'mutation Add($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: { username, password: `quiet harbour ${username}`, role: 'ANALYST' },
  });
}

async function deleteEndpoint(page: Page, id: number): Promise<void> {
  await graphql(page.request, 'mutation Delete($id: Int!) { deleteWebhookEndpoint(id: $id) }', { id });
}

/** A lead's ⋯ menu (Export data, Erase lead), opened in a layer of its own over the table. */
const leadActionsMenu: LayoutState = {
  name: 'lead actions menu open',
  open: async (p) => {
    const trigger = p.getByRole('button', { name: `More actions for ${LONG_LEAD.name}` });
    // in view first, as a person would see it
    await trigger.scrollIntoViewIfNeeded();
    await trigger.dispatchEvent('click');
    await expect(p.getByRole('menu', { name: `Actions for ${LONG_LEAD.name}` })).toBeVisible();
    return { within: ['[role="menu"]'] };
  },
  close: async (p) => {
    await p.keyboard.press('Escape');
    await expect(p.getByRole('menu')).toHaveCount(0);
  },
};

/** The erase question with the lead's long email to type. */
const eraseQuestion: LayoutState = {
  name: 'erase question open',
  open: async (p) => {
    await leadActionsMenu.open(p);
    await p.getByRole('menuitem', { name: 'Erase lead…' }).dispatchEvent('click');
    await expect(p.getByRole('alertdialog', { name: `Erase ${LONG_LEAD.name}?` })).toBeVisible();
    return { within: ['[role="alertdialog"]'] };
  },
  close: async (p) => {
    await p.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).dispatchEvent('click');
    await expect(p.getByRole('alertdialog')).toHaveCount(0);
  },
};

adminTest.describe('back office', () => {
  adminTest('lead table', async ({ page }, testInfo) => {
    // the test's own two leads, found by the tag in their emails: the other specs' leads (which
    // may be many, and newer) stay out of the table, and the long one is the only one of its name
    const tag = uniqueTag();
    await createLead(page.request, { ...LONG_LEAD, email: `alexandra.montgomery-${tag}@northwind-outfitters.example` });
    await createLead(page.request, { email: `jane.${tag}@northwind.example` });
    // the header's overdue count at its widest: no lead of this run is 48 h old
    await answerGraphql(page, {
      LeadCounts: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 128, spam: 12 } } },
    });
    await showFirstLeadRepliedLate(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/leads?search=${tag}`);
    await checkLayout(
      page,
      testInfo,
      target(
        'lead table',
        async (p) => {
          await headingShown(p, 'Lead Management');
          await expect(p.getByRole('region', { name: 'Leads' }).locator('tbody tr')).toHaveCount(2);
          await expect(p.getByRole('region', { name: 'Leads' }).getByText(/^Replied late, in 123 h$/)).toBeVisible();
        },
        [siteMenu, backOfficeMenu, leadActionsMenu, eraseQuestion],
      ),
    );
  });

  adminTest('data retention settings', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/settings/retention');
    await checkLayout(
      page,
      testInfo,
      target(
        'data retention',
        async (p) => {
          await headingShown(p, 'Settings');
          await expect(p.getByLabel('Audit events', { exact: true })).toBeVisible();
        },
        [siteMenu],
      ),
    );
  });

  adminTest('marketing settings tab', async ({ page, pageProblems }, testInfo) => {
    // a failed save shows the toast without touching the settings the other specs rely on
    await answerGraphql(page, { UpdateMarketingSettings: SAVE_REFUSED });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/leads?tab=settings');
    const saveFailed = saveFailedToast('Google Analytics');
    await checkLayout(
      page,
      testInfo,
      target(
        'marketing settings',
        async (p) => {
          await headingShown(p, 'Lead Management');
          await expect(p.getByRole('switch', { name: 'Google Analytics' })).toBeVisible();
        },
        [siteMenu, saveFailed],
      ),
    );
    allowProblems(pageProblems, /console error: Failed to update settings/);
  });

  adminTest('spam view', async ({ page }, testInfo) => {
    await createLead(page.request, { ...LONG_LEAD, contact_fax: '+1 415 555 0199' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/leads/spam');
    await checkLayout(
      page,
      testInfo,
      target(
        'spam view',
        async (p) => {
          await headingShown(p, 'Spam');
          await expect(
            p.getByRole('button', { name: `Restore ${LONG_LEAD.name} to the lead list` }).first(),
          ).toBeVisible();
        },
        [siteMenu],
      ),
    );
  });

  adminTest('notifications settings', async ({ page, pageProblems }, testInfo) => {
    // the suite's server sends no email (no SMTP_URL): the section shows its notice; the recipients
    // and the log's rows (one sent, one refused) are answered here, so the site-wide settings the
    // other specs read are never written, and a failed save shows its toast without changing them
    await answerGraphql(page, {
      NotificationSettings: NOTIFICATION_SETTINGS,
      EmailDeliveries: EMAIL_LOG,
      UpdateNotificationSettings: SAVE_REFUSED,
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/settings/notifications');
    const saveFailed = saveFailedToast('Payment received');
    await checkLayout(
      page,
      testInfo,
      target(
        'notifications',
        async (p) => {
          await headingShown(p, 'Settings');
          await expect(p.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveCount(2);
          await expect(p.getByRole('region', { name: 'Delivery log table' }).locator('tbody tr')).toHaveCount(2);
        },
        [siteMenu, saveFailed],
      ),
    );
    allowProblems(pageProblems, /console error: Failed to update notification settings/);
  });

  adminTest('webhooks settings', async ({ page }, testInfo) => {
    // a receiver that takes every delivery, and an endpoint nothing answers (port 1): a sent and a failed test
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const working = `http://127.0.0.1:${port}/integrations/northwind-outfitters/crm-sync/lead-events?source=back-office`;
    const failing = 'http://127.0.0.1:1/legacy-receiver/hooks';
    const ids: number[] = [];
    try {
      // events nothing on this server raises during the run (no payments here): only the tests are sent
      ids.push(await addEndpoint(page, working, LONG_LEAD.company, ['order.paid', 'order.failed']));
      ids.push(await addEndpoint(page, failing, '', ['order.failed']));
      for (const id of ids) await sendTestWebhook(page, id);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/settings/webhooks');
      await page.getByRole('button', { name: `Deliveries to ${working}`, exact: true }).click();
      const testFailed = toastShown('The test failed', (p) =>
        p.getByRole('button', { name: `Send test to ${failing}` }).dispatchEvent('click'),
      );
      const deleteQuestion: LayoutState = {
        name: 'delete question open',
        async open(p) {
          await p.getByRole('button', { name: `Delete ${working}`, exact: true }).dispatchEvent('click');
          await expect(p.getByRole('alertdialog', { name: 'Delete this endpoint?' })).toBeVisible();
          return { within: ['[role="alertdialog"]'] };
        },
        async close(p) {
          await p.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).dispatchEvent('click');
          await expect(p.getByRole('alertdialog')).toHaveCount(0);
        },
      };
      await checkLayout(
        page,
        testInfo,
        target(
          'webhooks',
          async (p) => {
            await headingShown(p, 'Settings');
            const deliveries = p.getByRole('region', { name: `Deliveries to ${working}` });
            await expect(deliveries.locator('tbody tr').first()).toBeVisible();
            await expect(p.getByRole('region', { name: 'Add endpoint' })).toBeVisible();
          },
          [siteMenu, testFailed, deleteQuestion],
        ),
      );
    } finally {
      for (const id of ids) await deleteEndpoint(page, id);
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  adminTest('lead lifecycle', async ({ page }, testInfo) => {
    const lead = await createLead(page.request, {
      ...LONG_LEAD,
      first_touch: {
        source: 'linkedin-sponsored-content',
        medium: 'paid-social',
        campaign: 'q4-enterprise-decision-makers-retargeting-2026',
        landing_path:
          '/?utm_source=linkedin-sponsored-content&utm_campaign=q4-enterprise-decision-makers-retargeting-2026',
        at: new Date().toISOString(),
      },
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/leads/lifecycle/${lead.id}`);
    await checkLayout(
      page,
      testInfo,
      target(
        'lifecycle',
        async (p) => {
          await headingShown(p, LONG_LEAD.name);
          await expect(p.getByRole('progressbar', { name: 'Lifecycle progress' })).toBeVisible();
          await expect(p.getByRole('region', { name: 'Source & attribution' })).toBeVisible();
        },
        [siteMenu],
      ),
    );
  });

  adminTest('lifecycle picker', async ({ page }, testInfo) => {
    await createLead(page.request, LONG_LEAD);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/leads/lifecycle');
    await checkLayout(
      page,
      testInfo,
      target('lifecycle picker', (p) => headingShown(p), [siteMenu]),
    );
  });

  adminTest('team', async ({ page }, testInfo) => {
    // a long username beside the admin: the table (cards on a phone) must hold it
    const member = `${LONG_LEAD.email.split('@')[0]}-${Date.now().toString(36)}`;
    await createMember(page, member);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/team');
    const addMember: LayoutState = {
      name: 'add member dialog open',
      async open(p) {
        await p.getByRole('button', { name: 'Add member' }).dispatchEvent('click');
        await expect(p.getByRole('dialog', { name: 'Add a team member' })).toBeVisible();
        return { within: ['[role="dialog"]'] };
      },
      async close(p) {
        await p.getByRole('dialog').getByRole('button', { name: 'Cancel' }).dispatchEvent('click');
        await expect(p.getByRole('dialog')).toHaveCount(0);
      },
    };
    // the confirmation of "Sign out everywhere" on the member's row (cancelled)
    const signOutEverywhere: LayoutState = {
      name: 'sign out everywhere question',
      async open(p) {
        const button = p.getByRole('button', { name: `Sign out everywhere ${member}` });
        await button.scrollIntoViewIfNeeded();
        await button.dispatchEvent('click');
        await expect(p.getByRole('alertdialog')).toBeVisible();
        return { within: ['[role="alertdialog"]'] };
      },
      async close(p) {
        await p.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).dispatchEvent('click');
        await expect(p.getByRole('alertdialog')).toHaveCount(0);
      },
    };
    await checkLayout(
      page,
      testInfo,
      target(
        'team',
        async (p) => {
          await headingShown(p, 'Team');
          await expect(p.getByRole('region', { name: 'Team members' }).locator('tbody tr').first()).toBeVisible();
        },
        [siteMenu, backOfficeMenu, addMember, signOutEverywhere],
      ),
    );
  });

  adminTest('dashboard', async ({ page }, testInfo) => {
    // figures in every chart: leads with long sources and campaigns (the bars cut them, the table not)
    await createLead(page.request, {
      ...LONG_LEAD,
      first_touch: { source: 'linkedin-sponsored-content', campaign: 'q4-enterprise-decision-makers-retargeting-2026' },
    });
    await createLead(page.request, { first_touch: { source: 'newsletter', campaign: 'spring-launch' } });
    await createLead(page.request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    const sourceChart = (p: Page) => p.getByRole('region', { name: 'Leads by source' });
    const sourceTable: LayoutState = {
      name: 'source chart shown as a table',
      async open(p) {
        await sourceChart(p).getByRole('button', { name: 'Show as table' }).dispatchEvent('click');
        await expect(p.getByRole('region', { name: 'Leads by source, as a table' })).toBeVisible();
        return {
          within: ['section:has([role="region"][aria-label="Leads by source, as a table"])'],
          tablesFit: (p.viewportSize()?.width ?? 0) >= TABLES_FIT_FROM_PX,
        };
      },
      async close(p) {
        await sourceChart(p).getByRole('button', { name: 'Show as table' }).dispatchEvent('click');
        await expect(p.getByRole('region', { name: 'Leads by source, as a table' })).toHaveCount(0);
      },
    };
    await checkLayout(
      page,
      testInfo,
      target(
        'dashboard',
        async (p) => {
          await headingShown(p, 'Dashboard');
          await expect(p.getByRole('list', { name: 'Key figures' }).getByRole('listitem')).toHaveCount(5);
          await expect(sourceChart(p).getByRole('link').first()).toBeVisible();
        },
        [siteMenu, backOfficeMenu, sourceTable],
      ),
    );
  });

  adminTest('audit log', async ({ page }, testInfo) => {
    // an event with long details: a member added with a long username
    await createMember(page, `${LONG_LEAD.email.split('@')[0]}-${Date.now().toString(36)}`);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/audit-log');
    await checkLayout(
      page,
      testInfo,
      target(
        'audit log',
        async (p) => {
          await headingShown(p, 'Audit log');
          await expect(p.getByRole('region', { name: 'Audit events' }).locator('tbody tr').first()).toBeVisible();
        },
        [siteMenu],
      ),
    );
  });

  adminTest('API tokens', async ({ page }, testInfo) => {
    const name = `${LONG_LEAD.company} reporting ${Date.now().toString(36)}`;
    await graphql(
      page.request,
      'mutation Token($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { input: { name, scope: 'READ', expiresInDays: 90 } },
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/api-tokens');
    // a real token each time it is opened (the admin's own, in the run's database)
    const created: LayoutState = {
      name: 'new token shown',
      async open(p) {
        await p.getByLabel('Name').fill(`Layout check ${Date.now().toString(36)}`);
        await p.getByRole('button', { name: 'Create token' }).dispatchEvent('click');
        await expect(p.getByRole('dialog', { name: 'Token created: copy it now' })).toBeVisible();
        return { within: ['[role="dialog"]'] };
      },
      async close(p) {
        await p.getByRole('dialog').getByRole('button', { name: 'Done' }).dispatchEvent('click');
        await expect(p.getByRole('dialog')).toHaveCount(0);
      },
    };
    const revokeQuestion: LayoutState = {
      name: 'revoke question open',
      async open(p) {
        await p.getByRole('button', { name: `Revoke ${name}`, exact: true }).dispatchEvent('click');
        await expect(p.getByRole('alertdialog')).toBeVisible();
        return { within: ['[role="alertdialog"]'] };
      },
      async close(p) {
        await p.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).dispatchEvent('click');
        await expect(p.getByRole('alertdialog')).toHaveCount(0);
      },
    };
    await checkLayout(
      page,
      testInfo,
      target(
        'api tokens',
        async (p) => {
          await headingShown(p, 'API tokens');
          await expect(p.getByRole('region', { name: 'Your API tokens' }).locator('tbody tr').first()).toBeVisible();
        },
        [siteMenu, created, revokeQuestion],
      ),
    );
  });

  adminTest('account', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/account');
    // the form's messages under each field: a new password too short, a confirmation that differs
    const invalid: LayoutState = {
      name: 'form errors shown',
      async open(p) {
        await p.getByLabel('New password', { exact: true }).fill('short');
        await p.getByLabel('Confirm the new password').fill('different');
        await p.getByRole('button', { name: 'Change password' }).dispatchEvent('click');
        await expect(p.getByRole('alert').first()).toBeVisible();
        return { within: ['main'] };
      },
      async close(p) {
        // nothing was sent: a fresh page has an empty form again
        await p.reload();
        await headingShown(p, 'Account');
      },
    };
    await checkLayout(
      page,
      testInfo,
      target(
        'account',
        async (p) => {
          await headingShown(p, 'Account');
          await expect(p.getByRole('heading', { level: 2, name: 'Change your password' })).toBeVisible();
          // Security: where the admin is signed in (this page's session at least)
          await expect(p.getByRole('list', { name: 'Your sessions' }).getByText('This device')).toBeVisible();
        },
        [siteMenu, invalid],
      ),
    );
  });

  adminTest('GraphQL explorer', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/graphql');
    await checkLayout(
      page,
      testInfo,
      target('graphql explorer', (p) => expect(p.locator('.graphiql-container')).toBeVisible({ timeout: 15_000 }), []),
    );
  });
});
