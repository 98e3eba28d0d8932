import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  ADMIN_TEST_TIMEOUT_MS,
  createLead,
  expect,
  graphql,
  signInThroughApi,
  test,
  uniqueTag,
  type CreatedLead,
} from './adminFixtures';

/**
 * The dashboard as an analyst reads it: an admin stores a few leads with a source of their own and
 * adds the analyst; the analyst opens the dashboard from the header, chooses a period, and finds
 * the cards, the source chart's table and its CSV saying what `leadStats` and `revenueStats` say
 * for that period, and the source's bar opening the lead list filtered to it.
 *
 * Every spec shares one database and runs in parallel with this one, so no count is known in
 * advance: each expectation is read from the API, with the analyst's cookies, for the period the
 * page's address holds and the browser's time zone (fixed here, so a day is Berlin's, not UTC's).
 */

const TIME_ZONE = 'Europe/Berlin';
/** the custom period: the last ten days, today included */
const PERIOD_DAYS = 10;
/** leads stored with the test's source (its bar is among the chart's ten while fewer sources have more) */
const SOURCE_LEADS = 3;

test.use({ timezoneId: TIME_ZONE });
test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

type Entry = { key: string; label: string; count: number };

type Stats = {
  leadStats: {
    total: number;
    previousTotal: number;
    bySource: Entry[];
    funnel: { milestoneId: string; reached: number }[];
    response: { shareWithin48h: number | null; overdueNow: number };
  };
  revenueStats: { paidOrders: number; totalCents: number; previousTotalCents: number };
};

const STATS = `
  query Stats($from: DateTimeISO!, $to: DateTimeISO!, $interval: StatsInterval!, $timeZone: String!) {
    leadStats(from: $from, to: $to, interval: $interval, timeZone: $timeZone) {
      total
      previousTotal
      bySource { key label count }
      funnel { milestoneId reached }
      response { shareWithin48h overdueNow }
    }
    revenueStats(from: $from, to: $to, interval: $interval, timeZone: $timeZone) {
      paidOrders
      totalCents
      previousTotalCents
    }
  }
`;

/** A password the server takes for a new member: long enough, and in no list of common ones. */
function strongPassword(tag: string): string {
  return `quiet harbour ${tag}`;
}

/** yyyy-mm-dd of an instant in a time zone. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** yyyy-mm-dd `days` calendar days after (or before) another. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - at;
}

/** The instant a day starts in a time zone (its midnight), as ISO. */
function midnightIso(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date);
  // the offset at the first guess, then at the instant it gives (a change of offset that day)
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone)).toISOString();
}

/** The statistics of whole days `fromDay`..`toDay` (included) of `timeZone`, with `request`'s cookies. */
async function readStats(request: APIRequestContext, fromDay: string, toDay: string): Promise<Stats> {
  return graphql<Stats>(request, STATS, {
    from: midnightIso(fromDay, TIME_ZONE),
    to: midnightIso(addDays(toDay, 1), TIME_ZONE),
    // a period of up to a month is shown by day; the totals are the same at any interval
    interval: 'DAY',
    timeZone: TIME_ZONE,
  });
}

// The page's ways of writing numbers (en-US), for comparing its text with the API's figures.
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const wholeUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);
function share(value: number | null): string {
  if (value === null) return '—';
  return `${(value * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

/** The five cards' values and the lines under two of them, as the page should show them. */
function expectedCards(stats: Stats): Record<string, { value: string; detail?: string }> {
  const { leadStats: leads, revenueStats: revenue } = stats;
  const won = leads.funnel.find((step) => step.milestoneId === 'closed_won')?.reached ?? 0;
  const previous = `the previous ${PERIOD_DAYS} days`;
  return {
    'New leads': { value: count(leads.total), detail: `vs ${count(leads.previousTotal)} in ${previous}` },
    'Replied within 48 h': { value: share(leads.response.shareWithin48h) },
    'Overdue now (this period)': { value: count(leads.response.overdueNow) },
    'Lead → Closed Won': { value: share(leads.total > 0 ? won / leads.total : null) },
    Revenue: {
      value: wholeUsd(revenue.totalCents),
      detail: `${count(revenue.paidOrders)} paid ${revenue.paidOrders === 1 ? 'order' : 'orders'}; vs ${wholeUsd(revenue.previousTotalCents)} in ${previous}`,
    },
  };
}

/** The source chart's rows as its table and its CSV list them: label, leads, share of the period's leads. */
function expectedSourceRows(stats: Stats): string[][] {
  const { total, bySource } = stats.leadStats;
  return bySource.map((entry) => [entry.label, count(entry.count), share(total > 0 ? entry.count / total : null)]);
}

/** A CSV's rows (RFC 4180: quoted cells may hold commas, quotes doubled). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) => match[1]);
    // the pattern also matches the empty text at the line's end
    cells.pop();
    rows.push(cells.map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)));
  }
  return rows;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function figureCard(page: Page, label: string): Locator {
  return page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

/** Each line of the cards the page should show for `stats`, with its card's label: the value (a card's first line) and the figures under it (its last), where it has them. */
function cardLines(page: Page, stats: Stats): [line: Locator, text: string, label: string][] {
  return Object.entries(expectedCards(stats)).flatMap(([label, expected]) => {
    const lines = figureCard(page, label).locator('p');
    const value: [Locator, string, string] = [lines.first(), expected.value, label];
    return expected.detail ? [value, [lines.last(), expected.detail, label]] : [value];
  });
}

/**
 * Runs `check` against a fresh answer of the API until the page agrees with it: another spec may
 * store a lead between the page's request and this one, so on a difference the page is reloaded
 * (and `reopen` restores what the check needs open) and both are read again.
 */
async function untilPageMatchesApi(
  page: Page,
  read: () => Promise<Stats>,
  check: (stats: Stats) => Promise<void>,
  reopen: () => Promise<void> = async () => {},
): Promise<void> {
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    if (attempt > 1) {
      await page.reload();
      await reopen();
    }
    await check(await read());
  }).toPass({ timeout: 40_000 });
}

/** A browser context of its own, signed in as the admin through the API. */
async function adminContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await signInThroughApi(context.request);
  return context;
}

test.describe('dashboard', () => {
  test("an analyst's cards, source chart, table and CSV say what the API says, and a bar opens its leads", async ({
    page,
    browser,
    baseURL,
  }) => {
    // a run of its own: leads and a member stored, two pages, and each figure compared
    test.setTimeout(2 * ADMIN_TEST_TIMEOUT_MS);
    const tag = uniqueTag();
    const source = `dash-${tag}`;
    const username = `dash-analyst-${tag}`;
    const password = strongPassword(tag);

    const admin = await adminContext(browser, baseURL);
    const leads: CreatedLead[] = [];
    try {
      for (let index = 0; index < SOURCE_LEADS; index += 1) {
        leads.push(
          await createLead(admin.request, {
            name: `Dashboard Lead ${index + 1} ${tag}`,
            email: `dashboard-${index + 1}-${tag}@northwind.example`,
            company: `Dashboard Co ${tag}`,
            first_touch: { source, medium: 'cpc', campaign: `dash-campaign-${tag}`, at: new Date().toISOString() },
          }),
        );
      }
      await graphql(admin.request, 'mutation Add($input: CreateUserInput!) { createUser(input: $input) { id } }', {
        input: { username, password, role: 'ANALYST' },
      });
    } finally {
      await admin.close();
    }

    // the analyst, in a browser of their own (Berlin's time zone), signed in through the API
    const login = await page.request.post('/api/login', { data: { username, password } });
    expect(login.status(), `POST /api/login: ${await login.text()}`).toBe(200);
    await page.goto('/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`Days in your time zone (${TIME_ZONE}).`)).toBeVisible();

    // a custom range: the last ten days of Berlin's calendar, today included
    const today = dayIn(new Date(), TIME_ZONE);
    const from = addDays(today, -(PERIOD_DAYS - 1));
    const period = page.getByRole('group', { name: 'Period' });
    await period.getByRole('button', { name: 'Custom range' }).click();
    await expect(period.getByRole('button', { name: 'Custom range' })).toHaveAttribute('aria-pressed', 'true');
    const range = page.getByRole('group', { name: 'Custom range' });
    await range.getByLabel('From').fill(from);
    await range.getByLabel('To').fill(today);
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?from=${from}&to=${today}$`));

    // the period as the page holds it in its address
    const params = new URL(page.url()).searchParams;
    const fromDay = params.get('from') ?? '';
    const toDay = params.get('to') ?? '';
    const read = () => readStats(page.request, fromDay, toDay);

    // the cards: each value (and the lines that carry figures) as the API gives them
    await untilPageMatchesApi(page, read, async (stats) => {
      for (const [line, text, label] of cardLines(page, stats)) await expect(line, label).toHaveText(text);
    });

    // the test's source in the breakdown with its three leads, found by its key (not by its rank:
    // the other specs' sources, and this test's own in earlier runs on the same database, may have more)
    const stats = await read();
    const own = stats.leadStats.bySource.find((entry) => entry.key === source);
    expect(own, `the test's source in ${JSON.stringify(stats.leadStats.bySource)}`).toEqual(
      expect.objectContaining({ key: source, count: SOURCE_LEADS }),
    );

    // its table and its CSV: the same rows as bySource, read together from the page's one answer
    const sourceChart = page.getByRole('region', { name: 'Leads by source' });
    const showTable = sourceChart.getByRole('button', { name: 'Show as table' });
    const table = page.getByRole('region', { name: 'Leads by source, as a table' });
    const openTable = async () => {
      await showTable.click();
      await expect(showTable).toHaveAttribute('aria-pressed', 'true');
      await expect(table).toBeVisible();
    };
    await openTable();
    await expect(table.getByRole('columnheader')).toHaveText(['Source', 'Leads', 'Share']);
    await untilPageMatchesApi(
      page,
      read,
      async (current) => {
        const expected = expectedSourceRows(current);
        await expect
          .poll(() =>
            table
              .locator('tbody tr')
              .evaluateAll((rows) =>
                rows.map((row) =>
                  [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim() ?? ''),
                ),
              ),
          )
          .toEqual(expected);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          sourceChart.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`leads-by-source-${fromDay}-to-${toDay}.csv`);
        const csv = parseCsv(await readFile(await download.path(), 'utf8'));
        // the file holds the numbers unformatted: 1234, not 1,234
        const unformatted = expected.map(([label, leads, part]) => [label, leads.replaceAll(',', ''), part]);
        expect(csv).toEqual([['Source', 'Leads', 'Share'], ...unformatted]);
      },
      openTable,
    );

    // back to the chart: the source's bar opens the period's leads with that source
    await showTable.click();
    await expect(table).toHaveCount(0);
    const bar = sourceChart.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(own?.label ?? source)}: ${SOURCE_LEADS} leads`),
    });
    await expect(bar).toHaveAccessibleName(/Open these leads$/);
    await bar.click();
    await expect(page).toHaveURL(/\/leads\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      createdFrom: fromDay,
      createdTo: toDay,
      first_touch_source: source,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Leads' });
    await expect(list.getByRole('rowheader')).toHaveCount(SOURCE_LEADS);
    for (const lead of leads) await expect(list.getByRole('rowheader', { name: lead.name, exact: true })).toBeVisible();
    await expect(page.getByText(`Showing ${SOURCE_LEADS} of ${SOURCE_LEADS} leads`)).toBeVisible();
  });
});
