/** The server's config tag (`<script id="app-config" type="application/json">`), as tests put it in the page. */
const APP_CONFIG_SCRIPT_ID = 'app-config';

/** Replaces the page's config tag with one holding `text` (JSON, or anything a broken server might send). */
export function injectAppConfig(text: string): void {
  removeAppConfig();
  const script = document.createElement('script');
  script.id = APP_CONFIG_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

/** The config a checkout page needs: a booking page and the Stripe key (null: the server has none). */
export function injectStripeKey(key: string | null): void {
  injectAppConfig(JSON.stringify({ bookingUrl: 'https://cal.example.com/strategy', stripePublishableKey: key }));
}

export function removeAppConfig(): void {
  document.getElementById(APP_CONFIG_SCRIPT_ID)?.remove();
}
