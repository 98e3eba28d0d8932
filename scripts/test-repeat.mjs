#!/usr/bin/env node
/**
 * `npm run test:repeat -- [--times N] [--jest] [--e2e] [--no-burner] [spec or Jest pattern…]`:
 * runs tests N times (default 5) on a loaded machine, to find the ones that only pass when they
 * have the CPU to themselves.
 *
 * - What: a pattern ending in `.spec.ts` is a Playwright spec, any other is a Jest test path
 *   pattern (`--testPathPatterns`). `--e2e` / `--jest` pick every spec / every Jest suite. With no
 *   pattern and no flag: every spec, then every Jest suite.
 * - How: the web app is built once (`npm run build:web`, skipped when E2E_SKIP_BUILD=1 is set),
 *   then each round runs the chosen specs in one `scripts/e2e.mjs` run (E2E_SKIP_BUILD=1, list and
 *   JSON reporters, no retries; a failure's trace and screenshot stay in
 *   test-results/repeat/round-N) and the chosen Jest suites in one Jest run (`--json`; Jest retries
 *   nothing unless a test file calls jest.retryTimes, and such a retry is counted as a failure here).
 *   scripts/cpu-burner.mjs keeps every core busy from the first round to the last (`--no-burner`: not).
 * - Result: a table of each test file's runs, failed runs and slowest run, then every failing
 *   test with its first error line. Exit code 1 when anything failed or a run left no report;
 *   130/143 when interrupted (the tests and the burner are stopped first).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'usage: npm run test:repeat -- [--times N] [--jest] [--e2e] [--no-burner] [spec.spec.ts or Jest pattern…]';
/** how long a stopped child gets to clean up (Playwright stops its web server and browsers) */
const GRACE_MS = 20_000;

function parseOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      times: { type: 'string', default: '5' },
      jest: { type: 'boolean', default: false },
      e2e: { type: 'boolean', default: false },
      'no-burner': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (!/^[1-9]\d*$/.test(values.times)) throw new Error('--times must be a positive integer');
  const specs = positionals.filter((pattern) => pattern.endsWith('.spec.ts'));
  const jestPatterns = positionals.filter((pattern) => !pattern.endsWith('.spec.ts'));
  const everything = positionals.length === 0 && !values.e2e && !values.jest;
  return {
    times: Number(values.times),
    burner: !values['no-burner'],
    e2e: everything || values.e2e || specs.length > 0 ? { specs } : null,
    jest: everything || values.jest || jestPatterns.length > 0 ? { patterns: jestPatterns } : null,
  };
}

// ---- child processes: each in its own process group, so that stopping one stops all it started ----

/** child -> its handle ({ child, exited }), while it runs */
const running = new Map();
let interrupted = null;

function start(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`test-repeat: could not start ${command}: ${error.message}\n`);
      running.delete(child);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  const handle = { child, exited };
  running.set(child, handle);
  return handle;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** Sends `signal` to the child's process group; SIGKILL to the group if it outlives the grace period. */
async function stop({ child, exited }, signal) {
  if (!running.has(child)) return exited;
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), GRACE_MS);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}

function onSignal(signal) {
  if (interrupted) return; // npm forwards the terminal's Ctrl-C too: once is enough
  interrupted = signal;
  process.stderr.write(`\ntest-repeat: ${signal}, stopping the tests and the CPU burner\n`);
  // SIGINT whatever came in: Playwright stops its web server and browsers on SIGINT, but dies at once on
  // SIGTERM and leaves the server behind; Jest and the burner stop on either
  for (const handle of running.values()) void stop(handle, 'SIGINT');
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
// last resort (an exception on the way out): nothing is left behind
process.on('exit', () => {
  for (const child of running.keys()) signalGroup(child, 'SIGKILL');
});

// ---- results ----

/** file -> { runs, failedRuns, slowestMs } */
const files = new Map();
/** `${file}\0${title}\0${error}` -> { file, title, error, rounds } */
const failures = new Map();
/** crashed runs: no report, or an exit code that the report does not explain */
const crashes = [];

function firstErrorLine(text) {
  const lines = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('●'));
  return lines[0] ?? '(no error message)';
}

function recordFile(file, durationMs, failed) {
  const entry = files.get(file) ?? { runs: 0, failedRuns: 0, slowestMs: 0 };
  entry.runs += 1;
  if (failed) entry.failedRuns += 1;
  entry.slowestMs = Math.max(entry.slowestMs, durationMs);
  files.set(file, entry);
}

function recordFailure(file, title, error, round) {
  const key = `${file}\0${title}\0${error}`;
  const entry = failures.get(key) ?? { file, title, error, rounds: [] };
  entry.rounds.push(round);
  failures.set(key, entry);
}

const relative = (file) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Playwright's JSON report: one top-level suite per spec file; a file's time runs from its first test's start to its last test's end. */
function collectPlaywright(report, round) {
  const testDir = report.config?.rootDir ?? path.join(root, 'frontend/e2e');
  let failed = 0;
  for (const fileSuite of report.suites ?? []) {
    const file = relative(path.resolve(testDir, fileSuite.file));
    let first = Infinity;
    let last = 0;
    let fileFailed = false;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          for (const result of test.results ?? []) {
            const startMs = Date.parse(result.startTime);
            if (Number.isFinite(startMs)) {
              first = Math.min(first, startMs);
              last = Math.max(last, startMs + (result.duration ?? 0));
            }
          }
          if (test.status === 'unexpected' || test.status === 'flaky') {
            fileFailed = true;
            const bad = (test.results ?? []).find(
              (result) => result.status !== 'passed' && result.status !== 'skipped',
            );
            recordFailure(file, [...titles, spec.title].join(' › '), firstErrorLine(bad?.error?.message), round);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    walk(fileSuite, []);
    recordFile(file, Number.isFinite(first) ? last - first : 0, fileFailed);
    if (fileFailed) failed += 1;
  }
  // errors outside any test: a spec that does not load, a web server that does not start, no test found
  const ranFiles = new Set((report.suites ?? []).map((suite) => relative(path.resolve(testDir, suite.file))));
  for (const error of report.errors ?? []) {
    const file = error.location?.file ? relative(error.location.file) : '(playwright run)';
    if (error.location?.file && !ranFiles.has(file)) {
      recordFile(file, 0, true);
      ranFiles.add(file);
    }
    recordFailure(file, '(outside any test)', firstErrorLine(error.message), round);
    failed += 1;
  }
  return failed;
}

/** Jest's --json report: one entry per test file, with its start and end time. */
function collectJest(report, round) {
  let failed = 0;
  for (const suite of report.testResults ?? []) {
    const file = relative(suite.name);
    let fileFailed = suite.status === 'failed';
    let explained = false;
    for (const assertion of suite.assertionResults ?? []) {
      const title = [...(assertion.ancestorTitles ?? []), assertion.title].join(' › ');
      if (assertion.status === 'failed') {
        recordFailure(file, title, firstErrorLine(assertion.failureMessages?.[0]), round);
        explained = true;
      } else if ((assertion.invocations ?? 1) > 1) {
        // only a jest.retryTimes() in the test file retries; a repeat run counts it as the failure it was
        fileFailed = true;
        explained = true;
        const reason = assertion.retryReasons?.[0] ?? `passed on try ${assertion.invocations}`;
        recordFailure(file, `${title} (passed on a retry)`, firstErrorLine(reason), round);
      }
    }
    if (fileFailed && !explained) recordFailure(file, '(the file failed to run)', firstErrorLine(suite.message), round);
    recordFile(file, Math.max(0, (suite.endTime ?? 0) - (suite.startTime ?? 0)), fileFailed);
    if (fileFailed) failed += 1;
  }
  if (report.runExecError) {
    recordFailure('(jest run)', '(outside any test)', firstErrorLine(report.runExecError.message), round);
    failed += 1;
  }
  return failed;
}

// ---- the runs ----

async function runPlaywright(specs, reportFile, round) {
  const env = { ...process.env, E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile };
  delete env.PLAYWRIGHT_JSON_OUTPUT_FILE; // it would win over the name
  // each round its own folder: Playwright empties its output folder when it starts, and a failure's
  // trace (its requests, its screenshots) is what tells its cause
  const args = [
    'scripts/e2e.mjs',
    '--reporter=list,json',
    '--retries=0',
    `--output=test-results/repeat/round-${round}`,
    ...specs,
  ];
  const code = await start(process.execPath, args, env).exited;
  return { code, failed: collect(readReport(reportFile), collectPlaywright, round) };
}

async function runJest(patterns, reportFile, round) {
  const args = [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--json',
    `--outputFile=${reportFile}`,
    ...patterns.flatMap((pattern) => ['--testPathPatterns', pattern]),
  ];
  const code = await start(process.execPath, args).exited;
  return { code, failed: collect(readReport(reportFile), collectJest, round) };
}

function collect(report, collector, round) {
  // a run cut short by Ctrl-C fails for that reason alone: it is left out of the counts
  if (interrupted) return 0;
  return report ? collector(report, round) : null;
}

function checkRun(kind, round, { code, failed }) {
  if (interrupted) return;
  if (failed === null) crashes.push(`round ${round}: ${kind} exited with code ${code} and wrote no report`);
  else if (code !== 0 && failed === 0)
    crashes.push(`round ${round}: ${kind} exited with code ${code}, but its report shows no failing test`);
}

function printSummary(rounds, times) {
  const rows = [...files.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, entry]) => [file, String(entry.runs), String(entry.failedRuns), (entry.slowestMs / 1000).toFixed(1)]);
  const header = ['test file', 'runs', 'failures', 'slowest (s)'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  const out = [`\n== test:repeat: ${rounds} of ${times} round(s)${interrupted ? ` (stopped by ${interrupted})` : ''}`];
  out.push(line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line));
  if (rows.length === 0) out.push('(no test file ran)');
  if (failures.size > 0) {
    out.push('', 'failing tests:');
    const sorted = [...failures.values()].sort((a, b) =>
      a.file === b.file ? (a.title < b.title ? -1 : 1) : a.file < b.file ? -1 : 1,
    );
    for (const failure of sorted) {
      out.push(`  ${failure.file} › ${failure.title}  (round ${failure.rounds.join(', ')})`, `      ${failure.error}`);
    }
  }
  if (crashes.length > 0) out.push('', 'runs that crashed:', ...crashes.map((crash) => `  ${crash}`));
  const failedFiles = rows.filter((row) => row[2] !== '0').length;
  const passed = failures.size === 0 && crashes.length === 0;
  out.push(
    '',
    interrupted && passed
      ? `test:repeat: stopped by ${interrupted}; every completed run passed`
      : passed
        ? `test:repeat: every run passed (${rows.length} file(s))`
        : `test:repeat: FAILED: ${failedFiles} of ${rows.length} file(s) failed at least once, ${failures.size} failing test(s), ${crashes.length} crashed run(s)`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
  return passed;
}

async function main() {
  let options;
  try {
    options = parseOptions();
  } catch (error) {
    process.stderr.write(`test-repeat: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const { times, e2e, jest } = options;

  if (e2e && process.env.E2E_SKIP_BUILD !== '1') {
    process.stdout.write('== test:repeat: building the web app once\n');
    const built = await start(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build:web'])
      .exited;
    if (interrupted) return interrupted === 'SIGINT' ? 130 : 143;
    if (built !== 0) {
      process.stderr.write(`test-repeat: the web build failed (exit ${built})\n`);
      return built;
    }
  } else if (e2e && !existsSync(path.join(root, 'dist/web/index.html'))) {
    process.stderr.write('test-repeat: E2E_SKIP_BUILD=1 but dist/web/index.html is missing; run `npm run build:web`\n');
    return 1;
  }

  const reports = mkdtempSync(path.join(tmpdir(), 'test-repeat-'));
  const burner = options.burner ? start(process.execPath, ['scripts/cpu-burner.mjs']) : null;
  let rounds = 0;
  try {
    for (let round = 1; round <= times && !interrupted; round += 1) {
      const what = [
        e2e && (e2e.specs.length ? e2e.specs.join(' ') : 'every spec'),
        jest && (jest.patterns.length ? `Jest ${jest.patterns.join(' ')}` : 'every Jest suite'),
      ];
      process.stdout.write(`\n== test:repeat: round ${round} of ${times}: ${what.filter(Boolean).join(', then ')}\n`);
      if (e2e)
        checkRun('playwright', round, await runPlaywright(e2e.specs, path.join(reports, `e2e-${round}.json`), round));
      if (jest && !interrupted)
        checkRun('jest', round, await runJest(jest.patterns, path.join(reports, `jest-${round}.json`), round));
      if (!interrupted) rounds = round;
    }
  } finally {
    if (burner) await stop(burner, 'SIGTERM');
    rmSync(reports, { recursive: true, force: true });
  }
  const passed = printSummary(rounds, times);
  if (interrupted) return interrupted === 'SIGINT' ? 130 : 143;
  return passed ? 0 : 1;
}

process.exitCode = await main();
