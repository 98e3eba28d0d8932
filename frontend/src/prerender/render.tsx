import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App';

/** A page written to HTML at build time: where it is served from, and the file the build writes. */
export type PrerenderRoute = {
  /** the URL rendered (the not-found page is rendered at a path no route matches) */
  url: string;
  /** the file under dist/web; the server sends `<path>/index.html` when it exists */
  file: string;
};

export const PRERENDER_ROUTES: readonly PrerenderRoute[] = [
  { url: '/', file: 'index.html' },
  { url: '/privacy', file: 'privacy/index.html' },
  { url: '/terms', file: 'terms/index.html' },
  { url: '/cookies', file: 'cookies/index.html' },
  { url: '/404', file: '404/index.html' },
];

export type PrerenderedPage = {
  /** the page's <title> and <meta> tags (hoisted by React from PageMeta) */
  headTags: string;
  /** styled-components' <style> tag holding every rule the page uses */
  styleTags: string;
  /** the markup that goes inside <div id="root"> and that the browser hydrates */
  rootHtml: string;
};

const DOCUMENT =
  /^<!DOCTYPE html><html lang="en"><head>([\s\S]*)<\/head><body><div id="root">([\s\S]*)<\/div><\/body><\/html>$/;

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  // decoded once at the end: a multi-byte character may straddle two chunks
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one URL the way the browser's first render will see it. `prerender` (not
 * renderToString) waits for lazy parts such as the contact form, so their HTML is complete too.
 * The app is rendered inside a whole document only so React hoists the page's title and meta
 * tags into <head>, where they can be taken apart from the root's markup.
 */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    // the tree startApp.tsx hydrates, with StaticRouter for BrowserRouter (StrictMode adds no markup)
    const app = sheet.collectStyles(
      <StaticRouter location={url}>
        <App />
      </StaticRouter>,
    );
    const { prelude } = await prerenderToNodeStream(
      <html lang="en">
        <head />
        <body>
          <div id="root">{app}</div>
        </body>
      </html>,
      {
        onError: (error) => void errors.push(error),
        // never outline a large Suspense boundary into a hidden segment plus an inline <script>
        // that moves it into place: the page must be whole without scripts (and a strict CSP)
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    // A page that errored would be written with a client-rendered hole: fail the build instead.
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    const html = await readAll(prelude);
    const match = DOCUMENT.exec(html);
    if (!match)
      throw new Error(
        `Unexpected document shape while prerendering ${url}: ${html.slice(0, 300)} ... ${html.slice(-300)}`,
      );
    return { headTags: match[1], rootHtml: match[2], styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
