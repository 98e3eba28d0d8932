import type { Page, Request } from '@playwright/test';
import { allowProblems, expect, test as base } from '../fixtures';
import { graphql } from '../admin/adminFixtures';
import { E2E_ADMIN, expectNoAxeViolations, PHONE_VIEWPORT } from '../helpers';
import { routeStripeApi, routeStripeJs } from './fakeStripeJs';
import { deliverPaymentSucceeded, STRIPE_TEST_KEYS, stripeTest, type FakeStripeRequest } from './stripeApp';

const test = stripeTest.extend<{ ourRequests: Request[] }>({
  /** every request the page sent to our own server */
  ourRequests: async ({ page, baseURL }, use) => {
    const requests: Request[] = [];
    const origin = new URL(baseURL ?? 'http://invalid').origin;
    page.on('request', (request) => {
      if (new URL(request.url()).origin === origin) requests.push(request);
    });
    await use(requests);
  },
});

test.describe.configure({ mode: 'serial' });

/** The buyer's details the checkout asks for before the card. */
async function fillBuyer(page: Page, name = 'Checkout Tester', email = 'checkout.tester@buyer.example') {
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
}

async function openCheckout(page: Page, query = '') {
  await page.goto(`/checkout${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible({ timeout: 15_000 });
}

const PRODUCTS = [
  ['strategy-call', '299.00', 'One hour strategic consultation with our marketing experts'],
  ['content-audit', '499.00', 'Comprehensive analysis of your current content marketing strategy'],
  ['ai-strategy', '999.00', 'Custom AI-powered marketing strategy tailored to your business'],
  ['full-package', '2499.00', 'Complete marketing solution including strategy, content, and implementation'],
] as const;

test.describe('checkout', () => {
  for (const [id, amount, description] of PRODUCTS) {
    test(`shows ${id} at $${amount}`, async ({ page, stripeApp }) => {
      await routeStripeJs(page);
      const before = (await stripeApp.fakeRequests<FakeStripeRequest>()).length;
      await openCheckout(page, `?product=${id}`);
      await expect(page.getByRole('heading', { name: 'Complete your purchase' })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.getByText(`Amount: $${amount}`)).toBeVisible();
      await expect(page.getByText('You’ll be charged once you submit this form.')).toBeVisible();
      await expect(page.getByRole('button', { name: `Pay $${amount}` })).toBeEnabled();
      expect(
        await page.evaluate(
          () => (window as unknown as { __fakeStripeElementOptions: unknown }).__fakeStripeElementOptions,
        ),
      ).toMatchObject({ layout: 'tabs' });
      const creates = (await stripeApp.fakeRequests<FakeStripeRequest>())
        .slice(before)
        .filter((r) => r.path === '/v1/payment_intents');
      expect(creates).toHaveLength(1);
      expect(creates[0].body.amount).toBe(String(Math.round(Number(amount) * 100)));
    });
  }

  test('a product that names no package is answered with the packages, each a way to its checkout', async ({
    page,
    ourRequests,
  }) => {
    await routeStripeJs(page);
    await openCheckout(page, '?product=platinum-package');
    await expect(page.getByRole('heading', { name: 'We could not find that package' })).toBeVisible();
    const packages = page.getByRole('list', { name: 'Packages' }).getByRole('link');
    await expect(packages).toHaveText([
      'Marketing Strategy Session$299.00',
      'Content Marketing Audit$499.00',
      'AI Marketing Strategy$999.00',
      'Full Marketing Package$2499.00',
    ]);
    expect(ourRequests.filter((request) => request.url().endsWith('/api/create-payment-intent'))).toEqual([]);
    await packages.filter({ hasText: 'AI Marketing Strategy' }).click();
    await expect(page).toHaveURL(/\/checkout\?product=ai-strategy$/);
    await expect(page.getByRole('button', { name: 'Pay $999.00' })).toBeEnabled();
  });

  test('keeps Pay disabled until Stripe.js is ready', async ({ page }) => {
    let release!: () => void;
    await routeStripeJs(page, {
      delayUntil: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    // the page's clock under the test's control (time flows as usual until it is moved on)
    await page.clock.install();
    await openCheckout(page, '?product=content-audit');
    const pay = page.getByRole('button', { name: 'Pay $499.00' });
    await expect(pay).toBeVisible();
    await expect(pay).toBeDisabled();
    // five seconds pass at once on the page's clock (half its wait for Stripe.js), and the page
    // renders what its timers did: still disabled
    await page.clock.fastForward(5_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(pay).toBeDisabled();
    release();
    await expect(pay).toBeEnabled();
  });

  test('pays, lands on the success view with the amount and the masked card, and the webhook records the order', async ({
    page,
    ourRequests,
    stripeApp,
  }) => {
    await routeStripeJs(page);
    await routeStripeApi(page, stripeApp.fakeUrl);
    const before = (await stripeApp.fakeRequests<FakeStripeRequest>()).length;
    await openCheckout(page, '?product=ai-strategy');

    await fillBuyer(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $999.00' }).click();

    await expect(page).toHaveURL(
      /\/payment-success\?payment_intent=pi_\w+&payment_intent_client_secret=pi_\w+_secret_\w+/,
    );
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('$999.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Payment Confirmed')).toBeVisible();
    await expect(page.getByText('Credit Card •••• 4242')).toBeVisible();
    await expect(page.getByText('Transaction ID:')).toBeVisible();
    await expect(page.getByRole('link', { name: /Book a Call Now/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    // the card went to Stripe only: our server saw the spec's body and nothing else of the card
    const stripeRequests = (await stripeApp.fakeRequests<FakeStripeRequest>()).slice(before);
    const confirms = stripeRequests.filter((r) => r.path.endsWith('/confirm'));
    expect(
      confirms.map((r) => (r.body.payment_method_data as { card: { number: string } }).card.number.replace(/\D/g, '')),
    ).toEqual(['4242424242424242']);
    expect(confirms[0].authorization).toBe('Bearer pk_test_e2e_fake');
    // besides the funnel's page views (an event name, a source and a campaign, nothing else)
    const isFunnel = (request: Request) => new URL(request.url()).pathname === '/api/funnel';
    for (const beacon of ourRequests.filter(isFunnel))
      expect(
        Object.keys(beacon.postDataJSON() as object).every((key) => ['event', 'source', 'campaign'].includes(key)),
      ).toBe(true);
    const posts = ourRequests.filter((request) => request.method() !== 'GET' && !isFunnel(request));
    expect(posts.map((request) => new URL(request.url()).pathname)).toEqual(['/api/create-payment-intent']);
    expect(posts[0].postDataJSON()).toEqual({
      amount: 999,
      metadata: {
        product_name: 'AI Marketing Strategy',
        product_id: 'ai-strategy',
        visitor_id: expect.stringMatching(/^[\w-]{21}$/),
      },
    });
    // what a request carries is in its query and body; paths are ours (a build's file hashes may spell "cvc")
    for (const request of ourRequests) {
      expect(`${new URL(request.url()).search} ${request.postData() ?? ''}`).not.toMatch(
        /4242\s?4242|cvc|exp-date|cardnumber/i,
      );
    }
    // and the server's own calls to Stripe (secret key) carry no card either
    for (const request of stripeRequests.filter(
      (r) => r.authorization === `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}`,
    )) {
      expect(JSON.stringify(request.body)).not.toMatch(/4242424242424242|number|cvc/);
    }

    // Stripe's webhook moves the order; the admin sees it paid on the Orders page
    const intentId = new URL(page.url()).searchParams.get('payment_intent')!;
    expect(intentId).toMatch(/^pi_/);
    await deliverPaymentSucceeded(page.request, stripeApp.fakeUrl, intentId);

    const login = await page.request.post('/api/login', { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    // this payment's order, by its intent: the other tests of this server made orders of the same product
    const { orders } = await graphql<{ orders: { nodes: { id: number; paymentIntentId: string | null }[] } }>(
      page.request,
      'query OrdersOfIntent { orders(first: 50) { nodes { id paymentIntentId } } }',
    );
    const order = orders.nodes.find((node) => node.paymentIntentId === intentId);
    expect(order, `the order of ${intentId}`).toBeDefined();
    await page.goto('/orders');
    const table = page.getByRole('region', { name: 'Orders table' });
    const row = table.getByRole('row').filter({ hasText: new RegExp(`Order #${order?.id}(?!\\d)`) });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('$999.00');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Visa •••• 4242');
  });

  test("a declined card shows Stripe's message and stays on the checkout", async ({ page, stripeApp }) => {
    await routeStripeJs(page);
    await routeStripeApi(page, stripeApp.fakeUrl);
    await openCheckout(page);
    await fillBuyer(page);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $299.00' }).click();
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $299.00' })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('Stripe.js failing to load ends on the failure view', async ({ page, pageProblems }) => {
    await routeStripeJs(page, 'abort');
    await openCheckout(page);
    await expect(page.getByRole('heading', { name: 'Payment Setup Failed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Please refresh the page or try again later.')).toBeVisible();
    await expect(page.getByTestId('payment-setup-reason')).toHaveText(
      'Could not initialize payment. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    allowProblems(pageProblems, /js\.stripe\.com/, /Failed to load resource: net::ERR_FAILED/);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the checkout and the receipt fit 375 px and pass axe', async ({ page, stripeApp }) => {
    await routeStripeJs(page);
    await routeStripeApi(page, stripeApp.fakeUrl);
    await openCheckout(page, '?product=full-package');
    const pay = page.getByRole('button', { name: 'Pay $2499.00' });
    await expect(pay).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expectNoAxeViolations(page, 'the checkout');

    await fillBuyer(page);
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('$2499.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Credit Card •••• 4444')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expectNoAxeViolations(page, 'the payment result');
  });
});

test.describe('payment result', () => {
  test('a missing client secret shows the error view', async ({ page }) => {
    await routeStripeJs(page);
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  test('a failed retrieval shows the error view', async ({ page, stripeApp }) => {
    await routeStripeJs(page);
    await routeStripeApi(page, stripeApp.fakeUrl, { failRetrieval: true });
    await page.goto(
      '/payment-success?payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y&redirect_status=succeeded',
    );
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible({ timeout: 15_000 });
  });

  test('Stripe.js that never arrives ends on the error view after its time-out, not an endless spinner', async ({
    page,
    pageProblems,
  }) => {
    await routeStripeJs(page, 'hang');
    await page.goto('/payment-success?payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y');
    await expect(page.getByRole('heading', { name: 'Processing Your Payment' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible({ timeout: 20_000 });
    allowProblems(pageProblems, /js\.stripe\.com/);
  });
});

base.describe('checkout without Stripe keys', () => {
  base(
    'shows the package and its price, one calm message and a contact link, and asks the server nothing',
    async ({ page }) => {
      const paymentRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/create-payment-intent') || request.url().includes('stripe.com'))
          paymentRequests.push(request.url());
      });
      await page.goto('/checkout?product=ai-strategy');
      await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: 'AI Marketing Strategy' })).toBeVisible();
      await expect(page.getByText('$999.00', { exact: true })).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'Card payments are not set up yet' });
      await expect(notice).toBeVisible();
      await expect(page.getByText('Payment Setup Failed')).toHaveCount(0);
      expect(await page.locator('#app-config').textContent()).toContain('"stripePublishableKey":null');
      expect(paymentRequests).toEqual([]);
      await notice.getByRole('link', { name: 'contact us' }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.getByRole('heading', { name: 'Tell us where growth is stuck' })).toBeVisible();
    },
  );
});
