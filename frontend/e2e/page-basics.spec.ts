import { expect, test } from './fixtures';

/** What a visitor's browser and a search engine read before the page itself. */
const PAGES = [
  { path: '/', title: /AI Marketing Agency/ },
  { path: '/privacy', title: /^Privacy Policy \| / },
  { path: '/terms', title: /^Terms of Service \| / },
  { path: '/cookies', title: /^Cookie Policy \| / },
];

test.describe('page basics', () => {
  for (const { path, title } of PAGES) {
    test(`${path} is prerendered with its title, description, Open Graph tags, language and icon`, async ({
      page,
      request,
    }) => {
      // the HTML as the server sends it, before any script runs
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toMatch(/<style data-styled[^>]*>[^<]{100,}/); // styled-components' CSS inlined
      expect(html).toMatch(/<h1[^>]*>/);

      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    });
  }

  test('the pages have distinct titles and descriptions', async ({ page }) => {
    const seen = new Set<string>();
    for (const { path, title } of PAGES) {
      // the page's own title shown (a chunk still loading when the next page is opened is cut
      // short, which fixtures.ts excuses once its page has been left)
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      seen.add(`${await page.title()}|${await page.locator('meta[name="description"]').getAttribute('content')}`);
    }
    expect(seen.size).toBe(PAGES.length);
  });

  test('robots.txt, sitemap.xml and the icon are served with their types', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^Disallow: \/leads$/m);
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(locations).toEqual(['/', '/privacy', '/terms', '/cookies']);

    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
