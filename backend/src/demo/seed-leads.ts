import type { DataSource, QueryRunner } from 'typeorm';
import { MILESTONES } from '../modules/leads/milestone-catalogue';
import { LEAD_FIELDS, snakeCase } from '../modules/leads/lead-fields';
import { fakeLeads } from './fake-leads';

export type SeedOptions = {
  count: number;
  /** same seed, same leads */
  seed?: number;
  batchSize?: number;
  now?: Date;
  onProgress?(inserted: number): void;
};

/** the answers' columns (lead-fields.ts), then the lead's source */
const COLUMNS = [...LEAD_FIELDS.map((field) => snakeCase(field.key)), 'source'];

/**
 * One statement per batch: the leads go in through unnest() of one array per column (a
 * COPY-like bulk insert over the ordinary driver, so it works on PGlite too), each due 48 h after
 * it arrived as the app has it, with the reminder and the overdue notice that a running site has
 * sent by now for the unanswered ones (else the app's first minutes would send them all). Every
 * new lead gets its lead_capture milestone, completed when the lead arrived, as
 * LeadIntakeService.create does.
 */
const ROW = ['id', ...COLUMNS, 'created_at', 'first_touch', 'last_touch', 'first_response_at', 'spam_reason'];
const ARRAY_TYPES = ['int', ...COLUMNS.map(() => 'text'), 'timestamptz', 'jsonb', 'jsonb', 'timestamptz', 'text'];
const INSERT_BATCH = `
  WITH inserted AS (
    INSERT INTO "lead" (${ROW.map((c) => `"${c}"`).join(', ')}, "reply_due_at", "spam", "reply_reminder_sent_at", "overdue_notice_sent_at")
    SELECT ${ROW.map((c) => `"${c}"`).join(', ')}, "created_at" + interval '48 hours', "spam_reason" IS NOT NULL,
      CASE WHEN "first_response_at" IS NULL AND "created_at" + interval '24 hours' <= $${ROW.length + 4} THEN "created_at" + interval '24 hours' END,
      CASE WHEN "first_response_at" IS NULL AND "created_at" + interval '48 hours' <= $${ROW.length + 4} THEN "created_at" + interval '48 hours' END
    FROM unnest(${ARRAY_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) AS seeded(${ROW.map((c) => `"${c}"`).join(', ')})
    RETURNING "id", "created_at"
  )
  INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at")
  SELECT "id", $${ROW.length + 1}, $${ROW.length + 2}, $${ROW.length + 3}, true, "created_at" FROM inserted`;

/** The milestones after the capture, and the orders of the clients who paid (by card, in their own name). */
const INSERT_STEPS = `
  INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at")
  SELECT "lead_id", "milestone_id", "title", "description", true, "completed_at"
  FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
    AS steps("lead_id", "milestone_id", "title", "description", "completed_at")`;
const INSERT_ORDERS = `
  INSERT INTO "payment_order" ("product_id", "product_name", "amount_cents", "currency", "status", "created_at", "updated_at",
    "payment_method_type", "card_brand", "card_last4", "customer_name", "customer_email")
  SELECT "product_id", "product_name", "amount_cents", 'usd', "status", "paid_at", "paid_at",
    'card', "card_brand", "card_last4", "customer_name", "customer_email"
  FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::timestamptz[], $6::text[], $7::text[], $8::text[], $9::text[])
    AS paid("product_id", "product_name", "amount_cents", "status", "paid_at", "card_brand", "card_last4", "customer_name", "customer_email")`;

/** PostgreSQL's default pending-list size, for the length of the bulk load only. */
const BULK_GIN_PENDING_LIST_KB = 4096;

type GinIndex = { name: string; limit: string | null };

/** The lead table's GIN (trigram) indexes and the pending-list limit each is set to, if any. */
async function ginIndexes(runner: QueryRunner): Promise<GinIndex[]> {
  const rows: { name: string; options: string[] | null }[] = await runner.manager.query(`
    SELECT c.relname AS name, c.reloptions AS options
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid = '"lead"'::regclass AND am.amname = 'gin'`);
  return rows.map(({ name, options }) => ({
    name,
    limit: options?.find((o) => o.startsWith('gin_pending_list_limit='))?.split('=')[1] ?? null,
  }));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts `count` fake leads in batches; returns how many it wrote. All in one transaction:
 * the migrations keep the trigram indexes' GIN pending lists short (good for leads arriving one
 * at a time, slow for 100,000 at once), so the load lifts that limit and puts it back before it
 * commits. Interrupted, nothing is kept, the limit included.
 */
export async function seedLeads(dataSource: DataSource, options: SeedOptions): Promise<number> {
  const batchSize = options.batchSize ?? 5000;
  const now = options.now ?? new Date();
  const next = fakeLeads(options.seed ?? 42, now);
  const capture = MILESTONES[0];
  const runner = dataSource.createQueryRunner();
  let inserted = 0;
  try {
    await runner.startTransaction();
    const indexes = await ginIndexes(runner);
    for (const { name } of indexes) {
      await runner.query(`ALTER INDEX ${quoteIdent(name)} SET (gin_pending_list_limit = ${BULK_GIN_PENDING_LIST_KB})`);
    }
    while (inserted < options.count) {
      const size = Math.min(batchSize, options.count - inserted);
      // ids drawn first, so the later milestones and the leads can be written in separate statements
      const ids: { id: number }[] = await runner.manager.query(
        `SELECT nextval(pg_get_serial_sequence('"lead"', 'id'))::int AS id FROM generate_series(1, $1)`,
        [size],
      );
      const columns: (string | null)[][] = ROW.map(() => new Array<string | null>(size));
      const steps: (string | number)[][] = [[], [], [], [], []];
      const orders: (string | number)[][] = [[], [], [], [], [], [], [], [], []];
      for (let row = 0; row < size; row++) {
        const lead = next();
        const id = ids[row].id;
        for (const step of lead.steps) {
          [id, step.milestoneId, step.title, step.description, step.at.toISOString()].forEach((v, i) =>
            steps[i].push(v),
          );
        }
        if (lead.order) {
          // the client paid with the name and email they applied with
          const { productId, productName, amountCents, status, at, cardBrand, cardLast4 } = lead.order;
          [
            productId,
            productName,
            amountCents,
            status,
            at.toISOString(),
            cardBrand,
            cardLast4,
            lead.answers.name ?? '',
            lead.answers.email ?? '',
          ].forEach((v, i) => orders[i].push(v));
        }
        const values: (string | null)[] = [
          String(id),
          ...LEAD_FIELDS.map((field) => lead.answers[field.key]),
          lead.source,
          lead.created_at.toISOString(),
          lead.first_touch && JSON.stringify(lead.first_touch),
          lead.last_touch && JSON.stringify(lead.last_touch),
          lead.first_response_at && lead.first_response_at.toISOString(),
          lead.spam_reason,
        ];
        values.forEach((value, i) => {
          columns[i][row] = value;
        });
      }
      await runner.query(INSERT_BATCH, [...columns, capture.milestoneId, capture.title, capture.description, now]);
      await runner.query(INSERT_STEPS, steps);
      await runner.query(INSERT_ORDERS, orders);
      inserted += size;
      options.onProgress?.(inserted);
    }
    for (const { name, limit } of indexes) {
      const restore =
        limit === null ? 'RESET (gin_pending_list_limit)' : `SET (gin_pending_list_limit = ${Number(limit)})`;
      await runner.query(`ALTER INDEX ${quoteIdent(name)} ${restore}`);
      await runner.query(`SELECT gin_clean_pending_list('${quoteIdent(name)}'::regclass)`);
    }
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
  return inserted;
}

/**
 * What autovacuum would do some minutes after a bulk load, done at once: fresh planner
 * statistics, and the visibility map that lets count(*) read only an index.
 */
export async function vacuumAfterBulkLoad(dataSource: DataSource): Promise<void> {
  await dataSource.query('VACUUM (ANALYZE) "lead", "lead_milestone", "payment_order"');
}
