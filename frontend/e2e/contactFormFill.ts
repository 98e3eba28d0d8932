import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fills the landing page's application form with a valid application from `name` at `email`. */
export async function fillContactForm(page: Page, name: string, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Application form' });
  const text = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  const select = (label: string) => form.getByRole('combobox', { name: label, exact: true });
  await text('Full Name').fill(name);
  await text('Email').fill(email);
  await text('Phone').fill('+1 415 555 0134');
  await text('Company Name').fill('Attribution Labs');
  await text('Primary Business Challenges').fill('Cost per lead doubled this year and our close rate is stuck at 8%.');
  await select('Type of Business').selectOption('saas');
  await select('Company Size').selectOption('11-25');
  await select('Annual Revenue').selectOption('1m-5m');
  await select('Average Client Value').selectOption('10k-25k');
  await select('Monthly Marketing Budget').selectOption('25k-50k');
  await select('Primary Service Interest').selectOption('paid-media');
  await select('Implementation Timeline').selectOption('short-term');
}

/** Sends the form and waits for the answer every visitor gets. */
export async function submitContactForm(page: Page): Promise<void> {
  await page
    .getByRole('form', { name: 'Application form' })
    .getByRole('button', { name: 'Submit Application' })
    .click();
  await expect(page.getByRole('heading', { name: 'Message Received!' })).toBeVisible({ timeout: 10_000 });
}
