import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN_TEST_TIMEOUT_MS, expect, graphql, test, toast, uniqueTag } from './adminFixtures';

/**
 * Account → Security: a member signed in in two browsers sees both listed and signs the other one
 * out from the first; the other is refused on its next request (its page goes back to sign-in).
 * Then "Sign out of all other sessions" does the same to a third. A member of its own, so no
 * other spec's admin session is touched. At a phone's width and a desktop's.
 */

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

type Member = { username: string; password: string };

/** A browser of its own (its user agent names it in the list), signed in as `member` with the form. */
async function signedInBrowser(
  browser: Browser,
  baseURL: string | undefined,
  member: Member,
  options: { userAgent?: string; width: number },
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    baseURL,
    userAgent: options.userAgent,
    viewport: { width: options.width, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  return [context, page];
}

/** The list's entry of a browser, by the words the list reads its user agent as. */
function entry(page: Page, words: string) {
  return page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem').filter({ hasText: words });
}

for (const width of [375, 1280]) {
  test(`a second browser is listed and signed out from the first, at ${width} px`, async ({
    adminPage,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const member = { username: `sessions-${tag}`, password: `quiet harbour ${tag}` };
    await graphql(adminPage.request, 'mutation Add($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { ...member, role: 'ANALYST' },
    });

    const [first, here] = await signedInBrowser(browser, baseURL, member, { width });
    const [second, phone] = await signedInBrowser(browser, baseURL, member, { width, userAgent: PHONE_AGENT });
    try {
      await here.goto('/account');
      const security = here.getByRole('region', { name: 'Security' });
      await expect(security.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
      const thisOne = here
        .getByRole('list', { name: 'Your sessions' })
        .getByRole('listitem')
        .filter({ hasText: 'This device' });
      await expect(thisOne).toHaveCount(1);
      await expect(thisOne).toContainText('127.0.0.1');
      const other = entry(here, 'Safari on iPhone');
      await expect(other).toHaveCount(1);
      await expect(other).not.toContainText('This device');
      await expect(other).toContainText('Last active');

      await other.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
      await expect(toast(here, 'Signed out')).toContainText('Safari on iPhone must sign in again.');
      await expect(entry(here, 'Safari on iPhone')).toHaveCount(0);

      // its next request is refused: the API says so, and the page goes back to sign-in
      expect((await phone.request.get('/api/user')).status()).toBe(401);
      await phone.goto('/account');
      await expect(phone).toHaveURL(/\/auth/);
      await expect(phone.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

      // a third browser, ended with "all other sessions"; this one stays
      const [third, firefox] = await signedInBrowser(browser, baseURL, member, { width, userAgent: FIREFOX_AGENT });
      try {
        await here.reload();
        await expect(entry(here, 'Firefox on Linux')).toHaveCount(1);
        await here.getByRole('button', { name: 'Sign out of all other sessions' }).click();
        const dialog = here.getByRole('alertdialog', { name: 'Sign out of all other sessions?' });
        await dialog.getByRole('button', { name: 'Sign out others' }).click();
        await expect(toast(here, 'Other sessions signed out')).toBeVisible();
        await expect(here.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(1);
        expect((await firefox.request.get('/api/user')).status()).toBe(401);
        expect((await here.request.get('/api/user')).status()).toBe(200);

        // no sideways scrolling at this width
        const overflow = await here.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
}
