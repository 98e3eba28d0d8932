import type { Locator, Page } from '@playwright/test';
import { uniqueTag } from './admin/adminFixtures';
import { expect, test } from './fixtures';
import { E2E_ADMIN, gotoContactForm } from './helpers';

/** Spec section 5: the messages an empty submission must show, keyed by the field's label. */
const EMPTY_FORM_MESSAGES = [
  { label: 'Full Name', message: 'Name must be at least 2 characters' },
  { label: 'Email', message: 'Please enter a valid email address' },
  { label: 'Phone', message: 'Phone number must be at least 10 digits' },
  { label: 'Company Name', message: 'Company name is required' },
  { label: 'Primary Business Challenges', message: 'Please provide more detail' },
] as const;

const TEXT_FIELDS = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company Name',
  companyWebsite: 'Company Website (optional)',
  primaryChallenges: 'Primary Business Challenges',
  additionalInfo: 'Additional Information (optional)',
} as const;

const SELECT_FIELDS = {
  businessType: 'Type of Business',
  companySize: 'Company Size',
  annualRevenue: 'Annual Revenue',
  avgClientValue: 'Average Client Value',
  marketingBudget: 'Monthly Marketing Budget',
  serviceInterest: 'Primary Service Interest',
  implementationTimeline: 'Implementation Timeline',
} as const;

type RestLead = Record<string, unknown> & { email: string };

function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Application form' });
}

function textField(page: Page, label: string): Locator {
  return contactForm(page).getByRole('textbox', { name: label, exact: true });
}

function selectField(page: Page, label: string): Locator {
  return contactForm(page).getByRole('combobox', { name: label, exact: true });
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await gotoContactForm(page);
  });

  test('an empty submission shows every validation message of the spec', async ({ page }) => {
    await contactForm(page).getByRole('button', { name: 'Submit Application' }).click();

    for (const { label, message } of EMPTY_FORM_MESSAGES) {
      const field = textField(page, label);
      await expect(contactForm(page).getByText(message, { exact: true }), message).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    // the first invalid field takes the focus
    await expect(textField(page, 'Full Name')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Message Received!' })).toHaveCount(0);
  });

  test('an invalid website names this site as the example domain', async ({ page, baseURL }) => {
    const host = new URL(baseURL ?? page.url()).host;
    const website = textField(page, TEXT_FIELDS.companyWebsite);
    await expect(contactForm(page).getByText(`Just enter the domain name (e.g., ${host})`)).toBeVisible();

    for (const value of ['not a domain', 'example.com/pricing', 'ftp://example.com']) {
      await website.fill(value);
      await website.blur();
      await expect(
        contactForm(page).getByText(`Please enter a valid domain (e.g., ${host})`, { exact: true }),
        value,
      ).toBeVisible();
      await expect(website).toHaveAttribute('aria-invalid', 'true');
    }

    await website.fill('https://www.example.com/');
    await website.blur();
    await expect(contactForm(page).getByText(`Please enter a valid domain (e.g., ${host})`)).toHaveCount(0);
  });

  test('a valid application is stored as a lead the admin can read, then the form starts over', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `ada.e2e.${uniqueTag()}@example.com`;
    const text = {
      fullName: 'Ada Lovelace',
      email,
      phone: '+1 415 555 0134',
      companyName: 'Analytical Engines Ltd',
      companyWebsite: 'https://www.example.com/',
      primaryChallenges: 'Cost per lead doubled this year and our close rate is stuck at 8%.',
      additionalInfo: 'We can start next month.',
    } as const;
    const choices = {
      businessType: 'saas',
      companySize: '11-25',
      annualRevenue: '1m-5m',
      avgClientValue: '10k-25k',
      marketingBudget: '25k-50k',
      serviceInterest: 'paid-media',
      implementationTimeline: 'short-term',
    } as const;

    for (const [key, label] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, string][]) {
      await textField(page, label).fill(text[key]);
    }
    for (const [key, label] of Object.entries(SELECT_FIELDS) as [keyof typeof SELECT_FIELDS, string][]) {
      await selectField(page, label).selectOption(choices[key]);
    }

    await contactForm(page).getByRole('button', { name: 'Submit Application' }).click();
    const received = page.getByRole('heading', { name: 'Message Received!' });
    await expect(received).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Application Received')).toBeVisible();

    // the admin reads the lead through the REST API, its CSV export and its page
    const adminContext = await browser.newContext({ baseURL });
    const admin = adminContext.request;
    try {
      const login = await admin.post('/api/login', { data: E2E_ADMIN });
      expect(login.status(), await login.text()).toBe(200);
      // searched for: the other specs' leads (stored in parallel) may fill the unfiltered list's page
      const response = await admin.get(`/api/leads?search=${encodeURIComponent(email)}`);
      expect(response.status(), await response.text()).toBe(200);
      const body = (await response.json()) as { success: boolean; data: RestLead[] };
      expect(body.success).toBe(true);
      const lead = body.data.find((candidate) => candidate.email === email);
      expect(lead, `lead ${email} in GET /api/leads`).toBeDefined();
      expect(lead).toMatchObject({
        name: text.fullName,
        email,
        phone: text.phone,
        company: text.companyName,
        business_type: choices.businessType,
        company_size: choices.companySize,
        annual_revenue: choices.annualRevenue,
        client_value: choices.avgClientValue,
        marketing_needs: text.primaryChallenges,
        timeline: choices.implementationTimeline,
        budget: choices.marketingBudget,
        source: 'contact_form',
        message: text.additionalInfo,
        // the answers the spec's payload left out, kept: the website as the bare domain
        service_interest: choices.serviceInterest,
        company_website: 'example.com',
      });
      expect(lead?.created_at).toEqual(expect.any(String));

      const csv = await admin.get(`/api/leads/export?search=${encodeURIComponent(email)}`);
      expect(csv.status(), await csv.text()).toBe(200);
      const [header, row] = (await csv.text()).trim().split('\n');
      const columns = header.split(',');
      const cells = row.split(',');
      expect(cells[columns.indexOf('service_interest')]).toBe(choices.serviceInterest);
      expect(cells[columns.indexOf('company_website')]).toBe('example.com');

      const leadPage = await adminContext.newPage();
      await leadPage.goto(`/leads/lifecycle/${String(lead?.id)}`);
      await expect(leadPage.getByRole('heading', { level: 1, name: text.fullName })).toBeVisible();
      const details = leadPage.getByRole('region', { name: 'Lead Details' });
      await expect(details.getByRole('link', { name: /^example\.com/ })).toHaveAttribute('href', 'https://example.com');
      const project = leadPage.getByRole('region', { name: 'Project Details' });
      await expect(project).toContainText('Paid media');
      await expect(project).toContainText(text.additionalInfo);
    } finally {
      await adminContext.close();
    }

    await page.getByRole('button', { name: 'Submit Another Message' }).click();
    await expect(received).toHaveCount(0);
    await expect(contactForm(page)).toBeVisible();
    for (const label of Object.values(TEXT_FIELDS)) {
      await expect(textField(page, label), label).toHaveValue('');
    }
    for (const label of Object.values(SELECT_FIELDS)) {
      await expect(selectField(page, label), label).toHaveValue('');
    }
    // a fresh form shows no leftover errors
    await expect(contactForm(page).locator('[aria-invalid="true"]')).toHaveCount(0);
  });
});
