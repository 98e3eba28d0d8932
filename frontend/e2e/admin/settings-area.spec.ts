import type { Page } from '@playwright/test';
import { expectNoAxeViolations, settleAnimations } from '../helpers';
import { ADMIN_TEST_TIMEOUT_MS, expect, test } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

/** The Settings area's sections, in the order of its navigation, and what each shows first. */
const SECTIONS = [
  {
    label: 'Notifications',
    path: '/settings/notifications',
    shown: (p: Page) => p.getByRole('heading', { name: 'Recipients' }),
  },
  { label: 'Webhooks', path: '/settings/webhooks', shown: (p: Page) => p.getByRole('heading', { name: 'Endpoints' }) },
  {
    label: 'Scheduling',
    path: '/settings/scheduling',
    shown: (p: Page) => p.getByRole('heading', { name: 'Calendly' }),
  },
  { label: 'Security', path: '/settings/security', shown: (p: Page) => p.getByLabel('Grace period (days)') },
  { label: 'Data retention', path: '/settings/retention', shown: (p: Page) => p.getByLabel('Spam', { exact: true }) },
] as const;

/** Nothing wider than the screen: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Walks the area's sections from its navigation: each becomes current and fits the screen. */
async function walkSections(page: Page): Promise<void> {
  // /settings opens its first section
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await expect(nav.getByRole('link')).toHaveText(SECTIONS.map((section) => section.label));
  for (const section of SECTIONS) {
    await nav.getByRole('link', { name: section.label }).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(nav.getByRole('link', { name: section.label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(section.shown(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** Where the navigation's first and last links and the Data retention section are. */
async function layoutBoxes(page: Page): Promise<{ first: Box; last: Box; section: Box }> {
  const nav = page.getByRole('navigation', { name: 'Settings' });
  const [first, last, section] = await Promise.all([
    nav.getByRole('link', { name: 'Notifications' }).boundingBox(),
    nav.getByRole('link', { name: 'Data retention' }).boundingBox(),
    page.getByRole('region', { name: 'Data retention' }).boundingBox(),
  ]);
  if (!first || !last || !section) throw new Error('the Settings navigation or its section is not shown');
  return { first, last, section };
}

test('the Settings area on a 375 px phone: from the "More" menu, its navigation above the section', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/leads');
  const header = page.getByRole('navigation', { name: 'Back office' });
  // the header's row has no room for Settings on a phone: it is in the "More" menu there
  await expect(header.getByRole('link', { name: 'Settings' })).toBeHidden();
  await header.getByRole('button', { name: 'More' }).click();
  await header.getByRole('link', { name: 'Settings' }).click();
  await walkSections(page);

  const { first, last, section } = await layoutBoxes(page);
  expect(first.height).toBeGreaterThanOrEqual(40);
  expect(last.x + last.width).toBeLessThanOrEqual(375);
  expect(last.y + last.height).toBeLessThanOrEqual(section.y);
  // the "More" button carries the section's underline while a page of it is shown
  await expect(header.getByRole('button', { name: 'More' })).toHaveClass(/active-on-phone/);

  await settleAnimations(page);
  await expectNoAxeViolations(page, '/settings/retention at 375 px');
});

test('the Settings area at 1280 px: in the header, its navigation above the section, which has the whole width', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/leads');
  const header = page.getByRole('navigation', { name: 'Back office' });
  await header.getByRole('link', { name: 'Settings' }).click();
  await walkSections(page);

  const { first, last, section } = await layoutBoxes(page);
  expect(first.height).toBeGreaterThanOrEqual(40);
  // one row of links above the section; the section spans the page's content box (1150 px)
  expect(last.y).toBe(first.y);
  expect(last.y + last.height).toBeLessThanOrEqual(section.y);
  expect(section.width).toBeGreaterThanOrEqual(1100);
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

  await settleAnimations(page);
  await expectNoAxeViolations(page, '/settings/retention at 1280 px');
});

test('old links to the lead page’s tabs lead to their new pages', async ({ adminPage: page }) => {
  for (const [tab, path, heading] of [
    ['spam', '/leads/spam', 'Spam'],
    ['orders', '/orders', 'Orders'],
    ['notifications', '/settings/notifications', 'Settings'],
    ['webhooks', '/settings/webhooks', 'Settings'],
    ['retention', '/settings/retention', 'Settings'],
  ] as const) {
    await page.goto(`/leads?tab=${tab}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // the Marketing Settings tab stays a tab of the lead page
  await page.goto('/leads?tab=settings');
  await expect(page).toHaveURL(/\/leads\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Marketing Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(['Lead Data', 'Marketing Settings']);
});

test('the spam view and the orders page from the lead page and the header', async ({ adminPage: page }) => {
  await page.goto('/leads');
  await page.getByRole('link', { name: /^Spam/ }).first().click();
  await expect(page).toHaveURL(/\/leads\/spam$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Back office' });
  await header.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await header.getByRole('button', { name: 'More' }).click();
  await header.getByRole('link', { name: /^Spam/ }).click();
  await expect(page).toHaveURL(/\/leads\/spam$/);
});
