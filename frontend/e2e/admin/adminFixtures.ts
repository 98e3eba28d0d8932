import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect as publicExpect, test as publicTest } from '../fixtures';
import { E2E_ADMIN } from '../helpers';

/**
 * The public specs' expect: its 20 s bound (playwright.config.ts) covers an admin page, a lazily
 * loaded chunk that waits for the session and then the data, on a busy 2-core machine.
 */
export const expect = publicExpect;

/** Per-test time limit of the admin specs (each signs in and stores its own leads first). */
export const ADMIN_TEST_TIMEOUT_MS = 60_000;

/** A lead as POST /api/leads takes it (spec section 7), with every field the contact form sends. */
export type RestLeadPayload = {
  name: string;
  email: string;
  phone: string;
  company: string;
  business_type: string;
  company_size: string;
  annual_revenue: string;
  client_value: string;
  marketing_needs: string;
  timeline: string;
  budget: string;
  /** optional: the lifecycle page shows 'Website' without one */
  source?: string;
  message: string;
  /** the hidden honeypot field: filled, the lead is quarantined as spam */
  contact_fax?: string;
  /** the campaign touches the browser recorded (utm_source, utm_campaign, …) */
  first_touch?: Record<string, string>;
  last_touch?: Record<string, string>;
  /** the visitor's cookie choice, as the consent banner stored it */
  consent?: { analytics: boolean; marketing: boolean; at: string; version: number };
};

export type CreatedLead = RestLeadPayload & { id: number };

/**
 * A short tag unique to this test, for names, e-mails and companies: every spec file shares one
 * database with the others (run in parallel), so a test only ever looks for its own leads.
 */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

let phones = 0;

/** A phone number no other lead of the run has: this worker's process id, then a count. */
function uniquePhone(): string {
  phones += 1;
  return `+1 ${String(process.pid % 10_000).padStart(4, '0')} ${String(phones).padStart(6, '0')}`;
}

/**
 * The contact form's full payload: backend/src/test/lead-examples.ts `validRestLead`, copied because
 * the browser specs are compiled apart from the server.
 */
function leadPayload(overrides: Partial<RestLeadPayload> = {}): RestLeadPayload {
  return {
    name: 'Jane Cooper',
    // each lead its own person: the same email again would join the lead it already has
    email: `jane.${uniqueTag()}@northwind.example`,
    // and its own phone: one number on every lead would make each a possible duplicate of all
    phone: uniquePhone(),
    company: 'Northwind Outfitters',
    business_type: 'ecommerce',
    company_size: '11-25',
    annual_revenue: '1m-5m',
    client_value: '1k-5k',
    marketing_needs: 'Paid social is plateauing and our CAC doubled this year.',
    timeline: 'short-term',
    budget: '10k-25k',
    source: 'contact_form',
    message: 'We would like to start before Black Friday.',
    ...overrides,
  };
}

/** Stores a lead through the public contact-form API, as a visitor's submission would. */
export async function createLead(
  request: APIRequestContext,
  overrides: Partial<RestLeadPayload> = {},
): Promise<CreatedLead> {
  const payload = leadPayload(overrides);
  const response = await request.post('/api/leads', { data: payload });
  expect(response.status(), `POST /api/leads: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as { success: boolean; data: { id: number | string } };
  expect(body.success).toBe(true);
  return { ...payload, id: Number(body.data.id) };
}

/** Signs `request` (a page's or a context's) in as the test server's admin through POST /api/login. */
export async function signInThroughApi(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/login', { data: E2E_ADMIN });
  expect(response.status(), `POST /api/login: ${await response.text()}`).toBe(200);
}

type GraphQLResponse<TData> = { data?: TData; errors?: { message: string }[] };

/** One GraphQL operation with `request`'s cookies; fails the test on any error. */
export async function graphql<TData>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<TData> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as GraphQLResponse<TData>;
  expect(body.errors ?? [], `GraphQL errors: ${JSON.stringify(body.errors)}`).toEqual([]);
  expect(response.status()).toBe(200);
  if (!body.data) throw new Error('GraphQL answered without data');
  return body.data;
}

/**
 * The back office header's section links: the main ones are in its row, the rest (team, audit log,
 * API pages, account, website) behind its "More" button, which this opens first.
 */
export async function backOfficeMenuLinks(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const more = nav.getByRole('button', { name: 'More', exact: true });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  return nav;
}

/** Goes to a back-office page through the header's "More" menu. */
export async function openFromBackOfficeMenu(page: Page, name: string): Promise<void> {
  const nav = await backOfficeMenuLinks(page);
  await nav.getByRole('link', { name, exact: true }).click();
}

/** The toast with this title (status for normal toasts, alert for destructive ones). */
export function toast(page: Page, title: string): Locator {
  return page.locator('[role="status"], [role="alert"]').filter({ hasText: title });
}

type AdminFixtures = {
  /** `page`, signed in as the admin through the API (the sign-in screen is tested on its own) */
  adminPage: Page;
};

/** The public site's `test` (console errors and failed requests fail the test) plus `adminPage`. */
export const test = publicTest.extend<AdminFixtures>({
  adminPage: async ({ page }, use) => {
    await signInThroughApi(page.request);
    await use(page);
  },
});
