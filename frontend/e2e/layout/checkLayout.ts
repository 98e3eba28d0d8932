import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';
import { settleAnimations } from '../helpers';
import { auditLayout } from './layoutAudit';
import type { LayoutState } from './layoutStates';

/** The widths every page is checked at, each with a common screen height. */
const LAYOUT_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

const EVERY_STATE_SCREENSHOT = process.env.LAYOUT_SCREENSHOTS === 'all';

/** Tables fit without sideways scrolling from this width up (desktops, where the back office is used). */
export const TABLES_FIT_FROM_PX = 1024;

/** A control the page must show at a width (the spec's layout, e.g. the header's Contact Us button). */
type RequiredControl = {
  /** how it is named in messages */
  name: string;
  locate(page: Page): Locator;
  /** the narrowest width that must show it */
  fromWidth: number;
};

/** One page as the layout check sees it. */
export type LayoutTarget = {
  /** a short name for messages and screenshot files, e.g. "lead table" */
  name: string;
  /** waits until the page shows what it is about (called after every change of width) */
  ready(page: Page): Promise<void>;
  /** what is opened over the page in turn, each checked on its own */
  states: readonly LayoutState[];
  /** controls that must be on screen at rest */
  required?: readonly RequiredControl[];
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Two frames, then every finite animation: the layout as it rests (without a focus ring left from the last state). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await settleAnimations(page);
}

/**
 * Checks `target` (already open in `page`) at each width of LAYOUT_VIEWPORTS: the page as it
 * rests, then with each of its states open in turn. Every problem of one width is reported in one
 * soft assertion, so a run lists them all. A full-page screenshot of each width is attached to
 * the test, and one of the window with each state open that has problems (with every state open
 * when LAYOUT_SCREENSHOTS=all, for reviewing the design).
 */
export async function checkLayout(page: Page, testInfo: TestInfo, target: LayoutTarget): Promise<void> {
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await target.ready(page);
    await settle(page);
    const found = await auditLayout(page, { floatingCover: true, tablesFit: viewport.width >= TABLES_FIT_FROM_PX });
    const problems = found.map((problem) => `at rest: ${problem}`);
    for (const control of target.required ?? []) {
      if (viewport.width >= control.fromWidth && !(await control.locate(page).isVisible())) {
        problems.push(`at rest: missing: ${control.name} is not shown`);
      }
    }
    await attachScreenshot(page, testInfo, `${target.name} ${viewport.width}`, true);

    for (const state of target.states) {
      try {
        const scope = await state.open(page);
        if (!scope) continue;
        await settle(page);
        const found = await auditLayout(page, scope);
        if (found.length > 0 || EVERY_STATE_SCREENSHOT)
          await attachScreenshot(page, testInfo, `${target.name} ${viewport.width} ${state.name}`, false);
        problems.push(...found.map((problem) => `${state.name}: ${problem}`));
        await state.close(page);
      } catch (error) {
        problems.push(`${state.name}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
      }
    }

    expect.soft(problems, `${target.name} at ${viewport.width} px:\n  ${problems.join('\n  ')}\n`).toEqual([]);
  }
}

/**
 * JPEG: a full landing page at phone width is over 20,000 px tall, and PNG takes seconds to encode.
 * A full-page capture lays the page out without its scrollbar but keeps the width measured with
 * it, cutting 15 px off the right edge: the scrollbar is hidden for the capture, so the image is
 * the page at the window's width, as on a device with overlay scrollbars.
 */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage: boolean): Promise<void> {
  const path = testInfo.outputPath(`${slug(name)}.jpeg`);
  const options = { path, type: 'jpeg', quality: 80, animations: 'disabled', caret: 'hide' } as const;
  if (fullPage) {
    await page.evaluate(() => document.documentElement.style.setProperty('scrollbar-width', 'none'));
    await page.screenshot({ ...options, fullPage: true });
    await page.evaluate(() => document.documentElement.style.removeProperty('scrollbar-width'));
  } else {
    await page.screenshot(options);
  }
  await testInfo.attach(name, { path, contentType: 'image/jpeg' });
}
