import type { RequestHandler } from 'express';
import helmet from 'helmet';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};
const META_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

/** The tracking vendors' hosts a page may reach: Google Analytics, Meta's pixel. */
export type PageCspSources = { ga: boolean; pixel: boolean };

/**
 * Helmet's headers on every response; API answers (JSON, CSV, audio) get a CSP that allows
 * nothing, since no document is ever rendered from them.
 */
function apiSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
}

/**
 * Helmet's headers with the pages' CSP: scripts only from our origin and Stripe (and Google's or
 * Meta's loader while that integration is on), no inline script (the runtime config is inert
 * JSON, the vendor snippets are bundled), inline styles for styled-components, and no framing.
 * The booking page is a plain link in a new tab and needs nothing here.
 */
export function pageSecurityHeaders(options: {
  tracking: () => Promise<PageCspSources>;
  /** adds upgrade-insecure-requests, which would break plain-HTTP development */
  production: boolean;
}): RequestHandler {
  // one helmet per combination of vendors, each with its policy written once: a policy of functions
  // was rebuilt on every request
  const helmets = new Map<string, RequestHandler>();
  const headersFor = ({ ga, pixel }: PageCspSources): RequestHandler => {
    const key = `${ga}:${pixel}`;
    let headers = helmets.get(key);
    if (!headers) {
      const vendors = [...(ga ? [GOOGLE_ANALYTICS] : []), ...(pixel ? [META_PIXEL] : [])];
      const hosts = (pick: (vendor: typeof GOOGLE_ANALYTICS) => string[]) => vendors.flatMap(pick);
      headers = helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...STRIPE.script, ...hosts((vendor) => vendor.script)],
            // Monaco (the GraphQL explorer) runs its language services in workers built from blobs
            workerSrc: ["'self'", 'blob:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', ...hosts((vendor) => vendor.img)],
            connectSrc: ["'self'", ...STRIPE.connect, ...hosts((vendor) => vendor.connect)],
            frameSrc: STRIPE.frame,
            fontSrc: ["'self'", 'data:'],
            mediaSrc: ["'self'", 'blob:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(options.production ? { upgradeInsecureRequests: [] } : {}),
          },
        },
      });
      helmets.set(key, headers);
    }
    return headers;
  };
  const none: PageCspSources = { ga: false, pixel: false };
  return async (req, res, next) => {
    let sources = none;
    if (req.method === 'GET' || req.method === 'HEAD') {
      try {
        sources = await options.tracking();
        // the page replay keeps only a page whose policy follows the settings
        res.locals.policyFromSettings = true;
      } catch {
        // the database is away: the page still loads, without the vendors' hosts
      }
    }
    headersFor(sources)(req, res, next);
  };
}

/** `/api` answers get the API's headers, everything else (pages, assets, /graphql) the pages'. */
export function securityHeaders(options: Parameters<typeof pageSecurityHeaders>[0]): RequestHandler {
  const api = apiSecurityHeaders();
  const pages = pageSecurityHeaders(options);
  return (req, res, next) => (req.path.startsWith('/api/') ? api : pages)(req, res, next);
}
