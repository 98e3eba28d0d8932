import type { Page, Route } from '@playwright/test';

/**
 * A stand-in for https://js.stripe.com/…/stripe.js: a `window.Stripe` with what react-stripe-js
 * checks for and what the pages use. Its Payment Element renders plain card inputs; confirming
 * and retrieving talk to https://api.stripe.com (answered by `routeStripeApi`), never to our server.
 */
const FAKE_STRIPE_JS = `
(function () {
  function Stripe(key) {
    var clientSecret = null;
    function element(type) {
      var handlers = {};
      return {
        mount: function (target) {
          var node = typeof target === 'string' ? document.querySelector(target) : target;
          node.innerHTML = '<div data-testid="fake-payment-element" data-layout="' + type + '">' +
            '<label>Card number <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"></label> ' +
            '<label>Expiry <input name="exp-date" autocomplete="cc-exp"></label> ' +
            '<label>CVC <input name="cvc" autocomplete="cc-csc"></label></div>';
          setTimeout(function () { (handlers.ready || []).forEach(function (cb) { cb({ elementType: type }); }); }, 0);
        },
        on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); return this; },
        off: function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; }); return this; },
        update: function () {}, destroy: function () {}, unmount: function () {}, focus: function () {}, blur: function () {}, clear: function () {}, collapse: function () {}
      };
    }
    function intentId(secret) { return String(secret).split('_secret_')[0]; }
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function (options) {
        clientSecret = options && options.clientSecret;
        window.__fakeStripeElementsOptions = options;
        return { create: function (type, opts) { window.__fakeStripeElementOptions = opts; return element(type); },
                 getElement: function () { return null; }, update: function () {}, fetchUpdates: function () { return Promise.resolve({}); },
                 submit: function () { return Promise.resolve({}); } };
      },
      createToken: function () { return Promise.resolve({}); },
      createPaymentMethod: function () { return Promise.resolve({}); },
      confirmCardPayment: function () { return Promise.resolve({}); },
      confirmPayment: function (args) {
        var number = (document.querySelector('[name=cardnumber]') || {}).value || '';
        var body = new URLSearchParams({ client_secret: clientSecret, 'payment_method_data[card][number]': number });
        var billing = (args.confirmParams.payment_method_data || {}).billing_details || {};
        Object.keys(billing).forEach(function (key) { body.append('payment_method_data[billing_details][' + key + ']', billing[key]); });
        return fetch('https://api.stripe.com/v1/payment_intents/' + intentId(clientSecret) + '/confirm', { method: 'POST', body: body })
          .then(function (r) { return r.json(); })
          .then(function (answer) {
            if (answer.error) return { error: answer.error };
            window.location.assign(args.confirmParams.return_url + '?payment_intent=' + answer.id +
              '&payment_intent_client_secret=' + encodeURIComponent(clientSecret) + '&redirect_status=succeeded');
            return new Promise(function () {});
          });
      },
      retrievePaymentIntent: function (secret) {
        return fetch('https://api.stripe.com/v1/payment_intents/' + intentId(secret) + '?client_secret=' + encodeURIComponent(secret))
          .then(function (r) { return r.json(); })
          .then(function (answer) { return answer.error ? { error: answer.error } : { paymentIntent: answer }; });
      }
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

export type StripeJsMode = 'ok' | 'abort' | 'hang' | { delayUntil: Promise<void> };

/** Serves the fake Stripe.js (or fails or hangs it) for every js.stripe.com request of the page. */
export async function routeStripeJs(page: Page, mode: StripeJsMode = 'ok'): Promise<void> {
  await page.route('https://js.stripe.com/**', async (route: Route) => {
    if (mode === 'abort') return route.abort('failed');
    if (mode === 'hang') return undefined; // never answered
    if (typeof mode === 'object') await mode.delayUntil;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
}

/**
 * Sends the browser's calls to Stripe's API (https://api.stripe.com) to the local fake Stripe API,
 * the same one the server's SDK uses: paying there settles the intent the server created. Errors
 * are passed on with status 200 and Stripe's `{ error }` body, which is all the fake Stripe.js
 * reads, so that the suite's page-problem check does not count them.
 */
export async function routeStripeApi(
  page: Page,
  stripeUrl: string,
  options: { failRetrieval?: boolean } = {},
): Promise<void> {
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const cors = { 'access-control-allow-origin': '*' };
    if (options.failRetrieval && request.method() === 'GET') {
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: cors,
        body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } }),
      });
    }
    const response = await route.fetch({
      url: `${stripeUrl}${url.pathname}${url.search}`,
      headers: { ...request.headers(), authorization: 'Bearer pk_test_e2e_fake' },
    });
    return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: await response.text() });
  });
}
