import { expectNoAxeViolations, PHONE_VIEWPORT, settleAnimations } from '../helpers';
import { ADMIN_TEST_TIMEOUT_MS, createLead, expect, test, uniqueTag } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

test.describe('back office accessibility (axe, WCAG 2.0/2.1 A and AA)', () => {
  test('the sign-in page, empty and showing its validation messages', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/auth');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/auth with validation messages');
  });

  test('Lead Management, Lead Data tab with leads in the table', async ({ adminPage: page }) => {
    const name = `Axe Table ${uniqueTag()}`;
    await createLead(page.request, { name });
    // searched for: the other specs' leads, stored meanwhile, may push it off the first page
    await page.goto(`/leads?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('region', { name: 'Leads' }).getByRole('row').filter({ hasText: name })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/leads (Lead Data)');
  });

  test('Lead Management, Marketing Settings tab', async ({ adminPage: page }) => {
    await page.goto('/leads');
    await page.getByRole('tab', { name: 'Marketing Settings' }).click();
    await expect(page.getByRole('switch', { name: 'Google Analytics' })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/leads?tab=settings (Marketing Settings)');
  });

  test('Settings, Data retention section, and a lead’s actions menu and erase question', async ({
    adminPage: page,
  }) => {
    await page.goto('/settings/retention');
    await expect(page.getByLabel('Spam', { exact: true })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/settings/retention (Data retention)');

    const name = `Axe Erase ${uniqueTag()}`;
    await createLead(page.request, { name });
    // searched for: the other specs' leads, stored meanwhile, may push it off the first page
    await page.goto(`/leads?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await expect(page.getByRole('menu', { name: `Actions for ${name}` })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/leads with a lead’s actions menu open');
    await page.getByRole('menuitem', { name: 'Erase lead…' }).click();
    await expect(page.getByRole('alertdialog', { name: `Erase ${name}?` })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/leads with the erase question open');
  });

  test('the lifecycle page, with a milestone opened and the celebration showing', async ({ adminPage: page }) => {
    const lead = await createLead(page.request, { name: `Axe Lifecycle ${uniqueTag()}` });
    await page.goto(`/leads/lifecycle/${lead.id}`);
    await expect(page.getByRole('progressbar', { name: 'Lifecycle progress' })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, `/leads/lifecycle/${lead.id}`);

    await page.getByRole('button', { name: 'Complete Next Milestone' }).click();
    await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Milestones' })
      .getByRole('button', { name: /Lead Qualification/ })
      .click();
    await expect(page.getByRole('button', { name: 'Celebrate' })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, `/leads/lifecycle/${lead.id} after completing a milestone`);
  });

  test('the lifecycle page of an unknown lead', async ({ adminPage: page }) => {
    await page.goto('/leads/lifecycle/999999');
    await expect(page.getByRole('heading', { name: 'Lead not found' })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/leads/lifecycle/999999');
  });
});

test.describe('back office accessibility at phone width (375 px)', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('Lead Management: the leads as cards', async ({ adminPage: page }) => {
    const name = `Axe Phone ${uniqueTag()}`;
    await createLead(page.request, { name });
    await page.goto(`/leads?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('region', { name: 'Leads' }).getByRole('row').filter({ hasText: name })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/leads at 375 px');
  });

  test('the lifecycle page', async ({ adminPage: page }) => {
    const lead = await createLead(page.request, { name: `Axe Phone Lifecycle ${uniqueTag()}` });
    await page.goto(`/leads/lifecycle/${lead.id}`);
    await expect(page.getByRole('progressbar', { name: 'Lifecycle progress' })).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page, `/leads/lifecycle/${lead.id} at 375 px`);
  });
});
