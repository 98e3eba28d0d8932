#!/usr/bin/env node
/**
 * `npm run bench:web`: how heavy and how fast the public landing page is, measured on the real
 * production server.
 *
 * 1. Builds the web app (`npm run build:web`) unless BENCH_SKIP_BUILD=1.
 * 2. Starts the production server (backend/src/main.ts) on a free port with a fresh embedded
 *    PostgreSQL data folder, and waits until it answers.
 * 3. Reads the HTML the server sends for "/", follows its <script src>, <link rel=modulepreload>
 *    and <link rel=stylesheet> tags and the static imports inside those scripts, and gzips each
 *    file: what the HTML itself asks for.
 * 4. Runs Lighthouse 12 (mobile defaults: Moto G Power emulation, simulated slow 4G) against "/"
 *    with Chromium five times (LIGHTHOUSE_RUNS=n to change): a single run on a busy machine is
 *    noisy. Prints each run's performance score and metrics, then their medians, then the run with
 *    the median performance score in full (the four category scores, the metrics, and every audit
 *    that did not pass).
 * 5. Lighthouse never interacts with the page, so every script and stylesheet its browser fetched
 *    is what "/" loads before the first interaction, including what the page imports at run time
 *    (React is fetched after the first paint): each is fetched again, gzipped and listed. This is
 *    the figure held to the budget.
 * 6. The back office's dashboard (/dashboard, a lazily loaded page): its chunk in the build
 *    (assets/DashboardPage-*.js) and the chunks only it imports, gzipped; the chunks it shares
 *    with other pages are listed apart. None of its own files may be among what "/" loads, so the
 *    dashboard adds nothing to the landing page's JavaScript before interaction.
 *
 * Targets: at most 15 kB (15,000 bytes) gzip of JavaScript before interaction (with the cookie
 * banner, which Lighthouse's fresh profile is shown); performance 1.00 for the median run and at
 * least 0.98 in every run; the median total blocking time under 100 ms and the median LCP under
 * 1.5 s; a layout shift of 0 in every run; the median run's other scores at least 0.98; the
 * dashboard's own JavaScript at most 80 kB gzip, none of it loaded by "/". Exit code 1 when one is
 * missed, so CI can hold the line.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_SKIP_BUILD=1, LIGHTHOUSE_RUNS,
 * WEB_DIR (the built app, default dist/web), BENCH_JSON=path to keep the Lighthouse report.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { anyFreePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { jsKb: 15, score: 0.98, medianPerformance: 1, tbtMs: 100, lcpMs: 1500, dashboardKb: 80 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const kb = (bytes) => (bytes / 1000).toFixed(1);
const log = (line = '') => process.stdout.write(`${line}\n`);

/** Runs a command to completion with inherited output; resolves its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      process.stderr.write(`bench:web: could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The production server, as `npm start` runs it but with a throwaway database. */
async function startServer(webDir) {
  const port = await anyFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-data-'));
  // ./node_modules/.bin-style direct node: killing an npx wrapper would leave the server running
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'backend/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not answer within 120 s');
}

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/** The script, module-preload and stylesheet URLs of an HTML page (JSON data blocks are not scripts). */
function resourcesOf(html) {
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    const type = attribute(tag, 'type');
    if (src && (!type || type === 'module' || /javascript/i.test(type))) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) scripts.push(href);
    else if (rel.includes('stylesheet')) styles.push(href);
  }
  return { scripts, styles };
}

/** Static `import ... from "x"` and `import "x"` of a built module (not dynamic `import()`). */
function staticImportsOf(code) {
  const found = [];
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) found.push(match[1]);
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) found.push(match[1]);
  return found;
}

/** Every import of a built module, static or dynamic (`import("x")`, as the build writes a lazy page's). */
function importsOf(code) {
  const dynamic = [...code.matchAll(/\bimport\(\s*[`"']([^`"']+)[`"']\s*\)/g)].map((match) => match[1]);
  return [...staticImportsOf(code), ...dynamic];
}

/**
 * The dashboard's files in the build (read from its assets folder, sized as the server sends them):
 * `own` is its page chunk and the chunks only it imports (no other chunk imports them, statically
 * or lazily), what opening /dashboard adds; `shared` the rest of its static imports, which the
 * other back-office pages load too.
 */
async function measureDashboard(webDir, origin) {
  const assets = path.join(webDir, 'assets');
  const names = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const entry = names.find((name) => /^DashboardPage-[\w-]+\.js$/.test(name));
  if (!entry) throw new Error(`no DashboardPage-*.js in ${assets}: has the page been renamed?`);
  const staticDeps = new Map();
  const importers = new Map();
  for (const name of names) {
    const code = readFileSync(path.join(assets, name), 'utf8');
    staticDeps.set(
      name,
      staticImportsOf(code).map((specifier) => path.posix.basename(specifier)),
    );
    for (const specifier of importsOf(code)) {
      const imported = path.posix.basename(specifier);
      if (!importers.has(imported)) importers.set(imported, new Set());
      importers.get(imported).add(name);
    }
  }
  const closure = new Set([entry]);
  for (const name of closure) for (const dependency of staticDeps.get(name) ?? []) closure.add(dependency);
  // its own: imported from nowhere but the dashboard's own chunks (dropped until that holds)
  const own = new Set(closure);
  for (let changed = true; changed;) {
    changed = false;
    for (const name of own) {
      if (name !== entry && [...(importers.get(name) ?? [])].some((importer) => !own.has(importer))) {
        own.delete(name);
        changed = true;
      }
    }
  }
  const sizedAll = (list) => Promise.all(list.map((name) => sized(`${origin}/assets/${name}`, 'js', origin)));
  return {
    own: await sizedAll([...own]),
    shared: await sizedAll([...closure].filter((name) => !own.has(name))),
  };
}

/** A file's raw and gzip (zlib's default level, as `gzip` does) sizes, fetched uncompressed. */
async function sized(url, kind, origin) {
  const text = await (await fetch(url)).text();
  return { url: url.replace(origin, ''), kind, bytes: Buffer.byteLength(text), gzip: gzipSync(text).length };
}

/** What the HTML of "/" references: its script, module-preload and stylesheet tags and their static imports. */
async function measureReferenced(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const { scripts, styles } = resourcesOf(html);
  const files = new Map();
  const queue = scripts.map((src) => new URL(src, `${origin}/`).href);
  while (queue.length > 0) {
    const url = queue.shift();
    if (files.has(url)) continue;
    const file = await sized(url, 'js', origin);
    files.set(url, file);
    const code = await (await fetch(url)).text();
    for (const specifier of staticImportsOf(code)) queue.push(new URL(specifier, url).href);
  }
  for (const href of styles) {
    const url = new URL(href, `${origin}/`).href;
    files.set(url, await sized(url, 'css', origin));
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('');
  return { files: [...files.values()], html, inlineCss };
}

/** Every script and stylesheet of the site that Lighthouse's browser fetched while loading "/". */
async function measureLoaded(report, origin) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const files = [];
  for (const request of requests) {
    if (!request.url.startsWith(origin)) continue;
    const kind = request.resourceType === 'Script' ? 'js' : request.resourceType === 'Stylesheet' ? 'css' : null;
    if (kind && !files.some((file) => file.url === request.url.replace(origin, '')))
      files.push(await sized(request.url, kind, origin));
  }
  return files;
}

const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);

/** The middle value (the lower middle one of an even count, as for the median run). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A run's performance score as Lighthouse shows it (two decimals), and the metrics the targets hold. */
function runFigures(report) {
  const value = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100) / 100,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const formatRun = (run) =>
  `performance ${run.performance.toFixed(2)}  FCP ${seconds(run.fcpMs)}  LCP ${seconds(run.lcpMs)}  TBT ${Math.round(run.tbtMs)} ms  CLS ${run.cls.toFixed(3)}  Speed Index ${seconds(run.speedIndexMs)}`;

function printFiles(files) {
  for (const file of files)
    log(
      `  ${file.kind.padEnd(4)} ${kb(file.gzip).padStart(6)} kB gzip  ${kb(file.bytes).padStart(7)} kB raw  ${file.url}`,
    );
  const js = files.filter((file) => file.kind === 'js');
  const css = files.filter((file) => file.kind === 'css');
  log(
    `  JavaScript: ${js.length} files, ${kb(sum(js, 'gzip'))} kB gzip (${kb(sum(js, 'bytes'))} kB raw); CSS files: ${css.length}, ${kb(sum(css, 'gzip'))} kB gzip`,
  );
}

async function runLighthouse(url, reportPath) {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const code = await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (code !== 0 || !existsSync(reportPath)) throw new Error(`lighthouse failed (exit ${code})`);
  return JSON.parse(readFileSync(reportPath, 'utf8'));
}

function printLighthouse(report) {
  const audits = report.audits;
  log(
    `Lighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${report.configSettings.throttlingMethod} throttling, ${report.finalDisplayedUrl}`,
  );
  for (const id of CATEGORIES) log(`  ${id.padEnd(15)} ${report.categories[id].score.toFixed(2)}`);
  const metric = (id) => audits[id]?.displayValue ?? 'n/a';
  log(
    `  LCP ${metric('largest-contentful-paint')}, FCP ${metric('first-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`,
  );
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const transferred = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  log(
    `  scripts requested during the load: ${scripts.length}, ${kb(transferred)} kB transferred (as the server compressed them)`,
  );
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id].auditRefs) {
      const audit = audits[ref.id];
      if (
        !audit ||
        audit.score === null ||
        audit.score >= 1 ||
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'manual'
      )
        continue;
      if (audit.scoreDisplayMode === 'notApplicable') continue;
      failing.push(
        `  [${id}] ${ref.id} (${audit.score}${ref.weight ? `, weight ${ref.weight}` : ''}): ${audit.title}${audit.displayValue ? ` - ${audit.displayValue}` : ''}`,
      );
    }
  }
  if (failing.length > 0) {
    log('Audits below full marks:');
    for (const line of failing) log(line);
  }
}

async function main() {
  const webDir = path.resolve(root, process.env.WEB_DIR?.trim() || 'dist/web');
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    // `npm run build:web` itself, or its three steps when the app is built somewhere else
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const steps =
      webDir === path.join(root, 'dist/web')
        ? [[npm, ['run', '--silent', 'build:web']]]
        : [
            [
              path.join(root, 'node_modules/.bin/vite'),
              ['build', '--config', 'frontend/vite.config.ts', '--outDir', webDir, '--emptyOutDir'],
            ],
            [process.execPath, ['scripts/prerender.mjs']],
            [process.execPath, ['scripts/compress-web.mjs']],
          ];
    for (const [command, args] of steps) {
      const code = await run(command, args, { env: { ...process.env, WEB_DIR: webDir } });
      if (code !== 0) throw new Error(`the web build failed (${path.basename(command)} exited with ${code})`);
    }
  }
  if (!existsSync(path.join(webDir, 'index.html'))) throw new Error(`${webDir}/index.html is missing: build first`);

  const server = await startServer(webDir);
  const reportDir = mkdtempSync(path.join(tmpdir(), 'bench-web-lh-'));
  try {
    log();
    log(
      `bench:web against ${server.origin}/ (the production server, built app in ${path.relative(root, webDir) || webDir})`,
    );
    const referenced = await measureReferenced(server.origin);
    log();
    log('Referenced by the HTML of "/" (tags and their static imports; gzip of each file):');
    printFiles(referenced.files);
    log(
      `  inlined <style>: ${kb(gzipSync(referenced.inlineCss).length)} kB gzip (${kb(Buffer.byteLength(referenced.inlineCss))} kB raw); HTML document: ${kb(gzipSync(referenced.html).length)} kB gzip (${kb(Buffer.byteLength(referenced.html))} kB raw)`,
    );

    const dashboard = await measureDashboard(webDir, server.origin);
    log();
    log('The dashboard (/dashboard): its page chunk and the chunks only it imports (gzip of each):');
    printFiles(dashboard.own);
    log(
      `  shared with other pages (the back office loads them anyway): ${dashboard.shared.length} files, ${kb(sum(dashboard.shared, 'gzip'))} kB gzip`,
    );

    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5);
    const reports = [];
    for (let index = 0; index < runs; index += 1) {
      log();
      log(`Lighthouse run ${index + 1}/${runs}...`);
      reports.push(await runLighthouse(`${server.origin}/`, path.join(reportDir, `run-${index}.json`)));
    }
    const figures = reports.map(runFigures);
    log();
    log(`Lighthouse mobile, ${runs} runs:`);
    figures.forEach((run, index) => log(`  run ${index + 1}: ${formatRun(run)}`));
    const medians = {
      performance: median(figures.map((run) => run.performance)),
      fcpMs: median(figures.map((run) => run.fcpMs)),
      lcpMs: median(figures.map((run) => run.lcpMs)),
      tbtMs: median(figures.map((run) => run.tbtMs)),
      cls: median(figures.map((run) => run.cls)),
      speedIndexMs: median(figures.map((run) => run.speedIndexMs)),
    };
    log(`  median: ${formatRun(medians)}`);
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor((reports.length - 1) / 2)];
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(report));
    log();
    log('Loaded by "/" before the first interaction (every file Lighthouse\'s browser fetched, gzip of each):');
    const loaded = await measureLoaded(report, server.origin);
    printFiles(loaded);
    const jsGzip = sum(
      loaded.filter((file) => file.kind === 'js'),
      'gzip',
    );
    const dashboardGzip = sum(dashboard.own, 'gzip');
    const landingUrls = new Set([...referenced.files, ...loaded].map((file) => file.url));
    const dashboardOnLanding = dashboard.own.filter((file) => landingUrls.has(file.url)).map((file) => file.url);
    log();
    printLighthouse(report);

    const others = CATEGORIES.filter((id) => id !== 'performance');
    const scores = others.map((id) => report.categories[id].score);
    const lowest = Math.min(...figures.map((run) => run.performance));
    const maxCls = Math.max(...figures.map((run) => run.cls));
    const checks = [
      [`JavaScript before interaction ${kb(jsGzip)} kB gzip <= ${TARGETS.jsKb} kB`, jsGzip <= TARGETS.jsKb * 1000],
      [
        `dashboard chunk ${kb(dashboardGzip)} kB gzip <= ${TARGETS.dashboardKb} kB (${dashboard.own.length} files)`,
        dashboardGzip <= TARGETS.dashboardKb * 1000,
      ],
      [
        `"/" loads none of the dashboard's files${dashboardOnLanding.length > 0 ? ` (loads ${dashboardOnLanding.join(', ')})` : ''}`,
        dashboardOnLanding.length === 0,
      ],
      [
        `median performance ${medians.performance.toFixed(2)} >= ${TARGETS.medianPerformance.toFixed(2)}`,
        medians.performance >= TARGETS.medianPerformance,
      ],
      [
        `performance >= ${TARGETS.score} in every run (lowest ${lowest.toFixed(2)} of ${runs})`,
        lowest >= TARGETS.score,
      ],
      [`median TBT ${Math.round(medians.tbtMs)} ms < ${TARGETS.tbtMs} ms`, medians.tbtMs < TARGETS.tbtMs],
      [`median LCP ${seconds(medians.lcpMs)} < ${TARGETS.lcpMs / 1000} s`, medians.lcpMs < TARGETS.lcpMs],
      [`CLS 0 in every run (largest ${maxCls.toFixed(3)})`, maxCls === 0],
      [
        `${others.join(' / ')} >= ${TARGETS.score} (${scores.map((score) => score.toFixed(2)).join(' / ')})`,
        scores.every((score) => score >= TARGETS.score),
      ],
    ];
    log();
    for (const [label, ok] of checks) log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
    return checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(reportDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`bench:web: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
