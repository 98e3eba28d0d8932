import { expect, test } from './fixtures';

const LEGAL_PAGES = [
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
] as const;

const HEADER_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Terms', href: '/terms' },
  { name: 'Cookie Policy', href: '/cookies' },
] as const;

test.describe('legal pages', () => {
  for (const { path, heading } of LEGAL_PAGES) {
    test(`${path} shows its heading, the date and the shared header`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('May 10, 2025', { exact: true })).toBeVisible();

      const nav = page.getByRole('navigation', { name: 'Legal' });
      const links = nav.getByRole('link');
      await expect(links).toHaveText(HEADER_LINKS.map((link) => link.name));
      for (const [index, link] of HEADER_LINKS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', link.href);
      }
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', path);
    });
  }

  test('the privacy policy says the service is not directed to children under 13', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText(/not directed to children under 13/)).toBeVisible();
  });

  test('the shared header moves between the legal pages and home', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Legal' });

    await nav.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

    await nav.getByRole('link', { name: 'Cookie Policy', exact: true }).click();
    await expect(page).toHaveURL('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();

    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#hero')).toBeVisible();
  });
});
