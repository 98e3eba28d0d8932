import { expect, test } from './fixtures';

test.describe('protected routes while signed out', () => {
  for (const path of ['/leads', '/leads/import', '/leads/lifecycle', '/leads/lifecycle/1']) {
    test(`${path} lands on /auth`, async ({ page }) => {
      await page.goto(path);

      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.locator('input[type="password"]')).toBeVisible();
      // the admin pages' own heading never renders for a visitor
      await expect(page.getByRole('heading', { name: 'Lead Management' })).toHaveCount(0);
    });
  }
});
