import { gotoContactForm } from '../helpers';
import { fillContactForm, submitContactForm } from '../contactFormFill';
import { ADMIN_TEST_TIMEOUT_MS, expect, signInThroughApi, test, toast, uniqueTag } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

test('a submission with the honeypot filled is answered as usual, held as spam, and restored whole', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Honeypot ${tag}`;
  const email = `honeypot.${tag}@example.com`;

  await gotoContactForm(page);
  await fillContactForm(page, name, email);
  await page.getByTestId('contact-honeypot').getByLabel('Fax').fill('+1 415 555 0199', { force: true });
  await submitContactForm(page);

  await signInThroughApi(page.request);
  const listed = async (spam: boolean) => {
    const response = await page.request.get(`/api/leads?spam=${spam}&search=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { email: string; spam: boolean; spam_reason: string | null }[] }).data;
  };
  expect(await listed(false)).toEqual([]);
  expect(await listed(true)).toEqual([expect.objectContaining({ email, spam: true, spam_reason: 'honeypot' })]);

  await page.goto('/leads?tab=spam');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Filled the hidden field')).toBeVisible();
  await row.getByRole('button', { name: `Restore ${name} to the lead list` }).click();
  await expect(toast(page, 'Lead restored')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Lead Data' }).click();
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  // nothing lost: every answer the visitor gave is on the restored lead
  expect(await listed(false)).toEqual([
    expect.objectContaining({ email, spam: false, phone: '+1 415 555 0134', company: 'Attribution Labs' }),
  ]);
});
