import { now, seconds } from '../lib/clock';
import { DEFAULT_PG_URL } from '../lib/postgres';
import { out } from '../lib/report';
import { describeError } from '../lib/run-script';
import { createTarget, type Engine, type Target } from './targets';

/**
 * What the black-box checks (test:load, test:faults, test:fuzz) share on the command line: the
 * options every one takes, a run per engine on a fresh database, and the verdict and exit code.
 */

export const COMMON_OPTIONS = {
  full: { type: 'boolean', default: false },
  engine: { type: 'string', default: 'both' },
  'pg-url': { type: 'string', default: DEFAULT_PG_URL },
  server: { type: 'string', default: 'dist' },
  help: { type: 'boolean', default: false },
} as const;

export const COMMON_HELP = `  --full                 the full size (also TEST_SIZE=full in the environment)
  --engine E             postgres | embedded | both (default both)
  --pg-url URL           the PostgreSQL server for the fresh database (default ${DEFAULT_PG_URL})
  --server dist|src      dist: dist/server/main.js, built first when stale (default); src: backend/src/main.ts via @swc-node/register`;

export type CommonSettings = { full: boolean; engines: Engine[]; pgUrl: string; serverFrom: 'dist' | 'src' };

export function commonSettings(values: {
  full?: boolean;
  engine?: string;
  'pg-url'?: string;
  server?: string;
}): CommonSettings {
  const engine = values.engine ?? 'both';
  if (!['postgres', 'embedded', 'both'].includes(engine))
    throw new Error(`--engine must be postgres, embedded or both (got "${engine}")`);
  const serverFrom = values.server ?? 'dist';
  if (serverFrom !== 'dist' && serverFrom !== 'src')
    throw new Error(`--server must be dist or src (got "${serverFrom}")`);
  return {
    full: values.full === true || process.env.TEST_SIZE === 'full',
    engines: engine === 'both' ? ['postgres', 'embedded'] : [engine as Engine],
    pgUrl: values['pg-url'] ?? DEFAULT_PG_URL,
    serverFrom,
  };
}

/** Runs `work` for each selected engine, always disposing of the target; collects failures. */
export async function forEachEngine(
  settings: CommonSettings,
  tag: string,
  work: (target: Target) => Promise<string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const engine of settings.engines) {
    const target = await createTarget(engine, settings.pgUrl, tag);
    out();
    out(`== ${target.label}`);
    try {
      const problems = await work(target);
      failures.push(...problems.map((p) => `${engine}: ${p}`));
    } catch (error) {
      const cause =
        error instanceof Error && error.cause !== undefined ? `\ncaused by: ${describeError(error.cause)}` : '';
      failures.push(`${engine}: ${describeError(error)}${cause}`);
    } finally {
      await target.dispose().catch((error: unknown) => out(`(could not clean up ${target.label}: ${String(error)})`));
    }
  }
  return failures;
}

/** Prints the verdict and sets the exit code. */
export function finish(name: string, failures: string[], startedAt: number): void {
  out();
  if (failures.length === 0) {
    out(`${name}: PASS in ${seconds(now() - startedAt)}`);
    process.exitCode = 0;
  } else {
    out(`${name}: FAIL in ${seconds(now() - startedAt)}`);
    for (const failure of failures) out(`  - ${failure}`);
    process.exitCode = 1;
  }
}
