import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { fillContactForm, submitContactForm } from '../contactFormFill';
import { bookingUrlOf, gotoContactForm } from '../helpers';
import { ownAppFixture, type OwnApp } from '../ownApp';
import { ADMIN_TEST_TIMEOUT_MS, expect, graphql, signInThroughApi, test, uniqueTag } from './adminFixtures';

/**
 * Issue 28 from visit to call: a visitor from a campaign sends the form and books the call the
 * thank-you offers; Calendly's signed invitee.created lands on the lead, which shows the call and
 * "Meeting booked"; the dashboard's funnel counts the visit, the form start, the lead and the call.
 * On a server of its own: the funnel's counts are the whole site's, and exact only there.
 */

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const funnelTest = test.extend<object, { funnelApp: OwnApp }>({
  // a form filled by a test is faster than a person: the suite's server lets it through too
  funnelApp: ownAppFixture({ name: 'booking funnel', env: () => ({ LEAD_MIN_FILL_SECONDS: '0' }) }),
  baseURL: async ({ funnelApp }, use) => use(funnelApp.url),
});

const SIGNING_KEY = 'calendly-e2e-signing-key-0123456789';

/** Calendly's invitee.created as its documentation shows it, cut to what a booking reads. */
function inviteeCreated(name: string, email: string, start: Date) {
  return {
    event: 'invitee.created',
    created_at: new Date().toISOString(),
    payload: {
      uri: `https://api.calendly.com/scheduled_events/E2E/invitees/${encodeURIComponent(email)}`,
      email,
      name,
      timezone: 'America/New_York',
      created_at: new Date().toISOString(),
      cancel_url: 'https://calendly.com/cancellations/E2E',
      reschedule_url: 'https://calendly.com/reschedulings/E2E',
      questions_and_answers: [],
      tracking: { utm_source: 'spring', utm_campaign: 'launch', utm_medium: null, utm_content: null, utm_term: null },
      scheduled_event: {
        name: '30 Minute Strategy Call',
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
      },
    },
  };
}

/** Answers the scheduling tool's page in the browser: the test reads the address it was opened with. */
async function fakeBookingPage(page: Page, bookingUrl: string): Promise<void> {
  await page.context().route(
    (url) => url.href.startsWith(bookingUrl),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Book a call</title>' }),
  );
}

funnelTest(
  'a campaign visitor sends the form, books the call it offers, and the lead and the funnel show it',
  async ({ page, browser, baseURL }) => {
    const tag = uniqueTag();
    const name = `Spring Visitor ${tag}`;
    const email = `spring.${tag}@example.com`;

    // the visitor: from the campaign to the form, then the thank-you's booking link
    await gotoContactForm(page, '/?utm_source=spring&utm_campaign=launch');
    const bookingUrl = await bookingUrlOf(page);
    await fakeBookingPage(page, bookingUrl);
    await fillContactForm(page, name, email);
    await submitContactForm(page);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Book your call now/ }).click();
    const popup = await popupPromise;
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe(bookingUrl);
    expect(Object.fromEntries(opened.searchParams)).toEqual(
      expect.objectContaining({ name, email, utm_source: 'spring', utm_campaign: 'launch' }),
    );
    await popup.close();

    // the agency: Calendly set up, and its signed event for the call the visitor booked
    const admin = await browser.newContext({ baseURL });
    await signInThroughApi(admin.request);
    await graphql(
      admin.request,
      `mutation { updateSchedulingSettings(input: { calendlySigningKey: "${SIGNING_KEY}" }) { calendlyConfigured } }`,
    );
    const body = JSON.stringify(inviteeCreated(name, email, new Date(Date.now() + 2 * 24 * 3600_000)));
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', SIGNING_KEY).update(`${t}.${body}`).digest('hex')}`;
    const delivered = await admin.request.post('/api/bookings/calendly', {
      data: body,
      headers: { 'content-type': 'application/json', 'calendly-webhook-signature': signature },
    });
    expect(await delivered.json()).toEqual({ received: true, outcome: 'applied' });
    // the booking landed on the lead the form made (no second lead, none in the spam quarantine)
    const found = await graphql<{ leads: { nodes: { id: number; source: string; company: string }[] } }>(
      admin.request,
      `{ leads(first: 5, filter: { search: "${email}" }) { nodes { id source company } } }`,
    );
    expect(found.leads.nodes).toEqual([
      expect.objectContaining({ source: 'contact_form', company: 'Attribution Labs' }),
    ]);
    const quarantined = await graphql<{ leads: { nodes: unknown[] } }>(
      admin.request,
      `{ leads(first: 5, filter: { search: "${email}", spam: true }) { nodes { id } } }`,
    );
    expect(quarantined.leads.nodes).toEqual([]);
    await admin.close();

    // the lead's page, as the admin sees it
    await signInThroughApi(page.request);
    await page.goto(`/leads/lifecycle/${found.leads.nodes[0].id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Meeting booked', { exact: true })).toBeVisible();
    const call = page.getByRole('region', { name: 'Calls' }).getByRole('listitem');
    await expect(call).toContainText('30 Minute Strategy Call');
    await expect(call).toContainText('Scheduled');
    await expect(call).toContainText('Booked in Calendly');

    // the dashboard's funnel: the campaign's visit, form start, lead and call
    await page.goto('/dashboard');
    const funnel = page.getByRole('region', { name: 'Funnel from visit to call' });
    await funnel.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('region', { name: 'Funnel from visit to call, as a table' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Source',
      'Visits',
      'Form starts',
      'Form starts, % of the step before',
      'Leads',
      'Leads, % of the step before',
      'Calls booked',
      'Calls booked, % of the step before',
      'Calls held',
      'Calls held, % of the step before',
    ]);
    const rows = () =>
      table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim() ?? '')),
        );
    await expect
      .poll(async () => (await rows()).find(([source]) => source.toLowerCase() === 'spring')?.slice(1))
      .toEqual(['1', '1', '100%', '1', '100%', '1', '100%', '0', '0%']);
  },
);
