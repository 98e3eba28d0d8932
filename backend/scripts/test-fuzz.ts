import { parseArgs } from 'node:util';
import { runFuzz } from './fuzz/run-fuzz';
import { now } from './lib/clock';
import { machineLine, out } from './lib/report';
import { runScript } from './lib/run-script';
import { COMMON_HELP, COMMON_OPTIONS, commonSettings, finish, forEachEngine } from './real-server/check-cli';

/**
 * npm run test:fuzz: property-based (fast-check) requests to every write endpoint of the real
 * server (a separate process), REST and GraphQL, signed in as the admin and anonymous: wrong
 * types, huge strings (to ~200 KB), unicode (lone surrogates too), nested objects, prototype
 * pollution keys, SQL and script fragments, and valid payloads with one field (or a few) replaced.
 * Properties: no answer is a 5xx (or missing); no HTML answer echoes a script fragment the input
 * carried, and no JSON answer carries an unescaped `<script`; a valid lead with hostile touches
 * (50 kB values, control characters, arrays, nested objects, no object at all) is always accepted;
 * afterwards every stored lead satisfies the contact form's rules (lead.inputs.ts) and holds only
 * clean touches, and the server still behaves (Object.prototype unpolluted).
 * CI size 1,500 cases per engine; --full 10,000. Findings (with their payloads) are written to a
 * JSON file whose path is printed. The pieces are in fuzz/.
 */

const HELP = `npm run test:fuzz -- [options]
  --cases N              generated requests per engine (default 1500; --full 10000)
  --seed S               fast-check seed (default: random, printed)
${COMMON_HELP}`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { ...COMMON_OPTIONS, cases: { type: 'string' }, seed: { type: 'string' } } });
  if (values.help) {
    out(HELP);
    return;
  }
  const settings = commonSettings(values);
  const total = Number(values.cases ?? (settings.full ? 10_000 : 1_500));
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isSafeInteger(total) || total < 1 || !Number.isSafeInteger(seed))
    throw new Error('--cases and --seed must be integers');
  const startedAt = now();
  out(
    `test:fuzz (${settings.full ? 'full' : 'CI'} size): ${total} cases per engine over every write endpoint, seed ${seed} (rerun with --seed ${seed}); ${machineLine()}`,
  );
  const failures = await forEachEngine(settings, 'fuzz', (target) => runFuzz(target, settings, total, seed));
  finish('test:fuzz', failures, startedAt);
}

runScript('test:fuzz', main);
