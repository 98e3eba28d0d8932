/**
 * @jest-environment node
 */
import { PRERENDER_ROUTES, renderPage } from './render';

// nanoid ships as ES modules only, which the node test environment does not load natively.
jest.mock('nanoid', () => ({ nanoid: () => 'V1StGXR8_Z5jdHi6B-myT' }));

/** What the build writes for each prerendered page: it must read completely without JavaScript. */
describe('renderPage', () => {
  it('renders the landing page whole: head tags, every section, the contact form, its styles', async () => {
    const page = await renderPage('/');
    expect(page.headTags).toContain(
      '<title>Apex AI | AI Marketing Agency: Custom AI Agents, Media Buying &amp; Funnels</title>',
    );
    expect(page.headTags).toMatch(
      /<meta name="description" content="AI marketing agency with \$200M\+ in managed ad spend[^"]*"\/>/,
    );
    for (const property of ['og:title', 'og:description', 'og:type'])
      expect(page.headTags).toContain(`property="${property}"`);

    for (const id of [
      'hero',
      'services',
      'benefits',
      'testimonials',
      'why-hire-us',
      'content-funnel',
      'insights',
      'contact',
    ]) {
      expect(page.rootHtml).toContain(`id="${id}"`);
    }
    // the lazily loaded form is in the HTML, disabled until React runs it
    expect(page.rootHtml).toContain('aria-label="Application form"');
    expect(page.rootHtml).toMatch(/<fieldset role="presentation" disabled="" class="[^"]+">/);
    // complete markup: no fallbacks, no streaming placeholders, no scripts
    expect(page.rootHtml).not.toContain('<!--$?-->');
    expect(page.rootHtml).not.toContain('<!--$!-->');
    expect(page.rootHtml).not.toContain('<script');
    expect(page.rootHtml).not.toContain('<title>');
    expect(page.styleTags).toMatch(/^<style data-styled="true" data-styled-version="[^"]+">/);
  });

  it.each([
    ['/privacy', 'Privacy Policy | Apex AI', 'Privacy Policy'],
    ['/terms', 'Terms of Service | Apex AI', 'Terms of Service'],
    ['/cookies', 'Cookie Policy | Apex AI', 'Cookie Policy'],
    ['/404', '404 Page Not Found | Apex AI', '404 Page Not Found'],
  ])('renders %s with its own title and description', async (url, title, heading) => {
    const page = await renderPage(url);
    expect(page.headTags).toContain(`<title>${title}</title>`);
    expect(page.headTags).toMatch(/<meta name="description" content="[^"]{60,}"\/>/);
    expect(page.rootHtml).toContain(heading);
  });

  it('lists the four public pages and the not-found page', () => {
    expect(PRERENDER_ROUTES.map((route) => route.file)).toEqual([
      'index.html',
      'privacy/index.html',
      'terms/index.html',
      'cookies/index.html',
      '404/index.html',
    ]);
  });
});
