import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  gotoContactForm,
  gotoLanding,
  PHONE_VIEWPORT,
  revealAllSections,
  scrollToY,
  settleAnimations,
} from './helpers';

async function openFloatingMenu(page: Page): Promise<void> {
  const servicesTop = await page
    .locator('#services')
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await scrollToY(page, servicesTop);
  const trigger = page.getByTestId('floating-menu').getByRole('button', { name: 'Menu', exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await settleAnimations(page);
}

test.describe('accessibility (axe, WCAG 2.0/2.1 A and AA) at desktop width', () => {
  test('the landing page', async ({ page }) => {
    await gotoLanding(page);
    await revealAllSections(page);
    await expectNoAxeViolations(page, '/');
  });

  test('the landing page with the floating menu open', async ({ page }) => {
    await gotoLanding(page);
    await revealAllSections(page);
    await openFloatingMenu(page);
    await expectNoAxeViolations(page, '/ with the floating menu open');
  });

  test('the contact form showing its validation errors', async ({ page }) => {
    const form = await gotoContactForm(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, 'the contact form with errors');
  });

  for (const path of ['/privacy', '/terms', '/cookies']) {
    test(`the legal page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settleAnimations(page);
      await expectNoAxeViolations(page, path);
    });
  }

  test.describe('the not-found page', () => {
    test.use({ allowNotFoundDocument: true });

    test('an unknown path', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await settleAnimations(page);
      await expectNoAxeViolations(page, 'the not-found page');
    });
  });
});

test.describe('the cookie consent banner (a fresh profile: no choice yet)', () => {
  test.use({ consentChoice: null });

  for (const viewport of [{ width: 1280, height: 800 }, PHONE_VIEWPORT]) {
    test(`open on the landing page at ${viewport.width} px, at both of its steps`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoLanding(page);
      const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' });
      await expect(banner).toBeVisible();
      await settleAnimations(page);
      await expectNoAxeViolations(page, `/ with the cookie banner at ${viewport.width} px`);
      await banner.getByRole('button', { name: 'Customise' }).click();
      await expect(banner.getByRole('switch', { name: 'Analytics' })).toBeFocused();
      await settleAnimations(page);
      await expectNoAxeViolations(page, `/ with the cookie banner's categories at ${viewport.width} px`);
    });
  }

  test('is the first stop of the keyboard, and a choice made with keys closes it', async ({ page }) => {
    await gotoLanding(page);
    const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('amk.consent') ?? 'null') as unknown,
    );
    expect(stored).toMatchObject({ analytics: false, marketing: false });
  });
});

test.describe('accessibility (axe, WCAG 2.0/2.1 A and AA) at phone width', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the landing page', async ({ page }) => {
    await gotoLanding(page);
    await revealAllSections(page);
    await expectNoAxeViolations(page, '/ at 375 px');
  });

  test('the landing page with the mobile menu open', async ({ page }) => {
    await gotoLanding(page);
    await revealAllSections(page);
    const toggle = page.locator('button[aria-controls^="mobile-menu-"]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/ at 375 px with the mobile menu open');
  });

  test('the landing page with the floating menu drawer open', async ({ page }) => {
    await gotoLanding(page);
    await revealAllSections(page);
    await openFloatingMenu(page);
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await expectNoAxeViolations(page, '/ at 375 px with the floating menu drawer open');
  });

  test('a legal page', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, '/privacy at 375 px');
  });
});
