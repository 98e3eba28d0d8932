import { expect, test } from './fixtures';

test.describe('not-found page', () => {
  test.use({ allowNotFoundDocument: true });

  for (const path of ['/no-such-page', '/services/ai-agents/pricing', '/privacy/extra']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);

      expect(response?.status(), 'HTTP status of the document').toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }

  test('a known route still answers 200', async ({ page }) => {
    const response = await page.goto('/privacy');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  });
});
