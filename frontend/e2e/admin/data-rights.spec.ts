import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ownAppFixture, type OwnApp } from '../ownApp';
import {
  ADMIN_TEST_TIMEOUT_MS,
  createLead,
  expect,
  graphql,
  signInThroughApi,
  test,
  toast,
  uniqueTag,
  type CreatedLead,
} from './adminFixtures';

/**
 * A visitor's data rights in the back office, and retention: an admin exports a lead as one JSON
 * file and erases a lead after typing its email; an analyst is offered neither; the Data retention
 * tab saves a period, and the privacy page states it (prerendered with the defaults, then the live
 * figure, without moving anything).
 */

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

/**
 * The retention periods are the whole site's, and the privacy page of every spec states them: the
 * retention test changes them on a server of its own, which starts from the defaults.
 */
const retentionTest = test.extend<object, { retentionApp: OwnApp }>({
  retentionApp: ownAppFixture({ name: 'retention' }),
  baseURL: async ({ retentionApp }, use) => use(retentionApp.url),
});

type ExportDocument = {
  format: string;
  lead: Record<string, unknown>;
  milestones: { milestone_id: string; completed: boolean }[];
  chatConversations: unknown[];
  orders: unknown[];
  auditEvents: unknown[];
};

/** The lead's row in the Lead Data tab, searched for by its email. */
async function leadRow(page: Page, lead: CreatedLead): Promise<Locator> {
  await page.goto(`/leads?search=${encodeURIComponent(lead.email)}`);
  // the back office's first load on a busy machine: the lazy chunk, the session, then the data
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('row').filter({ hasText: lead.name });
  await expect(row).toBeVisible();
  return row;
}

async function openActions(page: Page, lead: CreatedLead): Promise<Locator> {
  const row = await leadRow(page, lead);
  await row.getByRole('button', { name: `More actions for ${lead.name}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${lead.name}` });
  await expect(menu).toBeVisible();
  return menu;
}

function newLead(request: Page['request'], label: string): Promise<CreatedLead> {
  const tag = uniqueTag();
  return createLead(request, {
    name: `${label} ${tag}`,
    email: `${label.toLowerCase()}.${tag}@rights.example`,
    phone: '+1 415 555 0177',
  });
}

test('Export data downloads lead-{id}.json holding the lead and what is linked to it', async ({ adminPage: page }) => {
  const lead = await newLead(page.request, 'Exported');
  const menu = await openActions(page, lead);
  const download = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Export data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lead-${lead.id}.json`);

  const doc = JSON.parse(await readFile(await file.path(), 'utf8')) as ExportDocument;
  expect(doc.format).toBe('lead-data-export/1');
  expect(doc.lead).toMatchObject({
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
  });
  expect(doc.milestones).toEqual([expect.objectContaining({ milestone_id: 'lead_capture', completed: true })]);
  expect(doc).toMatchObject({ chatConversations: [], orders: [] });
  await expect(toast(page, 'Data exported')).toBeVisible();
});

test('Erase lead waits for the typed email, then removes the lead and says so', async ({ adminPage: page }) => {
  const lead = await newLead(page.request, 'Erased');
  const menu = await openActions(page, lead);
  await menu.getByRole('menuitem', { name: 'Erase lead…' }).click();

  const dialog = page.getByRole('alertdialog', { name: `Erase ${lead.name}?` });
  const input = dialog.getByLabel(`Type ${lead.email} to confirm`);
  const erase = dialog.getByRole('button', { name: 'Erase lead' });
  await expect(input).toBeFocused();
  await expect(erase).toBeDisabled();
  await input.fill('someone.else@rights.example');
  await expect(erase).toBeDisabled();
  await input.fill(lead.email.toUpperCase());
  await expect(erase).toBeEnabled();
  await erase.click();

  await expect(toast(page, 'Lead erased')).toContainText(`Everything about ${lead.name} is gone`);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: lead.name })).toHaveCount(0);
  expect((await page.request.get(`/api/leads/${lead.id}`)).status()).toBe(404);
});

test('an analyst is offered neither action', async ({ browser, baseURL, adminPage: admin }) => {
  const lead = await newLead(admin.request, 'Analysed');
  const tag = uniqueTag();
  const analyst = { username: `analyst-${tag}`, password: `quiet harbour ${tag}` };
  await graphql(admin.request, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: { ...analyst, role: 'ANALYST' },
  });
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const signIn = await context.request.post('/api/login', { data: analyst });
    expect(signIn.status()).toBe(200);
    const row = await leadRow(page, lead);
    await expect(row.getByRole('link', { name: `View lifecycle of ${lead.name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: /More actions/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

retentionTest.describe('retention', () => {
  retentionTest.afterEach(async ({ request }) => {
    // back to the defaults for the next test on the same server
    await signInThroughApi(request);
    await graphql(request, 'mutation { updateRetentionSettings(input: { spamDays: null }) { spamDays } }');
  });

  retentionTest(
    'the Data retention settings save a period and the privacy page states it, without a layout shift',
    async ({ adminPage: page }) => {
      await page.goto('/settings/retention');
      const spam = page.getByLabel('Spam', { exact: true });
      await expect(spam).toHaveValue('30');
      await expect(page.getByRole('radio', { name: 'Keep until erased' })).toBeChecked();
      await spam.fill('0');
      await page.getByRole('button', { name: 'Save periods' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Spam: a whole number of days from 1 to 365' }),
      ).toBeVisible();
      await spam.fill('21');
      await page.getByRole('button', { name: 'Save periods' }).click();
      await expect(toast(page, 'Retention periods saved')).toBeVisible();
      await expect(page.getByText(/Last changed/)).toBeVisible();

      // the prerendered page states the defaults, and reads the live figures once it runs
      const html = await (await page.request.get('/privacy')).text();
      expect(html).toMatch(/Submissions our spam filter held back[^<]*<\/td><td[^>]*>30 days</);

      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/privacy');
      const table = page.getByRole('table', { name: /How long we keep it/ });
      const spamRow = table.getByRole('row').filter({ hasText: 'spam filter' });
      await expect(spamRow.getByRole('cell').last()).toHaveText('21 days');
      await expect(table.getByRole('row').filter({ hasText: 'strategy call' }).getByRole('cell').last()).toHaveText(
        'No fixed limit',
      );
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    },
  );
});
