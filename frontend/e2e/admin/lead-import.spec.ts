import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers';
import { ADMIN_TEST_TIMEOUT_MS, expect, test, uniqueTag } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

/** HubSpot's contacts export, the columns it writes (a subset; the server's sample has them all). */
const HUBSPOT_HEADER = [
  'Record ID',
  'First Name',
  'Last Name',
  'Email',
  'Phone Number',
  'Company Name',
  'Lead Status',
  'Create Date',
];

/** The data rows (file row = index + 2) that must fail, and why. */
const BAD_ROWS = { invalidEmail: 4, longCompany: 9, emptyEmail: 15 } as const;

/** 25 HubSpot-shaped rows with this test's tag; three of them bad (an invalid email, a 250-character company name, no email). */
function hubspotCsv(tag: string): string {
  const lines = [HUBSPOT_HEADER.join(',')];
  for (let index = 0; index < 25; index++) {
    const fileRow = index + 2;
    const firstName = `Imported${index + 1}`;
    let company = `"Import Co ${tag}, Inc."`;
    let email = `imported${index + 1}.${tag}@import.example`;
    if (fileRow === BAD_ROWS.invalidEmail) email = `not-an-email-${tag}`;
    if (fileRow === BAD_ROWS.longCompany) company = 'C'.repeat(250);
    if (fileRow === BAD_ROWS.emptyEmail) email = '';
    lines.push(
      [
        String(9000 + index),
        firstName,
        tag,
        email,
        '+1 415 555 0100',
        company,
        index % 2 === 0 ? 'CONNECTED' : 'NEW',
        '2026-11-01 09:30',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The lead table's search: resolves once the server has answered the typed text. */
async function searchLeads(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"operationName":"Leads"') &&
      (response.request().postDataJSON() as { variables?: { filter?: { search?: string } } }).variables?.filter
        ?.search === text,
  );
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(text);
  expect((await answered).status()).toBe(200);
}

test('a HubSpot export of 25 rows, 3 of them bad (invalid email, company name over its limit, no email), imports 22 leads through Leads → Import, with an error file of the 3', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();

  await page.goto('/leads');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/leads\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import leads' })).toBeVisible();

  // step 1: the file, and the defaults (skip existing people, announce nothing)
  await expect(page.getByRole('radio', { name: /Skip people already in the list/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Announce new leads to webhooks and the team/ })).not.toBeChecked();
  await expectNoAxeViolations(page, '/leads/import, step 1');
  await page.getByLabel('Choose a CSV file').setInputFiles({
    name: `hubspot-contacts-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(hubspotCsv(tag), 'utf8'),
  });

  // step 2: recognised as HubSpot's, Email mapped, the first 20 rows with the 3 bad ones marked
  await expect(page.getByText('HubSpot contacts export')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Email', exact: true })).toHaveValue('email');
  const rows = page.getByRole('region', { name: 'Rows as they would be stored' });
  await expect(rows.getByRole('row')).toHaveCount(21);
  await expect(rows.getByRole('row').filter({ hasText: 'Not imported' })).toHaveCount(3);
  for (const fileRow of Object.values(BAD_ROWS)) {
    await expect(
      rows.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(fileRow), exact: true }) }),
    ).toContainText('Not imported');
  }

  await expectNoAxeViolations(page, '/leads/import, the preview');

  // step 3: the import, its progress, and the summary
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: '3. Import finished' })).toBeVisible();
  const summary = page.getByLabel('Import summary');
  await expect(summary.getByRole('definition')).toHaveText(['22', '0', '0', '3']);
  await expect(summary.getByRole('term')).toHaveText(['Created', 'Updated', 'Skipped', 'Failed']);
  await expectNoAxeViolations(page, '/leads/import, the summary');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download error file' }).click();
  const errorFile = await download;
  expect(errorFile.suggestedFilename()).toMatch(/^import-.+-errors\.csv$/);
  const lines = (await readFile(await errorFile.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  expect(lines[0]).toBe('row,column,reason');
  expect(lines.slice(1)).toHaveLength(3);
  expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
    [BAD_ROWS.invalidEmail, BAD_ROWS.longCompany, BAD_ROWS.emptyEmail].sort((a, b) => a - b),
  );

  // an imported lead is in the lead table
  await page.getByRole('link', { name: 'Go to leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  await searchLeads(page, `imported7.${tag}@import.example`);
  await expect(page.getByRole('rowheader', { name: `Imported7 ${tag}` })).toBeVisible();
});
