import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { compressedPages, precompressedStatic } from './compression';

export type PublicClientConfig = {
  bookingUrl: string;
  /** Stripe.js key for the checkout; null while card payments are not configured */
  stripePublishableKey: string | null;
};

/**
 * Client routes of the spec's route table and the back office's pages beyond it (AppBody.tsx);
 * any other path is answered with the not-found page and 404.
 */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/cookies$/,
  /^\/auth$/,
  /^\/login$/,
  /^\/checkout$/,
  /^\/payment-success$/,
  /^\/leads$/,
  /^\/leads\/lifecycle$/,
  /^\/leads\/lifecycle\/[^/]+$/,
  /^\/leads\/spam$/,
  /^\/leads\/import$/,
  /^\/orders$/,
  /^\/settings$/,
  /^\/settings\/(notifications|webhooks|scheduling|security|retention)$/,
  /^\/dashboard$/,
  /^\/team$/,
  /^\/audit-log$/,
  /^\/api-tokens$/,
  /^\/account$/,
  /^\/account\/two-factor$/,
];

function isClientRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_ROUTES.some((route) => route.test(normalised));
}

/** The client's runtime config, as inert JSON (not script) so a strict CSP allows it. */
function configTag(config: PublicClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="app-config" type="application/json">${json}</script>`;
}

export type WebApp = {
  /** the client routes' pages: mount it early, so a page request skips every API route */
  pages: RequestHandler;
  /** assets and other files, then the not-found page: mount it last */
  files: Router;
};

/**
 * Serves the built React app: the HTML of the client routes (a route's prerendered page when the
 * build made one, else the app shell) with the runtime config, compressed, each encoded once and
 * kept; hashed assets with long caching; the other files; and the not-found page. The build
 * prerenders "/" into index.html and keeps Vite's empty page as shell.html for the routes that
 * render in the browser (an older build without shell.html uses index.html).
 */
export function webApp(webDir: string, config: PublicClientConfig): WebApp {
  const router = Router();
  const root = path.resolve(webDir);
  if (!existsSync(path.join(root, 'index.html'))) return { pages: (_req, _res, next) => next(), files: router };

  const htmlByFile = new Map<string, string>();
  const page = (file: string): string => {
    let html = htmlByFile.get(file);
    if (html === undefined) {
      html = readFileSync(file, 'utf8').replace('</head>', `${configTag(config)}</head>`);
      htmlByFile.set(file, html);
    }
    return html;
  };
  const shell = existsSync(path.join(root, 'shell.html'))
    ? path.join(root, 'shell.html')
    : path.join(root, 'index.html');
  // whether a route has a prerendered page, remembered (bounded: /leads/lifecycle/{id} has no end)
  const prerenderedFound = new Map<string, boolean>();
  const fileFor = (pathname: string): string => {
    const prerendered = path.join(root, pathname, 'index.html');
    const inside = prerendered.startsWith(root + path.sep) || prerendered === path.join(root, 'index.html');
    if (!inside) return shell;
    let found = prerenderedFound.get(prerendered);
    if (found === undefined) {
      found = existsSync(prerendered);
      if (prerenderedFound.size >= 1000) prerenderedFound.clear();
      prerenderedFound.set(prerendered, found);
    }
    return found ? prerendered : shell;
  };
  const sendPage = compressedPages();
  const sendRoute = async (req: Request, res: Response, known: boolean): Promise<void> => {
    const file = fileFor(known ? req.path : '/404');
    res
      .status(known ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', 'no-cache');
    await sendPage(req, res, file, page(file));
  };

  // no file lookup on disk for a page (client routes have no file extension)
  const pages: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isClientRoute(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    // the same bytes and headers for every such request: http/page-replay.ts may keep them
    res.locals.replayablePage = true;
    sendRoute(req, res, true).catch(next);
  };
  router.use('/assets', precompressedStatic(path.join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use('/assets', express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  router.use(precompressedStatic(root, { maxAge: '1h' }));
  // no redirect: /privacy is a folder holding the prerendered page, not a reason to add a slash
  router.use(express.static(root, { index: false, maxAge: '1h', redirect: false }));
  router.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    await sendRoute(req, res, false);
  });
  return { pages, files: router };
}
