/**
 * The globals Google's gtag.js and Meta's fbevents.js read and write. Declared here once so the
 * loaders and the event helpers share one typed view of them.
 */
type Gtag = (...args: unknown[]) => void;

export type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue?: unknown[];
  push?: Fbq;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}
