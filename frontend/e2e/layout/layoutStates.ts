import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { AuditScope } from './layoutAudit';

/**
 * Something opened over a page for the layout check: a menu, the chat panel, a toast. `open`
 * answers what to audit, or null when the page has no such thing at this width.
 */
export type LayoutState = {
  name: string;
  open(page: Page): Promise<AuditScope | null>;
  close(page: Page): Promise<void>;
};

// Opening goes through a dispatched click, not a pointer one: a control lying under another is
// reported by the audit, and must not stop the run from looking at what it opens.
async function press(control: Locator): Promise<void> {
  await control.dispatchEvent('click');
}

async function controlledPanel(trigger: Locator): Promise<{ id: string; panel: Locator }> {
  const id = await trigger.getAttribute('aria-controls');
  if (!id) throw new Error('the toggle names no panel (aria-controls)');
  const panel = trigger.page().locator(`[id="${id}"]`);
  await expect(panel).toBeVisible();
  return { id, panel };
}

/** The public header's menu toggle (the landing page below its full-navigation width). */
export const headerMenu: LayoutState = {
  name: 'header menu open',
  open: async (page) => {
    const toggle = page.locator('header button[aria-controls^="mobile-menu"]');
    if (!(await toggle.isVisible())) return null;
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await press(toggle);
    const { id } = await controlledPanel(toggle);
    return { within: [`[id="${id}"]`, `[aria-controls="${id}"]`] };
  },
  close: async (page) => {
    const toggle = page.locator('header button[aria-controls^="mobile-menu"]');
    await press(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Jumps to just below the hero, where there is one (the landing page). */
async function scrollBelowHero(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hero = document.getElementById('hero');
    if (hero) window.scrollTo({ top: hero.getBoundingClientRect().bottom + window.scrollY + 1, behavior: 'instant' });
  });
}

function siteMenuTrigger(page: Page): Locator {
  return page.getByRole('button', { name: 'Menu', exact: true });
}

/**
 * The site menu: the floating "Menu" button (shown once the hero has scrolled away) and its
 * dropdown or drawer, or the same menu in the back office's header.
 */
export const siteMenu: LayoutState = {
  name: 'site menu open',
  open: async (page) => {
    const trigger = siteMenuTrigger(page);
    // the landing page: the button comes once the hero is out of view
    if (!(await trigger.isVisible())) await scrollBelowHero(page);
    await expect(trigger).toBeVisible();
    await press(trigger);
    const { id, panel } = await controlledPanel(trigger);
    // a modal drawer covers its own button with the overlay; it has a close button instead
    const modal = (await panel.getAttribute('aria-modal')) === 'true';
    return { within: modal ? [`[id="${id}"]`] : [`[id="${id}"]`, `[aria-controls="${id}"]`] };
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(siteMenuTrigger(page)).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  },
};

/** The back office header's "More" menu: the pages that are not in its row. */
export const backOfficeMenu: LayoutState = {
  name: 'back office menu open',
  open: async (page) => {
    const trigger = page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'More' });
    await press(trigger);
    const { id } = await controlledPanel(trigger);
    return { within: [`[id="${id}"]`, `[aria-controls="${id}"]`] };
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'More' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The cookie banner, reopened from the first "Cookie settings" button of the page (the landing page's footer). */
export const consentBanner: LayoutState = {
  name: 'cookie banner open',
  open: async (page) => {
    await press(page.getByRole('button', { name: 'Cookie settings' }).first());
    await expect(page.getByRole('dialog', { name: 'Your privacy, your choice' })).toBeVisible();
    // the banner and every control floating beside it (chat button, menus) must stay free
    return { within: ['.cc'], fixedControls: true };
  },
  close: async (page) => {
    // the suite's visitors have allowed both categories (fixtures.ts): the same choice again
    const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' });
    await press(banner.getByRole('button', { name: 'Accept all' }));
    await expect(banner).toBeHidden();
  },
};

/** The same, at its second step: the three categories shown (its tallest). */
export const consentCategories: LayoutState = {
  name: 'cookie banner categories open',
  open: async (page) => {
    const scope = await consentBanner.open(page);
    const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' });
    await press(banner.getByRole('button', { name: 'Customise' }));
    await expect(banner.getByRole('switch', { name: 'Marketing' })).toBeVisible();
    return scope;
  },
  close: (page) => consentBanner.close(page),
};

/** The chat assistant's panel, opened from the round button. */
export const chatPanel: LayoutState = {
  name: 'chat open',
  open: async (page) => {
    await press(page.getByTestId('chat-launcher'));
    await expect(page.getByRole('dialog', { name: 'AI Marketing Assistant' })).toBeVisible();
    return { within: ['#chat-assistant-panel', '[data-testid="chat-launcher"]'] };
  },
  close: async (page) => {
    await press(page.getByTestId('chat-launcher'));
    await expect(page.getByRole('dialog', { name: 'AI Marketing Assistant' })).toBeHidden();
  },
};

/** A toast with this title, shown by `show`; the floating controls must stay free around it. */
export function toastShown(title: string, show: (page: Page) => Promise<void>): LayoutState {
  const toastItem = (page: Page) =>
    page
      .getByRole('region', { name: /^Notifications/ })
      .locator('li')
      .filter({ hasText: title });
  return {
    name: `toast "${title}" shown`,
    async open(page) {
      await show(page);
      await expect(toastItem(page)).toBeVisible();
      return { within: ['[role="region"][aria-label^="Notifications"] li'], fixedControls: true };
    },
    async close(page) {
      await press(toastItem(page).getByRole('button', { name: 'Close notification' }));
      await expect(toastItem(page)).toHaveCount(0);
    },
  };
}
