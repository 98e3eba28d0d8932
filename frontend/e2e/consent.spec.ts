import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { OwnApp } from './ownApp';
import { fillContactForm, submitContactForm } from './contactFormFill';
import { gotoContactForm, gotoLanding } from './helpers';
import { ADMIN_TEST_TIMEOUT_MS, createLead, expect, graphql, uniqueTag } from './admin/adminFixtures';
import { enableConversionsApi, installPageClock, leadEventsFor, metaAppTest, waitLikeAPerson } from './admin/metaApp';

/**
 * The cookie banner with Google Analytics and the Meta pixel (and its Conversions API) switched
 * on, on a server of its own whose Graph API is a local fake. Every test is a fresh profile: no
 * stored choice. Google's and Meta's script hosts are answered locally by an empty script (the
 * suite's vendorScriptStubs), so every request the page makes to them can be seen here.
 */
const test = metaAppTest();
test.use({ consentChoice: null });
test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const MEASUREMENT_ID = 'G-CONSENT1';
const GTAG_JS = 'https://www.googletagmanager.com/gtag/js';
const FBEVENTS_JS = 'https://connect.facebook.net/en_US/fbevents.js';

/** The vendors' script tags, which the tracking code adds once a choice allows them. */
const VENDOR_SCRIPTS = 'script[src^="https://www.googletagmanager.com/"], script[src^="https://connect.facebook.net/"]';

/** Any host of Google's or Meta's tracking. */
const VENDOR_HOST =
  /^https?:\/\/([\w-]+\.)*(google|googletagmanager|google-analytics|doubleclick|facebook|fbcdn)\.(com|net)\//;

/** Every request the page makes to Google's or Meta's hosts, from now on. */
function vendorRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (VENDOR_HOST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Google Analytics and the pixel on, with a Conversions API token (signs the browser's context in). */
async function enableTrackers(request: APIRequestContext): Promise<void> {
  await enableConversionsApi(request);
  const response = await request.patch('/api/marketing-settings/1', {
    data: { ga_enabled: true, ga_measurement_id: MEASUREMENT_ID, require_consent: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The Consent Mode calls in the page's data layer, in order. */
async function consentModeCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy, your choice' });

/** The lead's stored cookie choice, read as an admin. */
async function storedConsent(page: Page, email: string): Promise<unknown> {
  const { leads } = await graphql<{ leads: { nodes: { email: string; consent: unknown }[] } }>(
    page.request,
    'query ($search: String) { leads(filter: { search: $search }) { nodes { email consent { analytics marketing version } } } }',
    { search: email },
  );
  return leads.nodes.find((node) => node.email === email)?.consent;
}

/**
 * Stores a lead whose visitor allowed marketing, through the API, and waits for its Lead event to
 * reach the fake Graph API: the events of the leads stored before it have had their turn.
 */
async function storeConsentedLead(request: APIRequestContext, email: string, app: OwnApp): Promise<void> {
  await createLead(request, {
    name: `Allowed ${email}`,
    email,
    consent: { analytics: true, marketing: true, at: new Date().toISOString(), version: 1 },
  });
  await expect.poll(async () => (await leadEventsFor(app, email)).length).toBe(1);
}

test.beforeEach(async ({ page }) => {
  await enableTrackers(page.request);
});

test('nothing reaches Google or Meta before a choice, and Consent Mode starts denied', async ({ page }) => {
  const requests = vendorRequests(page);
  await gotoLanding(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();

  // reading on: the app and the form's code load, another page is opened, still no choice
  await gotoContactForm(page);
  await page.getByRole('navigation', { name: 'Footer legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // the tracking code has decided (Consent Mode's default is in the data layer, the banner asks),
  // and a vendor's request could only come from a script tag it adds: there is none
  await expect
    .poll(() => consentModeCalls(page))
    .toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
  await expect(page.locator(VENDOR_SCRIPTS)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
});

test('after "Accept all" both load, Consent Mode reports granted, and a lead is reported to Meta', async ({
  page,
  metaApp,
}) => {
  const email = `accepted.${uniqueTag()}@example.com`;
  await installPageClock(page);
  await gotoLanding(page);
  const gtag = page.waitForRequest((request) => request.url().startsWith(GTAG_JS));
  const pixel = page.waitForRequest(FBEVENTS_JS);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();

  expect(new URL((await gtag).url()).searchParams.get('id')).toBe(MEASUREMENT_ID);
  await pixel;
  const granted = {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  };
  expect((await consentModeCalls(page)).at(-1)).toEqual(['consent', 'update', granted]);

  await gotoContactForm(page);
  await fillContactForm(page, `Accepted ${email}`, email);
  await waitLikeAPerson(page);
  await submitContactForm(page);
  expect(await storedConsent(page, email)).toEqual({ analytics: true, marketing: true, version: 1 });
  await expect.poll(async () => (await leadEventsFor(metaApp, email)).length).toBe(1);
});

test('after "Reject all" nothing loads and a lead is not reported; allowing Marketing later loads the pixel without a reload', async ({
  page,
  metaApp,
}) => {
  const email = `rejected.${uniqueTag()}@example.com`;
  const requests = vendorRequests(page);
  await installPageClock(page);
  await gotoLanding(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();

  const form = await gotoContactForm(page);
  await fillContactForm(page, `Rejected ${email}`, email);
  await waitLikeAPerson(page);
  await submitContactForm(page);
  expect(await storedConsent(page, email)).toEqual({ analytics: false, marketing: false, version: 1 });
  // the event would have gone out as the lead was stored. A lead stored after it, whose visitor
  // allowed marketing, takes the same way to Meta: once its event has arrived, this one's would have
  await storeConsentedLead(page.request, `allowed.${uniqueTag()}@example.com`, metaApp);
  expect(await leadEventsFor(metaApp, email)).toEqual([]);
  expect(requests).toEqual([]);
  await expect(form).toBeHidden();

  // the same page, never reloaded: the footer's "Cookie settings", then Marketing only
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const settings = page
    .getByRole('navigation', { name: 'Footer legal' })
    .getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Customise' }).click();
  const marketing = banner(page).getByRole('switch', { name: 'Marketing' });
  await expect(marketing).not.toBeChecked();
  await expect(banner(page).getByRole('switch', { name: 'Analytics' })).toBeFocused();
  await marketing.check();
  const pixel = page.waitForRequest(FBEVENTS_JS);
  await banner(page).getByRole('button', { name: 'Save my choices' }).click();
  await pixel;

  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(requests.filter((url) => url.startsWith(GTAG_JS))).toEqual([]);
  expect(
    await page.evaluate(() =>
      (window as unknown as { fbq?: { queue?: ArrayLike<unknown>[] } }).fbq?.queue?.map((entry) => Array.from(entry)),
    ),
  ).toEqual([
    ['consent', 'grant'],
    ['init', '123456789012345'],
    ['track', 'PageView'],
  ]);
  expect((await consentModeCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' },
  ]);
});
