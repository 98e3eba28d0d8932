import { PHONE_VIEWPORT } from '../helpers';
import { ADMIN_TEST_TIMEOUT_MS, expect, test } from './adminFixtures';
import { addMember, appCode, signInWithForm } from './twoFactorSteps';

/**
 * Two-step sign-in in the browser, as a new admin of the test's own (the shared e2e admin keeps
 * signing in with its password alone): enrol from Account → Security with a code computed here
 * from the key the page shows, sign out, sign in with the password and then a code.
 */

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

for (const [label, viewport] of [
  ['a phone', PHONE_VIEWPORT],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`an admin enrols, signs out and signs in with password and code on ${label}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const member = await addMember(browser, baseURL, 'ADMIN');

    await page.goto('/auth');
    await signInWithForm(page, member);
    await expect(page).toHaveURL(/\/leads/);

    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Set up two-step sign-in' }).click();
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    // the page loads on its own too: the forced-enrolment redirect is a full page load
    await page.reload();
    await page.getByRole('button', { name: 'Show my QR code' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByLabel('Setup key').textContent()) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);

    // a wrong code is refused with a reason, and nothing is turned on
    await page.getByLabel('Code from your app').fill(appCode(secret, 5 * 60_000));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');

    await page.getByLabel('Code from your app').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card).toContainText('10 recovery codes left');

    // signed out through the app, so the session ends on the server: clearing the browser's cookies
    // instead raced a response still on its way, whose Set-Cookie signed the browser back in
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await signInWithForm(page, member);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // no session yet: the server knows nobody
    expect((await page.request.get('/api/user')).status()).toBe(401);
    // the step after the one used at setup: a code is good once
    await code.fill(appCode(secret, 30_000));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/leads/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });
}
