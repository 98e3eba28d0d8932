import { parseArgs } from 'node:util';
import { conversionsCrashScenario } from './faults/conversions-crash-scenario';
import { killScenario } from './faults/kill-scenario';
import { receiverDownScenario } from './faults/receiver-down-scenario';
import { restartScenario } from './faults/restart-scenario';
import { termScenario } from './faults/term-scenario';
import { now } from './lib/clock';
import { machineLine, out } from './lib/report';
import { describeError, runScript } from './lib/run-script';
import { COMMON_HELP, COMMON_OPTIONS, commonSettings, finish, forEachEngine } from './real-server/check-cli';

/**
 * npm run test:faults: the real server (a separate process) under a load of lead submissions while
 * things go wrong, then the database read directly:
 *  (a) restart: PostgreSQL (a temporary cluster of our own, initdb + pg_ctl) stopped mid-load and
 *      started 2 s later: the app's first 2xx comes <= 5 s after the database accepts connections
 *      again; 5xx only during the outage, each a 503 with JSON; every acknowledged lead stored.
 *  (b) kill: the app killed with SIGKILL mid-load and started again on the same database (the same
 *      DATA_DIR for the embedded engine): every acknowledged lead stored, before and after.
 *  (c) term: SIGTERM mid-load: every request in flight when the signal came gets its answer (and
 *      the acknowledged ones are stored); the process exits 0 within 10 s.
 *  (d) receiver: the webhook receiver down mid-load (CI 10 s, --full 60 s), then up: every stored
 *      lead reaches it. (a) and (b) check the same after their fault.
 *  (e) conversions: the app killed while a new lead's Conversions API event is unanswered, then
 *      restarted: Meta takes the event exactly once, with the browser's event id.
 * (a) needs a PostgreSQL server of its own and runs once; (b) to (e) run on each engine.
 * Each scenario is in faults/.
 */

const HELP = `npm run test:faults -- [options]
  --scenarios LIST       restart,kill,term,receiver,conversions (default all five)
  --receiver-down S      seconds the webhook receiver is down in (d) (default 10; --full 60)
  --rounds N             rounds of each scenario (default 1; --full 3)
  --concurrency C        concurrent submitters (default 20; --full 50)
  --pg-bin DIR           PostgreSQL binaries for the temporary cluster (default /usr/lib/postgresql/15/bin)
${COMMON_HELP}`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...COMMON_OPTIONS,
      scenarios: { type: 'string', default: 'restart,kill,term,receiver,conversions' },
      'receiver-down': { type: 'string' },
      rounds: { type: 'string' },
      concurrency: { type: 'string' },
      'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
    },
  });
  if (values.help) {
    out(HELP);
    return;
  }
  const settings = commonSettings(values);
  const scenarios = new Set(values.scenarios.split(',').map((s) => s.trim()));
  for (const s of scenarios)
    if (!['restart', 'kill', 'term', 'receiver', 'conversions'].includes(s)) throw new Error(`unknown scenario "${s}"`);
  const receiverDown = Number(values['receiver-down'] ?? (settings.full ? 60 : 10));
  if (!Number.isSafeInteger(receiverDown) || receiverDown < 1)
    throw new Error('--receiver-down must be a positive number of seconds');
  const rounds = Number(values.rounds ?? (settings.full ? 3 : 1));
  const concurrency = Number(values.concurrency ?? (settings.full ? 50 : 20));
  if (!Number.isSafeInteger(rounds) || rounds < 1 || !Number.isSafeInteger(concurrency) || concurrency < 1) {
    throw new Error('--rounds and --concurrency must be positive integers');
  }
  const startedAt = now();
  out(
    `test:faults (${settings.full ? 'full' : 'CI'} size): ${rounds} round(s) of ${[...scenarios].join(', ')} at ${concurrency} concurrent submitters; ${machineLine()}`,
  );
  const failures: string[] = [];
  if (scenarios.has('restart') && settings.engines.includes('postgres')) {
    failures.push(
      ...(await restartScenario(settings, values['pg-bin'], rounds, concurrency).catch((error: unknown) => [
        `(a) restart: ${describeError(error)}`,
      ])),
    );
  }
  if (['kill', 'term', 'receiver', 'conversions'].some((s) => scenarios.has(s))) {
    failures.push(
      ...(await forEachEngine(settings, 'faults', async (target) => {
        const problems: string[] = [];
        if (scenarios.has('kill')) problems.push(...(await killScenario(target, settings, rounds, concurrency)));
        if (scenarios.has('term')) problems.push(...(await termScenario(target, settings, rounds, concurrency)));
        if (scenarios.has('receiver'))
          problems.push(...(await receiverDownScenario(target, settings, receiverDown, rounds, concurrency)));
        if (scenarios.has('conversions')) problems.push(...(await conversionsCrashScenario(target, settings)));
        return problems;
      })),
    );
  }
  finish('test:faults', failures, startedAt);
}

runScript('test:faults', main);
