/**
 * Runtime configuration the server hands to the browser. The server injects it as a
 * non-executable JSON blob (`<script id="app-config" type="application/json">`), so it is
 * CSP-safe and can change per deployment without rebuilding the bundle.
 */
export type AppConfig = {
  /** The external scheduling page for the 30-minute strategy call. */
  bookingUrl: string;
  /** Stripe.js key for the checkout; null while the server has no Stripe keys */
  stripePublishableKey: string | null;
};

const APP_CONFIG_ELEMENT_ID = 'app-config';

export const DEFAULT_APP_CONFIG: AppConfig = {
  bookingUrl: 'https://calendly.com/ai-marketing-agency/30min',
  stripePublishableKey: null,
};

function isPublishableKey(value: unknown): value is string {
  return typeof value === 'string' && /^pk_(test|live)_[A-Za-z0-9_]+$/.test(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function readInjectedJson(): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(APP_CONFIG_ELEMENT_ID);
  const text = element?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A broken blob must never take the page down: the defaults still give a working site.
    return undefined;
  }
}

/** Reads the injected configuration; any missing or invalid value falls back to its default. */
export function getAppConfig(): AppConfig {
  const injected = readInjectedJson();
  const record = typeof injected === 'object' && injected !== null ? (injected as Record<string, unknown>) : {};
  return {
    bookingUrl: isHttpUrl(record.bookingUrl) ? record.bookingUrl : DEFAULT_APP_CONFIG.bookingUrl,
    stripePublishableKey: isPublishableKey(record.stripePublishableKey) ? record.stripePublishableKey : null,
  };
}
