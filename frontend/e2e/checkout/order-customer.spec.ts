import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { createLead, signInThroughApi, uniqueTag } from '../admin/adminFixtures';
import { PHONE_VIEWPORT } from '../helpers';
import { routeStripeApi, routeStripeJs } from './fakeStripeJs';
import { deliverPaymentSucceeded, stripeTest as test } from './stripeApp';

/*
 * Issue 25, item 6: an order shows who paid. The buyer's name and email typed at the checkout go
 * to (the fake) Stripe with the card; Stripe's webhook has the server read them back from the
 * charge, and the Orders page shows them, the name opening the lead with that email.
 */

type Buyer = { name: string; email: string };

/** Buys the AI strategy through the checkout page and the fake Stripe; answers the payment's intent id. */
async function buy(page: Page, fakeStripeUrl: string, buyer: Buyer, card = '4242 4242 4242 4242'): Promise<string> {
  await routeStripeJs(page);
  await routeStripeApi(page, fakeStripeUrl);
  await page.goto('/checkout?product=ai-strategy');
  const pay = page.getByRole('button', { name: 'Pay $999.00' });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Full name' }).fill(buyer.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
  await page.getByLabel('Card number').fill(card);
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
  const intentId = new URL(page.url()).searchParams.get('payment_intent') ?? '';
  expect(intentId).toMatch(/^pi_/);
  await deliverPaymentSucceeded(page.request, fakeStripeUrl, intentId);
  return intentId;
}

/** The Orders page's row (or phone card) of this buyer. */
async function orderOf(page: Page, buyer: Buyer) {
  await signInThroughApi(page.request);
  await page.goto('/orders');
  const table = page.getByRole('region', { name: 'Orders table' });
  const row = table.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

test.describe('the customer of an order', () => {
  test('checkout asks for the name and email, and refuses to pay without them', async ({ page }) => {
    await routeStripeJs(page);
    await page.goto('/checkout?product=ai-strategy');
    const pay = page.getByRole('button', { name: 'Pay $999.00' });
    await expect(pay).toBeEnabled({ timeout: 15_000 });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await pay.click();
    await expect(name).toHaveAccessibleDescription('Please enter your full name');
    await expect(name).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    await expect(page).toHaveURL(/\/checkout\?product=ai-strategy$/);
  });

  test("shows the buyer's name and email and the card Stripe reported, the name opening the lead with that email", async ({
    page,
    stripeApp,
  }) => {
    const tag = uniqueTag();
    const lead = await createLead(page.request, {
      name: `Odile Marchetti ${tag}`,
      email: `odile.${tag}@order-customer.example`,
    });
    // typed with other capitals at the checkout: still the lead's address
    const buyer = { name: lead.name, email: lead.email.toUpperCase() };
    await buy(page, stripeApp.fakeUrl, buyer);

    const row = await orderOf(page, buyer);
    await expect(row).toContainText(buyer.email);
    await expect(row).toContainText('Visa •••• 4242');
    await expect(row).toContainText('Paid');
    const link = row.getByRole('link', { name: lead.name });
    await expect(link).toHaveAttribute('href', `/leads/lifecycle/${lead.id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/leads/lifecycle/${lead.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test('a buyer with no lead is named without a link, on a card that fits the screen', async ({
      page,
      stripeApp,
    }) => {
      const tag = uniqueTag();
      const buyer = { name: `Kasimir Oyelaran-Whitfield ${tag}`, email: `kasimir.${tag}@no-lead.example` };
      await buy(page, stripeApp.fakeUrl, buyer, '5555 5555 5555 4444');

      const row = await orderOf(page, buyer);
      await expect(row.getByText(buyer.name)).toBeVisible();
      await expect(row.getByText(buyer.email)).toBeVisible();
      await expect(row.getByRole('link')).toHaveCount(0);
      await expect(row.getByText('Mastercard •••• 4444')).toBeVisible();
      // a card, not a table wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      const scroller = page.getByRole('region', { name: 'Orders table' });
      expect(await scroller.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    });
  });
});
