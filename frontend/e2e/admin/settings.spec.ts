import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ownAppFixture, type OwnApp } from '../ownApp';
import { ADMIN_TEST_TIMEOUT_MS, expect, graphql, signInThroughApi, test as adminTest, toast } from './adminFixtures';

/**
 * On a server of its own: the settings are one record for the whole site, and switching GA or
 * the pixel on would make every page of the specs running beside these load the vendors' scripts
 * (and a page served just before the switch blocks them by its content security policy).
 */
const test = adminTest.extend<object, { settingsApp: OwnApp }>({
  settingsApp: ownAppFixture({ name: 'settings' }),
  baseURL: async ({ settingsApp }, use) => use(settingsApp.url),
});

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const MEASUREMENT_ID = 'G-TEST1234';
const PIXEL_ID = '123456789012345';
const ACCESS_TOKEN = 'EAAGm0PX4ZCpsBAKe2eTestTokenSecret9f3k';

/**
 * The settings are one record for the whole site, and every public page reads them: once GA or
 * the pixel is on, pages load the vendors' scripts. So each test starts from, and leaves, both
 * integrations off and empty.
 */
async function resetSettings(request: APIRequestContext): Promise<void> {
  await graphql(
    request,
    `
      mutation Reset($input: UpdateMarketingSettingsInput!) {
        updateMarketingSettings(input: $input) {
          id
        }
      }
    `,
    { input: { gaEnabled: false, gaMeasurementId: '', fbCapiEnabled: false, fbPixelId: '', fbAccessToken: '' } },
  );
}

function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

async function openSettingsTab(page: Page): Promise<void> {
  await page.goto('/leads');
  await page.getByRole('tab', { name: 'Marketing Settings' }).click();
  await expect(page).toHaveURL(/\/leads\?tab=settings$/);
  await expect(card(page, 'Google Analytics')).toBeVisible();
}

/** Waits for the "Settings updated" toast, then closes it so the next save shows its own. */
async function expectSaved(page: Page): Promise<void> {
  const saved = toast(page, 'Settings updated');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Your marketing integration settings have been saved.');
  await saved.getByRole('button', { name: 'Close notification' }).click();
  await expect(saved).toHaveCount(0);
}

test.describe('Lead Management: Marketing Settings', () => {
  test.beforeEach(async ({ adminPage }) => {
    await resetSettings(adminPage.request);
  });

  test.afterEach(async ({ playwright, baseURL }) => {
    // a request context of its own: the page may already be gone
    const request = await playwright.request.newContext({ baseURL });
    try {
      await signInThroughApi(request);
      await resetSettings(request);
    } finally {
      await request.dispose();
    }
  });

  test('Google Analytics: switched on with a measurement id it reads Active, and both survive a reload', async ({
    adminPage: page,
  }) => {
    await openSettingsTab(page);
    const analytics = card(page, 'Google Analytics');
    const toggle = analytics.getByRole('switch', { name: 'Google Analytics' });
    const measurementId = analytics.getByLabel('Measurement ID');

    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(measurementId).toBeDisabled();
    await expect(analytics.getByText('Status: Not fully configured')).toBeVisible();

    await toggle.click();
    await expectSaved(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(measurementId).toBeEnabled();
    // on, but no id yet
    await expect(analytics.getByText('Status: Not fully configured')).toBeVisible();

    await measurementId.fill(MEASUREMENT_ID);
    await measurementId.press('Enter');
    await expectSaved(page);
    await expect(analytics.getByText('Status: Active', { exact: true })).toBeVisible();

    // after a reload the site's tracking loads gtag.js for the saved id (answered by a local stub)
    const gtag = page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/gtag/js'));
    await page.reload();
    expect(new URL((await gtag).url()).searchParams.get('id')).toBe(MEASUREMENT_ID);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(measurementId).toHaveValue(MEASUREMENT_ID);
    await expect(analytics.getByText('Status: Active', { exact: true })).toBeVisible();

    // the public site now reads the same settings
    const publicSettings = await page.request.get('/api/marketing-settings');
    const body = (await publicSettings.json()) as { data: { ga_enabled: boolean; ga_measurement_id: string } };
    expect(body.data).toMatchObject({ ga_enabled: true, ga_measurement_id: MEASUREMENT_ID });

    // switched off, the id stays but the field is locked and the status drops
    await toggle.click();
    await expectSaved(page);
    await expect(measurementId).toBeDisabled();
    await expect(measurementId).toHaveValue(MEASUREMENT_ID);
    await expect(analytics.getByText('Status: Not fully configured')).toBeVisible();
  });

  test('an id that is not a GA4 measurement id is refused before saving', async ({ adminPage: page }) => {
    await openSettingsTab(page);
    const analytics = card(page, 'Google Analytics');
    await analytics.getByRole('switch', { name: 'Google Analytics' }).click();
    await expectSaved(page);

    let saves = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"operationName":"UpdateMarketingSettings"')) saves += 1;
    });
    const measurementId = analytics.getByLabel('Measurement ID');
    await measurementId.fill('UA-12345-1');
    await measurementId.press('Enter');
    await expect(measurementId).toHaveAttribute('aria-invalid', 'true');
    await expect(analytics.getByRole('alert')).toContainText('must start with G-');
    await expect(analytics.getByText('Status: Not fully configured')).toBeVisible();
    expect(saves).toBe(0);
  });

  test('Facebook: pixel id and access token read "Active with CAPI"; the token is only ever shown masked', async ({
    adminPage: page,
  }) => {
    const graphqlBodies: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql')) {
        response.text().then(
          (text) => graphqlBodies.push(text),
          () => undefined,
        );
      }
    });

    await openSettingsTab(page);
    const facebook = card(page, 'Facebook Pixel / CAPI');
    const toggle = facebook.getByRole('switch', { name: 'Facebook Pixel / CAPI' });
    const pixelId = facebook.getByLabel('Pixel ID');
    const token = facebook.getByLabel('Conversions API access token');

    await expect(pixelId).toBeDisabled();
    await expect(token).toBeDisabled();
    await toggle.click();
    await expectSaved(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await pixelId.fill(PIXEL_ID);
    await pixelId.press('Enter');
    await expectSaved(page);
    await expect(facebook.getByText('Status: Active', { exact: true })).toBeVisible();

    await expect(token).toHaveAttribute('type', 'password');
    await token.fill(ACCESS_TOKEN);
    await token.press('Enter');
    await expectSaved(page);
    await expect(facebook.getByText('Status: Active with CAPI')).toBeVisible();

    const masked = facebook.getByLabel('Saved value, masked');
    await expect(masked).toHaveText(`••••••••${ACCESS_TOKEN.slice(-4)}`);
    await expect(facebook.getByRole('button', { name: 'Replace' })).toBeEnabled();

    await page.reload();
    await expect(pixelId).toHaveValue(PIXEL_ID);
    await expect(facebook.getByText('Status: Active with CAPI')).toBeVisible();
    await expect(masked).toHaveText(`••••••••${ACCESS_TOKEN.slice(-4)}`);

    // never in the page, never in an answer from the server
    const html = await page.content();
    expect(html).not.toContain(ACCESS_TOKEN);
    const inputValues = await page
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(inputValues).not.toContain(ACCESS_TOKEN);
    await expect.poll(() => graphqlBodies.length).toBeGreaterThan(0);
    for (const body of graphqlBodies) expect(body).not.toContain(ACCESS_TOKEN);
    const publicSettings = await (await page.request.get('/api/marketing-settings')).text();
    expect(publicSettings).not.toContain(ACCESS_TOKEN);
  });
});
