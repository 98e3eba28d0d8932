import type { Locator, Page } from '@playwright/test';
import { ADMIN_TEST_TIMEOUT_MS, createLead, expect, test, uniqueTag } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const NOT_FOUND_TEXT = "The lead you are looking for doesn't exist or you may not have access to it.";

/** The seven milestones in order (spec section 4). */
const MILESTONES = [
  'Lead Captured',
  'Lead Qualification',
  'Discovery Call',
  'Proposal Sent',
  'Negotiation',
  'Closed Won',
  'Client Onboarding',
];

/** Completed count → the rounded percent, the spec's label and the bar's colour band (25/50/75). */
const STEPS = [
  { completed: 1, percent: 14, label: 'Early stages', band: 'starting' },
  { completed: 2, percent: 29, label: 'Early stages', band: 'building' },
  { completed: 3, percent: 43, label: 'Making progress', band: 'building' },
  { completed: 4, percent: 57, label: 'Making progress', band: 'advancing' },
  { completed: 5, percent: 71, label: 'Almost there', band: 'advancing' },
  { completed: 6, percent: 86, label: 'Almost there', band: 'closing' },
  { completed: 7, percent: 100, label: 'Journey complete!', band: 'closing' },
] as const;

type Step = (typeof STEPS)[number];

/** The confetti's canvas, there while it falls (lifecycle/confetti.ts): its chunk has arrived. */
function confetti(page: Page): Locator {
  return page.locator('body > canvas[aria-hidden="true"]');
}

function progressBar(page: Page): Locator {
  return page.getByRole('progressbar', { name: 'Lifecycle progress' });
}

/** The progress as shown: bar value, visible percent and label, count, colour band, milestone states. */
async function expectProgress(page: Page, step: Step): Promise<void> {
  const bar = progressBar(page);
  await expect(bar).toHaveAttribute('aria-valuenow', String(step.percent));
  await expect(bar).toHaveAttribute('aria-valuetext', `${step.percent}%, ${step.label}`);
  await expect(bar.locator('[data-band]')).toHaveAttribute('data-band', step.band);
  const timeline = page.getByRole('region', { name: 'Milestone Timeline' });
  await expect(timeline.getByText(`${step.percent}%`, { exact: true })).toBeVisible();
  await expect(timeline.getByText(step.label, { exact: true })).toBeVisible();
  await expect(timeline.getByText(`${step.completed} of 7 milestones completed`)).toBeVisible();

  // each milestone in order: completed, the next one, or not started
  const states = MILESTONES.map((title, index) => {
    const state = index < step.completed ? 'Completed' : index === step.completed ? 'Up next' : 'Not started';
    return new RegExp(`^${title}${state}`);
  });
  await expect(page.getByRole('list', { name: 'Milestones' }).getByRole('listitem')).toHaveText(states);
}

/** Reloads the page and checks the stored progress: the lead is shown again with the same label and percent. */
async function reloadAndExpectProgress(page: Page, step: Step): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a fresh page: no celebration left over from before the reload
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toHaveCount(0);
  await expectProgress(page, step);
}

/** Resets the timeline, answering the question it asks first. */
async function resetTimeline(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reset Timeline' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset this timeline?' })
    .getByRole('button', { name: 'Reset Timeline' })
    .click();
}

test.describe('Lead lifecycle', () => {
  test('shows the lead: back link, the three cards, the form\'s words, "Website" as the default source', async ({
    adminPage: page,
  }) => {
    const tag = uniqueTag();
    const lead = await createLead(page.request, {
      name: `Card Reader ${tag}`,
      email: `cards.${tag}@example.com`,
      company: `Card Co ${tag}`,
      source: undefined,
    });

    await page.goto(`/leads/lifecycle/${lead.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to leads' })).toHaveAttribute('href', '/leads');

    const details = page.getByRole('region', { name: 'Lead Details' });
    await expect(details).toContainText(lead.email);
    await expect(details).toContainText(lead.phone);
    await expect(details).toContainText(lead.company);
    const qualification = page.getByRole('region', { name: 'Qualification Summary' });
    await expect(qualification).toContainText('E-commerce');
    await expect(qualification).toContainText('11-25 employees');
    await expect(qualification).toContainText('$1M - $5M');
    await expect(qualification).toContainText('$1K - $5K');
    const project = page.getByRole('region', { name: 'Project Details' });
    await expect(project).toContainText(lead.marketing_needs);
    await expect(project).toContainText('Short-term (1-2 months)');
    await expect(project).toContainText('$10K - $25K per month');
    await expect(project).toContainText('Website');
    await expectProgress(page, STEPS[0]);

    await page.getByRole('link', { name: 'Back to leads' }).click();
    await expect(page).toHaveURL(/\/leads$/);
  });

  test('"Complete Next Milestone" walks to "Journey complete!"; label and percent survive a reload after every step and after Reset', async ({
    adminPage: page,
  }) => {
    test.setTimeout(ADMIN_TEST_TIMEOUT_MS * 2);
    const lead = await createLead(page.request, { name: `Milestone Walker ${uniqueTag()}` });

    await page.goto(`/leads/lifecycle/${lead.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
    await expectProgress(page, STEPS[0]);

    const completeNext = page.getByRole('button', { name: 'Complete Next Milestone' });
    const celebration = page.getByRole('status').filter({ hasText: 'Congratulations!' });
    for (const step of STEPS.slice(1)) {
      await completeNext.click();
      // the celebration (it closes itself after 5 s) names the milestone just completed
      await expect(celebration).toContainText(MILESTONES[step.completed - 1], { ignoreCase: true });
      // and the confetti falls: its chunk, loaded on demand, has arrived (a reload during that
      // load would cut it short, and the page would report the failure)
      await expect(confetti(page)).toBeAttached();
      await expectProgress(page, step);
      // every step is stored on the server, not only in the page: the label and percent survive a reload
      await reloadAndExpectProgress(page, step);
    }

    await expect(page.getByRole('button', { name: 'Complete Next Milestone' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'All milestones complete' })).toBeDisabled();

    await resetTimeline(page);
    await expectProgress(page, STEPS[0]);
    await expect(completeNext).toBeEnabled();
    await reloadAndExpectProgress(page, STEPS[0]);
    await expect(completeNext).toBeEnabled();
  });

  test('"Reset Timeline" asks first, naming what it clears, and its Undo puts the milestones back on the server', async ({
    adminPage: page,
  }) => {
    const lead = await createLead(page.request, { name: `Reset Undoer ${uniqueTag()}` });
    await page.goto(`/leads/lifecycle/${lead.id}`);
    await expectProgress(page, STEPS[0]);
    const completeNext = page.getByRole('button', { name: 'Complete Next Milestone' });
    for (const step of STEPS.slice(1, 3)) {
      await completeNext.click();
      await expectProgress(page, step);
    }
    await reloadAndExpectProgress(page, STEPS[2]);

    await page.getByRole('button', { name: 'Reset Timeline' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset this timeline?' });
    await expect(dialog).toContainText(
      'These 2 completed milestones will be marked not done, with their completion dates: Lead Qualification, Discovery Call.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await reloadAndExpectProgress(page, STEPS[2]);

    await resetTimeline(page);
    await expectProgress(page, STEPS[0]);
    const toast = page.getByRole('status').filter({ hasText: 'Timeline reset' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reset undone' })).toBeVisible();
    await expectProgress(page, STEPS[2]);
    await reloadAndExpectProgress(page, STEPS[2]);
  });

  test('"Mark as contacted" can be undone from its toast, on the server', async ({ adminPage: page }) => {
    const lead = await createLead(page.request, { name: `Contact Undoer ${uniqueTag()}` });
    await page.goto(`/leads/lifecycle/${lead.id}`);
    const mark = page.getByRole('button', { name: 'Mark as contacted' });
    await mark.click();
    await expect(page.getByText(/^Replied /)).toBeVisible();
    await expect(mark).toHaveCount(0);
    await page
      .getByRole('status')
      .filter({ hasText: 'Marked as contacted' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Contacted mark undone' })).toBeVisible();
    await expect(mark).toBeVisible();
    await page.reload();
    await expect(mark).toBeVisible();
    await expect(page.getByText(/^Replied /)).toHaveCount(0);
  });

  test('a milestone opens its detail card; only a completed one offers Celebrate', async ({ adminPage: page }) => {
    const lead = await createLead(page.request, { name: `Detail Opener ${uniqueTag()}` });
    await page.goto(`/leads/lifecycle/${lead.id}`);
    await expect(progressBar(page)).toBeVisible();

    const list = page.getByRole('list', { name: 'Milestones' });
    const captured = list.getByRole('button', { name: /Lead Captured/ });
    await captured.click();
    await expect(captured).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('button', { name: 'Celebrate' })).toBeVisible();
    await list.getByRole('button', { name: 'Celebrate' }).click();
    // the live region is an empty box around a fixed-position popup: the popup's heading is what shows
    await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Congratulations!' })).toContainText('Lead Captured', {
      ignoreCase: true,
    });

    const qualification = list.getByRole('button', { name: /Lead Qualification/ });
    await qualification.click();
    await expect(qualification).toHaveAttribute('aria-expanded', 'true');
    await expect(captured).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByText('Not completed yet')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Celebrate' })).toHaveCount(0);
    await qualification.click();
    await expect(qualification).toHaveAttribute('aria-expanded', 'false');
  });

  for (const id of ['999999', 'abc']) {
    test(`/leads/lifecycle/${id} says "Lead not found"`, async ({ adminPage: page }) => {
      await page.goto(`/leads/lifecycle/${id}`);
      await expect(page.getByRole('heading', { name: 'Lead not found' })).toBeVisible();
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(progressBar(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to leads' })).toHaveAttribute('href', '/leads');
    });
  }
});
