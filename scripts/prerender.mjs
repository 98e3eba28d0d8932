#!/usr/bin/env node
/**
 * The second half of `npm run build:web`, after `vite build` has written dist/web:
 *
 * 1. builds frontend/src/prerender/render.tsx for Node (a Vite SSR build into
 *    node_modules/.cache/prerender, removed afterwards);
 * 2. renders the public pages (/, /privacy, /terms, /cookies and the not-found page) to HTML with
 *    their styles inlined, and writes them where the server looks for them: dist/web/index.html,
 *    dist/web/<path>/index.html and dist/web/404/index.html;
 * 3. keeps Vite's empty page as dist/web/shell.html: the server sends it for the client-only
 *    routes (sign-in, admin, checkout), which render in the browser;
 * 4. puts the site's address into robots.txt, sitemap.xml and og:image.
 *
 * Environment: SITE_URL, the public address of the site (default http://localhost:3000), used
 * where only an absolute URL will do; WEB_DIR, the built app's folder (default dist/web).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIR as the server reads it: where `vite build` wrote the app (dist/web unless told otherwise)
const webDir = path.resolve(root, process.env.WEB_DIR?.trim() || 'dist/web');
// inside the repository so the bundle's bare imports (react, ...) resolve from node_modules
const serverDir = path.join(root, 'node_modules/.cache/prerender');
const entry = path.join(root, 'frontend/src/prerender/render.tsx');

function siteUrl() {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) {
    process.stdout.write(
      'prerender: SITE_URL is not set; robots.txt, sitemap.xml and og:image use http://localhost:3000\n',
    );
    return 'http://localhost:3000';
  }
  if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(raw)) throw new Error(`SITE_URL must be an http(s) URL (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

async function buildRenderer() {
  await build({
    configFile: path.join(root, 'frontend/vite.config.ts'),
    logLevel: 'warn',
    // styled-components' CommonJS entry has no ES default export for Node to import: bundle its
    // ES build instead (ServerStyleSheet comes from the same copy, as it must)
    ssr: { noExternal: ['styled-components'] },
    build: {
      ssr: entry,
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      minify: false,
      rolldownOptions: {
        input: entry,
        // this package is CommonJS by default, so the ES module output needs the .mjs extension
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  return import(pathToFileURL(path.join(serverDir, 'render.mjs')).href);
}

/** Replaces exactly one occurrence, so a changed template fails the build instead of shipping a broken page. */
function replaceOnce(html, pattern, replacement, what) {
  let count = 0;
  const result = html.replace(pattern, (...match) => {
    count += 1;
    return replacement(...match);
  });
  if (count !== 1) throw new Error(`prerender: expected one ${what} in dist/web/index.html, found ${count}`);
  return result;
}

const TITLE = /[ \t]*<title>[\s\S]*?<\/title>\n?/g;
const NOSCRIPT = /[ \t]*<noscript>[\s\S]*?<\/noscript>\n?/g;
const ROOT = /<div id="root"><\/div>/g;
const HEAD_END = /<\/head>/g;
const OG_IMAGE = /(<meta property="og:image" content=")(\/[^"]*)(")/g;

function absoluteOgImage(html, site) {
  return replaceOnce(html, OG_IMAGE, (_all, start, file, end) => `${start}${site}${file}${end}`, 'og:image meta tag');
}

const ENTRY_SCRIPT = /<script type="module"(?=\s)/g;
const MODULE_PRELOADS = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * A prerendered page is complete without JavaScript, which only makes it interactive, so its
 * scripts stay out of the way of the first paint: the entry script is fetched at low priority
 * (Chrome gives module scripts high priority, as if they blocked rendering), and the preload
 * hints for its static imports go, since those few kB are fetched when the entry runs anyway.
 * Everything else is imported at run time, after the first paint (see frontend/src/main.tsx).
 */
function deferScripts(html) {
  let count = 0;
  const result = html.replace(ENTRY_SCRIPT, (tag) => {
    count += 1;
    return `${tag} fetchpriority="low"`;
  });
  if (count !== 1) throw new Error(`prerender: expected one module script in dist/web/index.html, found ${count}`);
  return result.replace(MODULE_PRELOADS, '');
}

/** The template with a page's title and meta tags, its styles and its markup filled in. */
function pageHtml(template, page) {
  // functions, not strings, so a `$2` in the copy ("$200M+") is not read as a replacement pattern
  let html = replaceOnce(deferScripts(template), TITLE, () => `    ${page.headTags}\n`, '<title>');
  html = replaceOnce(html, HEAD_END, () => `${page.styleTags}</head>`, '</head>');
  // the page reads fine without JavaScript, so the "needs JavaScript" notice goes
  html = replaceOnce(html, NOSCRIPT, () => '', '<noscript>');
  return replaceOnce(html, ROOT, () => `<div id="root">${page.rootHtml}</div>`, '<div id="root"></div>');
}

function fillSiteUrl(file, site) {
  const target = path.join(webDir, file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes('%SITE_URL%')) throw new Error(`prerender: ${file} has no %SITE_URL% to fill in`);
  writeFileSync(target, text.replaceAll('%SITE_URL%', site));
}

async function main() {
  const site = siteUrl();
  const started = Date.now();
  const template = absoluteOgImage(readFileSync(path.join(webDir, 'index.html'), 'utf8'), site);
  const { renderPage, PRERENDER_ROUTES } = await buildRenderer();

  writeFileSync(path.join(webDir, 'shell.html'), template);
  for (const route of PRERENDER_ROUTES) {
    const page = await renderPage(route.url);
    const target = path.join(webDir, route.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, pageHtml(template, page));
    process.stdout.write(
      `prerender: ${route.url} -> ${path.relative(root, target)} (${Math.round(Buffer.byteLength(page.rootHtml) / 1024)} kB markup, ${Math.round(Buffer.byteLength(page.styleTags) / 1024)} kB CSS)\n`,
    );
  }
  fillSiteUrl('robots.txt', site);
  fillSiteUrl('sitemap.xml', site);
  rmSync(serverDir, { recursive: true, force: true });
  process.stdout.write(`prerender: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

await main();
