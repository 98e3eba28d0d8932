import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/engine/config';
import { openDatabase } from '../src/engine/db/database';
import { DATABASE_SCHEMA } from '../src/app-modules';
import { seedLeads, vacuumAfterBulkLoad } from '../src/demo/seed-leads';

const USAGE = `Usage: npm run seed -- --leads 100000 [--seed 42] [--batch 5000]

Adds realistic fake leads to the app's database: over 18 months, more of them recently; sources
and campaigns with skewed shares; replies around the 48-hour mark; milestones that thin out along
the funnel; some quarantined spam and some paid orders. They go into the
PostgreSQL server of DATABASE_URL, or else the embedded one in DATA_DIR (default ./data).
`;

function positiveInteger(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new ConfigError(`--${name} must be a positive integer (got "${raw}")`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      leads: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const count = positiveInteger(values.leads, 'leads', 1000);
  const seed = positiveInteger(values.seed, 'seed', Date.now() % 2147483647);
  const batchSize = positiveInteger(values.batch, 'batch', 5000);

  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    schema: DATABASE_SCHEMA,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  const where =
    database.engine === 'embedded'
      ? `the embedded PostgreSQL in ${config.dataDir}`
      : 'the PostgreSQL server of DATABASE_URL';
  process.stdout.write(`Seeding ${count.toLocaleString('en-US')} leads into ${where} (seed ${seed})\n`);
  try {
    const seedStarted = Date.now();
    let reported = 0;
    const inserted = await seedLeads(database.dataSource, {
      count,
      seed,
      batchSize,
      onProgress(done) {
        if (process.stdout.isTTY || done - reported >= 20_000 || done === count) {
          process.stdout.write(
            `  ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}${process.stdout.isTTY ? '\r' : '\n'}`,
          );
          reported = done;
        }
      },
    });
    const seconds = (Date.now() - seedStarted) / 1000;
    process.stdout.write(
      `\nInserted ${inserted.toLocaleString('en-US')} leads and their lead_capture milestones in ${seconds.toFixed(1)} s ` +
        `(${Math.round(inserted / seconds).toLocaleString('en-US')} leads/s)\n`,
    );
    const vacuumStarted = Date.now();
    await vacuumAfterBulkLoad(database.dataSource);
    const rows: { count: string }[] = await database.dataSource.query('SELECT count(*) FROM "lead"');
    process.stdout.write(
      `VACUUM ANALYZE in ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s; the table now holds ${Number(rows[0]?.count ?? 0).toLocaleString('en-US')} leads\n`,
    );
  } finally {
    await database.close();
  }
  process.stdout.write(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n\n${USAGE}`);
  } else {
    process.stderr.write(
      `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
