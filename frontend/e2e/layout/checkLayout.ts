import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';
import { settleAnimations } from '../helpers';
import { auditLayout } from './layoutAudit';
import type { LayoutState } from './layoutStates';

/** The widths every page is checked at, each with a common screen height. */
export const LAYOUT_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

/** One page as the layout check sees it. */
export type LayoutTarget = {
  /** a short name for messages and screenshot files, e.g. "lead table" */
  name: string;
  /** waits until the page shows what it is about (called after every change of width) */
  ready(page: Page): Promise<void>;
  /** what is opened over the page in turn, each checked on its own */
  states: readonly LayoutState[];
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Two frames, then every finite animation: the layout as it rests. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settleAnimations(page);
}

/**
 * Checks `target` (already open in `page`) at each width of LAYOUT_VIEWPORTS: the page as it
 * rests, then with each of its states open in turn. Every problem of one width is reported in one
 * soft assertion, so a run lists them all. A full-page screenshot of each width, and one of the
 * window with each state open, are attached to the test.
 */
export async function checkLayout(page: Page, testInfo: TestInfo, target: LayoutTarget): Promise<void> {
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await target.ready(page);
    await settle(page);
    const problems = (await auditLayout(page, { floatingCover: true })).map((problem) => `at rest: ${problem}`);
    await attachScreenshot(page, testInfo, `${target.name} ${viewport.width}`, true);

    for (const state of target.states) {
      try {
        const scope = await state.open(page);
        if (!scope) continue;
        await settle(page);
        problems.push(...(await auditLayout(page, scope)).map((problem) => `${state.name}: ${problem}`));
        await attachScreenshot(page, testInfo, `${target.name} ${viewport.width} ${state.name}`, false);
        await state.close(page);
      } catch (error) {
        problems.push(`${state.name}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
      }
    }

    expect
      .soft(problems, `${target.name} at ${viewport.width} px:\n  ${problems.join('\n  ')}\n`)
      .toEqual([]);
  }
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage: boolean): Promise<void> {
  const path = testInfo.outputPath(`${slug(name)}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
