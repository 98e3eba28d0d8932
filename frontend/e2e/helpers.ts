import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone width of the spec's quality bar. */
export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;

/** The admin account the test server is started with (playwright.config.ts). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** The booking page URL the server injected into the page (`<script id="app-config">`). */
export async function bookingUrlOf(page: Page): Promise<string> {
  const json = await page.locator('#app-config').textContent();
  const config = JSON.parse(json ?? '{}') as { bookingUrl?: unknown };
  if (typeof config.bookingUrl !== 'string') throw new Error('the page has no injected bookingUrl');
  return config.bookingUrl;
}

/** Waits until every finite CSS animation and transition on the page has finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** Waits until the window has stopped scrolling (smooth scrolls included). */
export async function waitForScrollEnd(page: Page): Promise<void> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const current = await page.evaluate(() => window.scrollY);
        const stable = current === previous;
        previous = current;
        return stable;
      },
      { intervals: [150], timeout: 5_000, message: 'the page kept scrolling' },
    )
    .toBe(true);
}

/** Jumps (no smooth scrolling) so that `y` is at the top of the window. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await waitForScrollEnd(page);
}

/**
 * Brings every section of the landing page into view once, so each has played its one-time
 * reveal, then goes back to the top and waits for the animations to end: the page as a reader
 * has seen it. One section at a time, waiting for each, because a quick scroll past a section
 * (on a busy machine) may never be reported to its IntersectionObserver.
 */
export async function revealAllSections(page: Page): Promise<void> {
  const sections = await page.locator('[data-reveal]').all();
  for (const section of sections) {
    await section.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(section).not.toHaveAttribute('data-reveal', 'waiting');
  }
  await scrollToY(page, 0);
  await settleAnimations(page);
}

/** Opens the landing page and waits for its hero (the app may load in stages). */
export async function gotoLanding(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#hero').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens the landing page and scrolls to the contact section the way a visitor does; the form's
 * code loads as it approaches, so this waits for the form itself.
 */
export async function gotoContactForm(page: Page, path = '/'): Promise<Locator> {
  await gotoLanding(page, path);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Application form' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  return form;
}

/**
 * The cell of `row` under the column of `table` headed `column`: found by its header's text, so
 * a column added or moved shifts nothing. A row's header cell (th) counts, as in the header row.
 * Call it once the table shows (the headers are read as they are, in the DOM's own letters).
 */
export async function cellInColumn(table: Locator, row: Locator, column: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(column);
  expect(index, `a column "${column}" among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return row.locator(':scope > th, :scope > td').nth(index);
}

/** Distance in px between the top of the window and the top of `locator`. */
export async function topOffsetOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe (WCAG 2.0/2.1 A and AA) and fails with each violation's id, impact, help and targets. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // colours measured mid-fade (a menu appearing, a section revealed as a scroll brings it into
  // view) read as low contrast: scan the settled page. Once scrolling stops, two frames let the
  // IntersectionObserver callbacks start their reveals; then every finite animation is awaited.
  await waitForScrollEnd(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = results.violations.map((violation) => {
    const targets = violation.nodes.map(
      (node) =>
        `      ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
    );
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets.join('\n')}`;
  });
  expect(results.violations, `axe found violations on ${what}:\n${report.join('\n')}`).toHaveLength(0);
}
