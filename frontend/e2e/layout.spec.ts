import { mergeTests, test as playwrightTest, type BrowserContext, type Page } from '@playwright/test';
import { createLead, signInThroughApi } from './admin/adminFixtures';
import { routeStripeApi, routeStripeJs } from './checkout/fakeStripeJs';
import { stripeTest as stripeSiteTest } from './checkout/stripeApp';
import { allowProblems, expect, test as siteTest } from './fixtures';
import { E2E_ADMIN, gotoContactForm } from './helpers';
import { checkLayout, type LayoutTarget } from './layout/checkLayout';
import { chatPanel, headerMenu, siteMenu, toastShown, type LayoutState } from './layout/layoutStates';

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
      ...target('landing', (p) => headingShown(p), [headerMenu, ...PUBLIC_STATES]),
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
    const declined = toastShown('Payment Failed', async (p) => {
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
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await checkLayout(
      page,
      testInfo,
      target('payment success', (p) => headingShown(p, 'Payment Successful!'), PUBLIC_STATES),
    );

    await signInThroughApi(page.request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/leads?tab=orders');
    await checkLayout(
      page,
      testInfo,
      target(
        'orders',
        async (p) => {
          await headingShown(p, 'Lead Management');
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

/** Realistic long values: the table and the cards must hold them without breaking. */
const LONG_LEAD = {
  name: 'Alexandra Montgomery-Fitzgerald',
  email: 'alexandra.montgomery-fitzgerald@northwind-outfitters.example',
  company: 'Northwind Outfitters & Expedition Supply International',
};

adminTest.describe('back office', () => {
  adminTest('lead table', async ({ page }, testInfo) => {
    await createLead(page.request, LONG_LEAD);
    await createLead(page.request);
    // the header's overdue count at its widest: no lead of this run is 48 h old
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"operationName":"LeadCounts"')) return route.fallback();
      return route.fulfill({ json: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 128, spam: 12 } } } });
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/leads');
    await checkLayout(
      page,
      testInfo,
      target(
        'lead table',
        async (p) => {
          await headingShown(p, 'Lead Management');
          await expect(p.getByRole('region', { name: 'Leads' }).locator('tbody tr').first()).toBeVisible();
        },
        [siteMenu],
      ),
    );
  });

  adminTest('marketing settings tab', async ({ page, pageProblems }, testInfo) => {
    // a failed save shows the toast without touching the settings the other specs rely on
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"operationName":"UpdateMarketingSettings"')) {
        return route.fallback();
      }
      return route.fulfill({ json: { errors: [{ message: 'The settings could not be saved.' }], data: null } });
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/leads?tab=settings');
    const saveFailed = toastShown('Error updating settings', (p) =>
      p.getByRole('switch', { name: 'Google Analytics' }).dispatchEvent('click'),
    );
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
    await page.goto('/leads?tab=spam');
    await checkLayout(
      page,
      testInfo,
      target(
        'spam view',
        async (p) => {
          await headingShown(p, 'Lead Management');
          await expect(
            p.getByRole('button', { name: `Restore ${LONG_LEAD.name} to the lead list` }).first(),
          ).toBeVisible();
        },
        [siteMenu],
      ),
    );
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
