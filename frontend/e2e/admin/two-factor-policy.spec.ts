import { ownAppFixture, type OwnApp } from '../ownApp';
import { PHONE_VIEWPORT } from '../helpers';
import { ADMIN_TEST_TIMEOUT_MS, expect, graphql, signInThroughApi, test } from './adminFixtures';
import { addMember, appCode, signInWithForm } from './twoFactorSteps';

/**
 * The team's requirement in the browser: past the grace period, a member without two-step sign-in
 * who signs in is taken to the enrolment page whatever page they ask for, and once enrolled works
 * as before. The requirement is the whole team's, so it is switched on in a server of its own.
 */

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const policyTest = test.extend<object, { policyApp: OwnApp }>({
  policyApp: ownAppFixture({ name: 'two-factor policy' }),
  baseURL: async ({ policyApp }, use) => use(policyApp.url),
});

policyTest(
  'a member who has not enrolled is taken to the enrolment page until they do',
  async ({ page, browser, baseURL }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const member = await addMember(browser, baseURL, 'ANALYST');
    const admin = await browser.newContext({ baseURL });
    await signInThroughApi(admin.request);
    await graphql(
      admin.request,
      'mutation { updateSecuritySettings(input: { requireTwoFactor: true, gracePeriodDays: 0 }) { requireTwoFactor } }',
    );
    await admin.close();

    await page.goto('/auth');
    await signInWithForm(page, member);
    // the sign-in says the member must enrol: the back office goes to the enrolment page without
    // asking for the leads (the fixture fails the test on any refused request)
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    const showQr = page.getByRole('button', { name: 'Show my QR code' });
    await expect(showQr).toBeVisible();
    // the page says why, and offers no way round it
    await expect(page.getByText('Your team requires a code from your phone after your password.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Not now' })).toHaveCount(0);
    // a page asked for by its address ends there too
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/account\/two-factor$/);

    await showQr.click();
    await page.getByLabel('Code from your app').fill(appCode((await page.getByLabel('Setup key').textContent()) ?? ''));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('link', { name: 'Done' }).click();

    // enrolled, the same session works everywhere
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
