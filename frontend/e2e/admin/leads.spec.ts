import type { Locator, Page } from '@playwright/test';
import { ADMIN_TEST_TIMEOUT_MS, createLead, expect, test, uniqueTag, type CreatedLead } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const PAGE_SIZE = 50;
const FILTERED_EMPTY = 'No leads match these filters. Try a broader search or clear the filters.';
const COLUMNS = [
  'Name',
  'Contact',
  'Company',
  'Business Type',
  'Company Size',
  'Timeline',
  'Created',
  'Reply',
  'Actions',
] as const;

function leadsTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Leads' }).getByRole('table');
}

function bodyRows(page: Page): Locator {
  return leadsTable(page).locator('tbody tr');
}

function rowOf(page: Page, name: string): Locator {
  return bodyRows(page).filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** The cell of `row` under the column named `column` (one of COLUMNS, which the table's header is checked to be). */
function cell(row: Locator, column: (typeof COLUMNS)[number]): Locator {
  return row.locator(':scope > th, :scope > td').nth(COLUMNS.indexOf(column));
}

function summary(page: Page): Locator {
  return page.getByText(/^Showing \d[\d,]* of \d[\d,]* leads?/);
}

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search leads' });
}

/** Types in the search box; the list follows after the debounce (assertions below poll for it). */
async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
}

/** A search the client has not run yet: resolves once the server has answered it. */
async function searchOnServer(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"operationName":"Leads"') &&
      (response.request().postDataJSON() as { variables?: { filter?: { search?: string } } }).variables?.filter
        ?.search === text.trim(),
  );
  await searchBox(page).fill(text);
  expect((await answered).status()).toBe(200);
}

/** The names listed, top to bottom (polls until they match). */
function names(page: Page): Locator {
  return bodyRows(page).getByRole('rowheader');
}

/** CSV text → rows of cells (quoted fields with commas, quotes and line breaks included). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * Clicks Export as CSV and returns what it gives: the page opens /api/leads/export (with the
 * current filters) in a new tab, which the server answers as a CSV attachment, so the tab becomes a
 * download. The same URL is then fetched with the admin's cookies to read the file.
 */
async function exportCsv(page: Page): Promise<{ url: string; csv: string[][] }> {
  const exportRequest = page
    .context()
    .waitForEvent('request', (request) => request.url().includes('/api/leads/export'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  await popup;
  const url = (await exportRequest).url();
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="leads-[\d-]+\.csv"$/);
  return { url, csv: parseCsv(await response.text()) };
}

test.describe('Lead Management: the lead table', () => {
  test("a lead sent through the contact-form API shows in the table with the spec's columns", async ({
    adminPage: page,
  }) => {
    const tag = uniqueTag();
    const lead = await createLead(page.request, {
      name: `Jane Cooper ${tag}`,
      email: `jane.${tag}@northwind.example`,
      company: `Northwind Outfitters ${tag}`,
    });

    await page.goto('/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lead Data' })).toHaveAttribute('aria-selected', 'true');
    await expect(leadsTable(page).getByRole('columnheader')).toHaveText([...COLUMNS]);

    // found by its tag: the other specs' leads, stored meanwhile, may fill the first page
    await searchOnServer(page, tag);
    const row = rowOf(page, lead.name);
    await expect(row).toHaveCount(1);
    await expect(row.locator(':scope > th, :scope > td')).toHaveCount(COLUMNS.length);
    const localDate = await page.evaluate(() => new Date().toLocaleDateString());
    await expect(cell(row, 'Name')).toHaveText(lead.name);
    await expect(cell(row, 'Contact')).toContainText(lead.email);
    await expect(cell(row, 'Contact')).toContainText(lead.phone);
    await expect(cell(row, 'Contact').getByRole('link', { name: lead.email })).toHaveAttribute(
      'href',
      `mailto:${lead.email}`,
    );
    await expect(cell(row, 'Company')).toHaveText(lead.company);
    await expect(cell(row, 'Business Type')).toHaveText('E-commerce');
    await expect(cell(row, 'Company Size')).toHaveText('11-25 employees');
    await expect(cell(row, 'Timeline')).toContainText('Short-term');
    await expect(cell(row, 'Timeline')).toContainText('1-2 months');
    await expect(cell(row, 'Created')).toContainText(localDate);
    await expect(cell(row, 'Created')).toContainText(/(less than a minute|\d+ minutes?) ago/);
    await expect(cell(row, 'Created')).not.toContainText('Invalid date');

    await expect(cell(row, 'Reply')).toContainText('47 h left');

    const lifecycle = cell(row, 'Actions').getByRole('link', { name: `View lifecycle of ${lead.name}` });
    await expect(lifecycle).toHaveAttribute('href', `/leads/lifecycle/${lead.id}`);
    await lifecycle.click();
    await expect(page).toHaveURL(new RegExp(`/leads/lifecycle/${lead.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
  });

  test('search runs on the server and narrows the list; a business-type filter narrows it further', async ({
    adminPage: page,
  }) => {
    const tag = uniqueTag();
    const alpha = await createLead(page.request, {
      name: `Alpha Search ${tag}`,
      email: `alpha.${tag}@example.com`,
      company: `Alpha Works ${tag}`,
      business_type: 'coaching',
    });
    const bravo = await createLead(page.request, {
      name: `Bravo Search ${tag}`,
      email: `bravo.${tag}@example.com`,
      company: `Bravo Studio ${tag}`,
      business_type: 'saas',
    });

    await page.goto('/leads');
    await expect(summary(page)).toBeVisible();

    // the tag is in both companies (and nowhere else in the database)
    await searchOnServer(page, tag);
    await expect(summary(page)).toHaveText('Showing 2 of 2 leads');
    await expect(names(page)).toHaveText([bravo.name, alpha.name]);

    // by e-mail
    await searchOnServer(page, bravo.email);
    await expect(summary(page)).toHaveText('Showing 1 of 1 lead');
    await expect(names(page)).toHaveText([bravo.name]);

    // by company, case-insensitively
    await searchOnServer(page, `alpha works ${tag}`.toUpperCase());
    await expect(summary(page)).toHaveText('Showing 1 of 1 lead');
    await expect(names(page)).toHaveText([alpha.name]);

    // a filter on top of the search
    await search(page, tag);
    await expect(summary(page)).toHaveText('Showing 2 of 2 leads');
    await page.getByLabel('Business type').selectOption({ label: 'SaaS' });
    await expect(names(page)).toHaveText([bravo.name]);
    await expect(summary(page)).toHaveText('Showing 1 of 1 lead');
    await expect(cell(rowOf(page, bravo.name), 'Business Type')).toHaveText('SaaS');

    await page.getByLabel('Business type').selectOption({ label: 'Coaching' });
    await expect(names(page)).toHaveText([alpha.name]);
    await expect(summary(page)).toHaveText('Showing 1 of 1 lead');

    await page.getByLabel('Business type').selectOption({ label: 'E-commerce' });
    await expect(page.getByText(FILTERED_EMPTY)).toBeVisible();
    await expect(leadsTable(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByLabel('Business type')).toHaveValue('');
    await expect(bodyRows(page)).not.toHaveCount(0);
  });

  test('more than 50 leads come page by page with "Load more", in either order', async ({ adminPage: page }) => {
    const tag = uniqueTag();
    const total = PAGE_SIZE + 5;
    const created: string[] = [];
    // one after the other, so their creation times are in order
    for (let index = 1; index <= total; index += 1) {
      const name = `Pager ${tag} ${String(index).padStart(2, '0')}`;
      created.push(name);
      await createLead(page.request, { name, email: `pager.${index}.${tag}@example.com`, company: `Pager Co ${tag}` });
    }

    await page.goto('/leads');
    await expect(summary(page)).toBeVisible();
    await searchOnServer(page, `Pager Co ${tag}`);
    await expect(summary(page)).toHaveText(`Showing ${PAGE_SIZE} of ${total} leads`);
    // newest first
    await expect(names(page)).toHaveText([...created].reverse().slice(0, PAGE_SIZE));

    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.click();
    await expect(summary(page)).toHaveText(`Showing ${total} of ${total} leads`);
    await expect(bodyRows(page)).toHaveCount(total);
    await expect(loadMore).toHaveCount(0);
    // every lead once, in order, after the second page
    await expect(names(page)).toHaveText([...created].reverse());

    // oldest first starts again from the first page
    await page.getByLabel('Sort by').filter({ visible: true }).selectOption({ label: 'Oldest first' });
    await expect(names(page)).toHaveText(created.slice(0, PAGE_SIZE));
    await expect(summary(page)).toHaveText(`Showing ${PAGE_SIZE} of ${total} leads`);
    await loadMore.click();
    await expect(names(page)).toHaveText(created);
    await expect(summary(page)).toHaveText(`Showing ${total} of ${total} leads`);
  });

  test('the unfiltered list also pages: the second page adds new leads, none twice', async ({ adminPage: page }) => {
    // the database holds the other tests' leads too; make sure there are more than one page
    const tag = uniqueTag();
    const response = await page.request.post('/graphql', { data: { query: '{ leads(first: 1) { totalCount } }' } });
    const existing = ((await response.json()) as { data: { leads: { totalCount: number } } }).data.leads.totalCount;
    for (let index = existing; index <= PAGE_SIZE; index += 1) {
      await createLead(page.request, { name: `Filler ${tag} ${index}`, email: `filler.${index}.${tag}@example.com` });
    }

    await page.goto('/leads');
    await expect(bodyRows(page)).toHaveCount(PAGE_SIZE);
    const totalText = (await summary(page).innerText()).match(/of ([\d,]+)/)?.[1] ?? '0';
    const total = Number(totalText.replace(/,/g, ''));
    expect(total).toBeGreaterThan(PAGE_SIZE);

    await page.getByRole('button', { name: 'Load more' }).click();
    const expected = Math.min(total, PAGE_SIZE * 2);
    await expect(bodyRows(page)).toHaveCount(expected);
    await expect(summary(page)).toContainText(`Showing ${expected} of`);
    const ids = await bodyRows(page)
      .getByRole('link', { name: /^View lifecycle of / })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size, 'a lead listed twice').toBe(ids.length);
  });
});

test.describe('Lead Management: every filter option', () => {
  test('each option of each filter answers a list, possibly empty, never an error', async ({ adminPage: page }) => {
    // at least one lead, so that the unfiltered list is a list
    const tag = uniqueTag();
    await createLead(page.request, { name: `Filter Walk ${tag}`, email: `walk.${tag}@example.com` });
    await page.goto('/leads');
    await expect(summary(page)).toBeVisible();
    const failed = page.getByText('Error loading leads. Please try again.');

    for (const [label, variable] of [
      ['Business type', 'businessType'],
      ['Company size', 'companySize'],
      ['Timeline', 'timeline'],
      ['Reply status', 'replyStatus'],
    ] as const) {
      const select = page.getByLabel(label, { exact: true });
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      expect(values.length, `${label} offers options`).toBeGreaterThan(0);
      for (const value of values) {
        // the list's answer to this very choice
        const answered = page.waitForResponse((response) => {
          if (!response.url().endsWith('/graphql')) return false;
          const body = response.request().postDataJSON() as {
            operationName?: string;
            variables?: { filter?: Record<string, unknown> };
          } | null;
          const sent = body?.variables?.filter?.[variable];
          return body?.operationName === 'Leads' && String(sent).toLowerCase() === value.toLowerCase();
        });
        await select.selectOption(value);
        const answer = await answered;
        expect(answer.status(), `${label} = ${value}`).toBe(200);
        expect((await answer.json()) as { errors?: unknown }, `${label} = ${value}`).not.toHaveProperty('errors');
        await expect(summary(page).or(page.getByText(FILTERED_EMPTY))).toBeVisible();
        await expect(failed).toHaveCount(0);
      }
      // cleared, the unfiltered list is back (from the cache) before the next filter
      await select.selectOption('');
      await expect(summary(page)).toBeVisible();
    }
  });
});

test.describe('Lead Management: CSV export', () => {
  test('Export as CSV downloads the leads, the new one included, and follows the current search', async ({
    adminPage: page,
  }) => {
    const tag = uniqueTag();
    const lead: CreatedLead = await createLead(page.request, {
      name: `Export Person ${tag}`,
      email: `export.${tag}@example.com`,
      company: `Export Ltd ${tag}`,
      marketing_needs: 'Needs "quoted", commas, and a\nsecond line in the CSV.',
    });
    const other = await createLead(page.request, {
      name: `Other Person ${tag}`,
      email: `other.${tag}@example.com`,
      company: `Other Ltd ${tag}`,
    });

    await page.goto('/leads');
    // the unfiltered list (the test's leads may be past its first page by now: the export has them all)
    await expect(summary(page)).toBeVisible();

    const all = await exportCsv(page);
    expect(new URL(all.url).pathname).toBe('/api/leads/export');
    const [header, ...rows] = all.csv;
    expect(header.slice(0, 5)).toEqual(['id', 'name', 'email', 'phone', 'company']);
    const column = (name: string) => header.indexOf(name);
    const exported = rows.find((row) => row[column('email')] === lead.email);
    expect(exported, `the CSV has no row for ${lead.email}`).toBeDefined();
    expect(exported?.[column('id')]).toBe(String(lead.id));
    expect(exported?.[column('name')]).toBe(lead.name);
    expect(exported?.[column('company')]).toBe(lead.company);
    expect(exported?.[column('business_type')]).toBe('ecommerce');
    expect(exported?.[column('marketing_needs')]).toBe(lead.marketing_needs);
    expect(rows.some((row) => row[column('email')] === other.email)).toBe(true);

    // with a search, the export holds the rows on screen only
    await searchOnServer(page, lead.email);
    await expect(names(page)).toHaveText([lead.name]);
    const searched = await exportCsv(page);
    expect(new URL(searched.url).searchParams.get('search')).toBe(lead.email);
    expect(searched.csv.slice(1).map((row) => row[column('email')])).toEqual([lead.email]);
  });
});
