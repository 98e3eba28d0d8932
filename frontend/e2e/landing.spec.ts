import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bookingUrlOf, gotoLanding, PHONE_VIEWPORT, scrollToY, topOffsetOf, waitForScrollEnd } from './helpers';

/** Every id the spec's links and menus point at (sections and in-page anchors). */
const ANCHOR_IDS = [
  'hero',
  'services',
  'benefits',
  'testimonials',
  'why-hire-us',
  'content-funnel',
  'insights',
  'future-insights',
  'contact',
  'about',
  'results',
] as const;

const DESKTOP_NAV = [
  { name: 'Home', href: '/' },
  { name: 'Services', href: '/#services' },
  { name: 'Benefits', href: '/#benefits' },
  { name: 'Why Hire Us', href: '/#why-hire-us' },
  { name: 'Testimonials', href: '/#testimonials' },
  { name: 'Content Funnel', href: '/#content-funnel' },
  { name: 'Contact', href: '/#contact' },
] as const;

const MOBILE_NAV = DESKTOP_NAV.filter((link) => link.name !== 'Services');

/** The floating menu's section entries and the anchor each one scrolls to. */
const FLOATING_ENTRIES = [
  { name: 'Services', anchor: 'services' },
  { name: 'Benefits', anchor: 'benefits' },
  { name: 'Testimonials', anchor: 'testimonials' },
  { name: 'Why Hire Us', anchor: 'why-hire-us' },
  { name: 'Content Funnel', anchor: 'content-funnel' },
  { name: 'Future Insights', anchor: 'future-insights' },
  { name: 'Contact', anchor: 'contact' },
] as const;

/** Spec section 9: the floating menu lands a section 80 px below the top of the window. */
const MENU_SCROLL_OFFSET = 80;

/** Answers the external booking page locally, so a click on a booking link opens a real tab offline. */
async function fakeBookingPage(page: Page, bookingUrl: string): Promise<void> {
  await page.context().route(
    (url) => url.href.startsWith(bookingUrl),
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Book a call</title><h1>Book a call</h1>',
      }),
  );
}

async function expectSectionNearTop(page: Page, anchor: string): Promise<void> {
  const target = page.locator(`[id="${anchor}"]`);
  const position = async () => {
    const top = await topOffsetOf(target);
    return Math.abs(top - MENU_SCROLL_OFFSET) <= 2 ? `${MENU_SCROLL_OFFSET} px from the top` : `${top} px from the top`;
  };
  const message = `#${anchor} should come to rest ${MENU_SCROLL_OFFSET} px from the top`;
  await expect.poll(position, { message, timeout: 10_000 }).toBe(`${MENU_SCROLL_OFFSET} px from the top`);
  // and it stays there once the smooth scroll has ended
  await waitForScrollEnd(page);
  expect(await position(), message).toBe(`${MENU_SCROLL_OFFSET} px from the top`);
}

function floatingMenu(page: Page): Locator {
  return page.getByTestId('floating-menu');
}

function floatingTrigger(page: Page): Locator {
  return floatingMenu(page).getByRole('button', { name: 'Menu', exact: true });
}

/**
 * Resolves once the page's IntersectionObservers have reported on the hero where it now is: an
 * observer created now reports its first sighting in the same notification as every observer
 * created before it (the floating menu's), which run first. So a check after this one sees what
 * the menu made of the hero's position, with no fixed pause.
 */
async function heroSightingReported(page: Page): Promise<void> {
  await page.locator('#hero').evaluate(
    (hero) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          // and the frame the menu's re-render lands in
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        });
        observer.observe(hero);
      }),
  );
}

/** Scrolls until the hero has left the window and the floating menu button shows. */
async function scrollPastHero(page: Page): Promise<void> {
  const servicesTop = await page
    .locator('#services')
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await scrollToY(page, servicesTop);
  await expect(floatingTrigger(page)).toBeVisible();
}

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoLanding(page);
  });

  test('every section and anchor exists exactly once', async ({ page }) => {
    for (const id of ANCHOR_IDS) {
      await expect(page.locator(`[id="${id}"]`), `#${id}`).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { name: 'Trusted Partners & Collaborators' })).toBeVisible();
    await expect(page.getByText('Trusted by top businesses worldwide')).toBeVisible();
    await expect(page.locator('#hero').getByRole('link', { name: 'Our Services' })).toHaveAttribute(
      'href',
      '#services',
    );
    await expect(page.getByRole('heading', { name: 'Take Action Now!' })).toBeAttached();
  });

  test('static content has the spec counts', async ({ page }) => {
    await expect(page.getByTestId('partner-badge')).toHaveCount(4);
    await expect(page.getByTestId('service-card')).toHaveCount(6);
    await expect(page.getByTestId('benefit-card')).toHaveCount(6);
    await expect(page.getByTestId('testimonial')).toHaveCount(3);
    await expect(page.getByTestId('team-role')).toHaveCount(4);
    await expect(page.getByTestId('funnel-stage')).toHaveCount(3);
    await expect(page.getByTestId('trend-card')).toHaveCount(4);
    await expect(page.getByTestId('action-item')).toHaveCount(3);

    for (const card of await page.getByTestId('service-card').all()) {
      await expect(card.getByRole('heading')).toHaveCount(1);
      await expect(card.getByRole('link', { name: /^Book a call/ })).toHaveCount(1);
    }
  });

  test('every booking link opens the scheduling page in a new tab without an opener', async ({ page }) => {
    const bookingUrl = await bookingUrlOf(page);
    expect(bookingUrl).toMatch(/^https:\/\//);

    const bookingLinks = page.locator(`a[href="${bookingUrl}"]`);
    // header, mobile menu, hero, chat card, six services, banner, insights, footer
    expect(await bookingLinks.count()).toBeGreaterThanOrEqual(13);
    for (const link of await bookingLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }
    // no other link opens a tab that can reach back into the page
    for (const link of await page.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }

    await fakeBookingPage(page, bookingUrl);
    const popupPromise = page.waitForEvent('popup');
    await page
      .locator('#hero')
      .getByRole('link', { name: /BOOK A CALL NOW/ })
      .click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(bookingUrl);
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();
    await expect(page).toHaveURL('/');
  });

  test('a booking link clicked as the page starts carries the visit’s UTM parameters; the visit and the click are counted', async ({
    page,
  }) => {
    const counted: { body: unknown; status: number }[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/api/funnel')) return;
      counted.push({ body: JSON.parse(response.request().postData() ?? 'null'), status: response.status() });
    });
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    const bookingUrl = await bookingUrlOf(page);
    await fakeBookingPage(page, bookingUrl);
    const popupPromise = page.waitForEvent('popup');
    // the first interaction: React is not running yet, the entry script's listener is
    await page
      .locator('#hero')
      .getByRole('link', { name: /BOOK A CALL NOW/ })
      .click();
    const popup = await popupPromise;
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe(bookingUrl);
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
    await popup.close();
    await expect
      .poll(() => counted.map(({ body }) => body))
      .toEqual(
        expect.arrayContaining([
          { event: 'page_view', source: 'newsletter', campaign: 'spring' },
          { event: 'booking_click', source: 'newsletter', campaign: 'spring' },
        ]),
      );
    expect(counted.every(({ status }) => status === 204)).toBe(true);
  });

  test('the header shows the desktop navigation and both buttons', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(DESKTOP_NAV.map((link) => link.name));
    for (const [index, link] of DESKTOP_NAV.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', link.href);
    }

    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
    await expect(header.getByRole('link', { name: /BOOK A CALL NOW/ })).toBeVisible();
    await expect(page.locator('button[aria-controls^="mobile-menu-"]')).toBeHidden();
  });

  test('the footer links and the current year', async ({ page }) => {
    const company = page.getByRole('navigation', { name: 'Footer company' });
    for (const href of ['/#services', '/#about', '/#testimonials', '/#results']) {
      await expect(company.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const legal = page.getByRole('navigation', { name: 'Footer legal' });
    for (const href of ['/privacy', '/terms', '/cookies']) {
      await expect(legal.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(legal.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
    await expect(page.locator('footer').last()).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the floating menu appears only once the hero has scrolled away', async ({ page }) => {
    await expect(floatingMenu(page)).toHaveCount(0);
    await scrollToY(page, 150);
    await heroSightingReported(page);
    await expect(floatingMenu(page)).toHaveCount(0);

    await scrollPastHero(page);
    await scrollToY(page, 0);
    await expect(floatingMenu(page)).toHaveCount(0);
    await heroSightingReported(page);
    await expect(floatingMenu(page)).toHaveCount(0);
  });

  test('back on the landing page from another page, the floating menu stays hidden over the hero', async ({ page }) => {
    await page.goto('/privacy');
    await expect(floatingTrigger(page)).toBeVisible(); // no hero on this page: always shown
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.locator('#hero').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await heroSightingReported(page);
    await expect(floatingMenu(page)).toHaveCount(0);
  });

  test('each floating menu entry scrolls its section to 80 px from the top', async ({ page }) => {
    await scrollPastHero(page);
    for (const entry of FLOATING_ENTRIES) {
      await floatingTrigger(page).click();
      await expect(floatingTrigger(page)).toHaveAttribute('aria-expanded', 'true');
      await floatingMenu(page).getByRole('link', { name: entry.name, exact: true }).click();
      await expect(floatingTrigger(page)).toHaveAttribute('aria-expanded', 'false');
      await expectSectionNearTop(page, entry.anchor);
    }
  });

  test('the floating menu offers Home and a Book a Call link, and closes on an outside click', async ({ page }) => {
    const bookingUrl = await bookingUrlOf(page);
    await scrollPastHero(page);
    await floatingTrigger(page).click();
    const menu = floatingMenu(page);
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    const book = menu.getByRole('link', { name: /Book a Call/ });
    await expect(book).toHaveAttribute('href', bookingUrl);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);

    await page.mouse.click(20, 400);
    await expect(floatingTrigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeHidden();

    await floatingTrigger(page).click();
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await waitForScrollEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(floatingMenu(page)).toHaveCount(0);
  });
});

test.describe('links to landing-page sections', () => {
  test('a header link scrolls its section to the same 80 px from the top', async ({ page }) => {
    await gotoLanding(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Testimonials' })
      .click({ timeout: 10_000 });
    await expect(page).toHaveURL('/#testimonials');
    await expectSectionNearTop(page, 'testimonials');
  });

  test('a floating menu entry on another page opens the landing page at that section', async ({ page }) => {
    await page.goto('/privacy');
    await floatingTrigger(page).click();
    await floatingMenu(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/#contact');
    await expectSectionNearTop(page, 'contact');
  });

  test('a deep link to a section opens the landing page at that section', async ({ page }) => {
    await page.goto('/#testimonials');
    await expect(page.locator('#hero').getByRole('heading', { level: 1 })).toBeAttached({ timeout: 15_000 });
    await expectSectionNearTop(page, 'testimonials');
  });
});

test.describe('landing page at phone width', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test.beforeEach(async ({ page }) => {
    await gotoLanding(page);
  });

  test('the menu toggle opens the mobile menu with the spec entries', async ({ page }) => {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.locator('button[aria-controls^="mobile-menu-"]');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    const links = menu.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText(MOBILE_NAV.map((link) => link.name));
    for (const [index, link] of MOBILE_NAV.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', link.href);
    }
    await expect(menu.getByRole('link', { name: 'Services', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: /BOOK A CALL NOW/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/#services');

    // the menu fits the phone's width
    const box = await menu.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });

  test('choosing any mobile menu entry closes the menu', async ({ page }) => {
    const bookingUrl = await bookingUrlOf(page);
    await fakeBookingPage(page, bookingUrl);
    const toggle = page.locator('button[aria-controls^="mobile-menu-"]');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

    /** Opens the menu, chooses the entry with `choose`, and checks that the menu closed. */
    const chooseEntry = async (name: string, choose: (entry: Locator) => Promise<void>) => {
      await toggle.click();
      await expect(menu, `menu open before choosing ${name}`).toBeVisible();
      await choose(menu.getByRole('link', { name: new RegExp(`^${name}`) }));
      await expect(menu, `menu closed after choosing ${name}`).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    };
    for (const name of [...MOBILE_NAV.map((link) => link.name), 'Our Services']) {
      await chooseEntry(name, (entry) => entry.click());
    }
    // the booking link opens its page in a tab of its own
    await chooseEntry('BOOK A CALL NOW', async (entry) => {
      const popupPromise = page.waitForEvent('popup');
      await entry.click();
      await (await popupPromise).close();
    });
    await expect(page).toHaveURL(/\/#services$/);
  });

  test('the floating menu opens a 300 px drawer whose entries scroll to their section', async ({ page }) => {
    await expect(floatingMenu(page)).toHaveCount(0);
    await scrollPastHero(page);

    await floatingTrigger(page).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('floating-menu-overlay')).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(300, 0);

    await drawer.getByRole('link', { name: 'Testimonials', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expectSectionNearTop(page, 'testimonials');

    // a tap on the dark overlay closes the drawer
    await floatingTrigger(page).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
  });
});
