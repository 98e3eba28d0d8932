import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../engine/errors';
import type { BatchHandler, JobQueue } from '../../engine/queue/job-queue';
import type { AuditLogService } from '../audit';
import type { AppEventPublisher } from '../events';
import { Lead, LEAD_FIELDS, leadPayload, lockLeadEmails, MILESTONES, neutraliseCell, snakeCase } from '../leads';
import { ImportFileError, openCsv, type CsvLayout } from './lead-import-file';
import { IMPORT_TARGETS, isImportTarget, recognisedFormat, suggestedMapping } from './lead-import-formats';
import { importedRow, newLeadAnswers, rowPlan, type ImportedLead, type RowProblem } from './lead-import-rows';
import { LeadImport, type ImportMapping, type ImportMode } from './lead-import.entity';

/** The queue of the imports' work: a job per import, sent again after each slice of its batches. */
export const IMPORTS_QUEUE = 'lead-imports';

/** Data rows per chunk of the stored file, and per transaction of the job. */
const BATCH_ROWS = 1000;
/** The most data rows a file may have. */
const MAX_IMPORT_ROWS = 1_000_000;
/** Rows the preview shows. */
const PREVIEW_ROWS = 20;
/**
 * How long a job works before it hands the rest of its import to a new job (sent in its last
 * batch's transaction): an instance that stops waits for the job in hand, so each stays short.
 */
const SLICE_MS = 3000;
/** A lead's source when its file names none. */
const DEFAULT_SOURCE = 'Import';

export type ImportOptions = { mapping: ImportMapping | null; mode: ImportMode; announce: boolean };

/** Who started an import (its audit event is theirs). */
export type ImportActor = { userId: number | null; username: string | null };

type ImportJob = { importId: string };

/** The preview's rows: each as it would be stored, with its problems. */
export type ImportPreview = {
  format: string | null;
  layout: CsvLayout;
  columns: { header: string; target: string | null; sample: string | null }[];
  targets: readonly { key: string; label: string }[];
  rows: { row: number; lead: Record<string, string | null>; errors: RowProblem[] }[];
  /** what the user must do before the file can be imported: set when no column is mapped to the email */
  message: string | null;
};

const NO_EMAIL_COLUMN = 'The file has no email column: map one to Email';

const ANSWER_COLUMNS = LEAD_FIELDS.map((field) => `"${snakeCase(field.key)}"`);
const CAPTURE = MILESTONES[0];

/**
 * The new leads of a batch, from arrays of their columns (one element per lead), with their capture
 * milestone completed as they arrived, remembered as this import's. A lead the file does not say
 * was contacted is recorded as replied when it arrived: it was never promised a reply, so it is
 * neither awaiting nor overdue, and no reminder is sent for it.
 */
const n = LEAD_FIELDS.length;
const INSERT_LEADS = `WITH "v" AS (
    SELECT * FROM unnest(${LEAD_FIELDS.map((_, i) => `$${i + 1}::text[]`).join(', ')},
      $${n + 1}::text[], $${n + 2}::timestamptz[], $${n + 3}::boolean[], $${n + 4}::timestamptz[])
      AS v(${LEAD_FIELDS.map((_, i) => `"a${i}"`).join(', ')}, "source", "created_at", "contacted", "contacted_at")
  ), "new_lead" AS (
    INSERT INTO "lead" (${ANSWER_COLUMNS.join(', ')}, "source", "created_at", "reply_due_at", "first_response_at")
    SELECT ${LEAD_FIELDS.map((_, i) => `"a${i}"`).join(', ')}, COALESCE("source", '${DEFAULT_SOURCE}'),
      COALESCE("created_at", now()), COALESCE("created_at", now()) + interval '48 hours',
      CASE WHEN "contacted" THEN GREATEST(COALESCE("created_at", now()), COALESCE("contacted_at", now()))
        ELSE COALESCE("created_at", now()) END
    FROM "v"
    RETURNING "id", "created_at"
  ), "capture" AS (
    INSERT INTO "lead_milestone" ("lead_id", "milestone_id", "title", "description", "completed", "completed_at")
    SELECT "id", $${n + 6}, $${n + 7}, $${n + 8}, true, "created_at" FROM "new_lead"
  ), "mine" AS (
    INSERT INTO "lead_import_created" ("import_id", "lead_id") SELECT $${n + 5}, "id" FROM "new_lead"
  )
  SELECT "id" FROM "new_lead"`;

/** Existing leads updated by a batch: each non-empty imported field overwrites, a contact is recorded. */
const UPDATE_LEADS = `UPDATE "lead" l SET
    ${LEAD_FIELDS.map((_, i) => `${ANSWER_COLUMNS[i]} = COALESCE(v."a${i}", l.${ANSWER_COLUMNS[i]})`).join(', ')},
    "source" = COALESCE(v."source", l."source"),
    "first_response_at" = CASE WHEN v."contacted" AND l."first_response_at" IS NULL
      THEN GREATEST(l."created_at", COALESCE(v."contacted_at", now())) ELSE l."first_response_at" END
  FROM unnest($1::int[], ${LEAD_FIELDS.map((_, i) => `$${i + 2}::text[]`).join(', ')},
    $${n + 2}::text[], $${n + 3}::boolean[], $${n + 4}::timestamptz[])
    AS v("id", ${LEAD_FIELDS.map((_, i) => `"a${i}"`).join(', ')}, "source", "contacted", "contacted_at")
  WHERE l."id" = v."id"`;

/** Each later row's non-empty fields over the earlier's: two rows of one person are one lead. */
function merged(earlier: ImportedLead, later: ImportedLead): ImportedLead {
  const answers = { ...earlier.answers };
  for (const field of LEAD_FIELDS) answers[field.key] = later.answers[field.key] ?? earlier.answers[field.key];
  return {
    key: earlier.key,
    answers,
    source: later.source ?? earlier.source,
    createdAt: later.createdAt ?? earlier.createdAt,
    contacted:
      [later.contacted, earlier.contacted].find((value) => value instanceof Date) ??
      (later.contacted || earlier.contacted),
  };
}

const contactedAt = (lead: ImportedLead) => (lead.contacted instanceof Date ? lead.contacted : null);
const answerColumns = (answers: ImportedLead['answers'][]) =>
  LEAD_FIELDS.map((field) => answers.map((answer) => answer[field.key]));

/** CSV files of leads imported by an admin: the file stored, then a durable job's batches. */
export class LeadImportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly events: AppEventPublisher,
    private readonly audit: AuditLogService,
  ) {}

  /** What the import would do with a file's first rows (the page sends its first 256 kB). */
  async preview(file: AsyncIterable<Buffer>, mapping: ImportMapping | null): Promise<ImportPreview> {
    const csv = await openCsv(file);
    const { header } = csv.layout;
    const applied = this.appliedMapping(header, mapping);
    // the first preview (no mapping sent) of a file without a recognised email column still shows
    // its columns, so the user can map one by hand; a mapping sent without one is refused
    const mapsEmail = Object.values(applied).includes('email');
    if (!mapsEmail && mapping !== null) throw new ImportFileError(NO_EMAIL_COLUMN);
    const plan = rowPlan(header, applied);
    const records: string[][] = [];
    try {
      for await (const cells of csv.rows) {
        records.push(cells);
        if (records.length > PREVIEW_ROWS) break;
      }
    } catch (error) {
      // the slice sent may end inside a quoted cell: its last record is cut, and dropped below
      if (!(error instanceof ImportFileError) || records.length === 0) throw error;
      records.push([]);
    }
    // a file cut short (a slice) ends inside its last line: that line is not a row
    if (records.length <= PREVIEW_ROWS && !csv.endedWithNewline()) records.pop();
    const shown = records.slice(0, PREVIEW_ROWS);
    return {
      format: recognisedFormat(header),
      layout: csv.layout,
      columns: header.map((column, index) => ({
        header: column,
        target: applied[column] ?? null,
        sample: shown.map((cells) => cells[index]?.trim() ?? '').find((value) => value !== '') ?? null,
      })),
      targets: IMPORT_TARGETS,
      message: mapsEmail ? null : NO_EMAIL_COLUMN,
      rows: !mapsEmail
        ? []
        : shown.map((cells, index) => {
            const { lead, problems, shown } = importedRow(plan, cells, header.length);
            const answers = lead ? newLeadAnswers(lead) : {};
            return {
              row: index + 2,
              lead: { ...shown, ...answers, source: shown.source ?? DEFAULT_SOURCE },
              errors: problems,
            };
          }),
    };
  }

  /**
   * Stores a file's rows and queues its import, in one transaction: a bad file (empty, binary,
   * not CSV, no email column, too many rows) throws ImportFileError and leaves nothing. `options`
   * settles once the request's other fields are read (they may come after the file).
   */
  async start(
    fileName: string,
    file: AsyncIterable<Buffer>,
    options: Promise<ImportOptions>,
    actor: ImportActor,
  ): Promise<string> {
    const csv = await openCsv(file);
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO "lead_import" ("id", "status", "file_name", "mode", "announce", "mapping", "total", "created_by", "created_by_username")
         VALUES ($1, 'queued', $2, 'skip', false, '{}', 0, $3, $4)`,
        [id, fileName.slice(0, 255), actor.userId, actor.username],
      );
      let total = 0;
      let chunk: string[][] = [];
      const flush = async () => {
        if (chunk.length === 0) return;
        const seq = Math.floor((total - chunk.length) / BATCH_ROWS);
        await manager.query(
          `INSERT INTO "lead_import_chunk" ("import_id", "seq", "first_row", "rows") VALUES ($1, $2, $3, $4)`,
          [id, seq, total - chunk.length + 2, JSON.stringify(chunk)],
        );
        chunk = [];
      };
      for await (const cells of csv.rows) {
        total += 1;
        if (total > MAX_IMPORT_ROWS) {
          throw new ImportFileError(
            `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
          );
        }
        chunk.push(cells);
        if (chunk.length === BATCH_ROWS) await flush();
      }
      await flush();
      if (total === 0) throw new ImportFileError('The file has a header but no rows');
      const { mapping, mode, announce } = await options;
      const applied = this.checkedMapping(csv.layout.header, mapping);
      await manager.query(
        `UPDATE "lead_import" SET "mode" = $2, "announce" = $3, "mapping" = $4, "total" = $5 WHERE "id" = $1`,
        [id, mode, announce, JSON.stringify({ header: csv.layout.header, columns: applied }), total],
      );
      await this.jobs.send(manager, IMPORTS_QUEUE, { importId: id } satisfies ImportJob);
    });
    this.jobs.wake(IMPORTS_QUEUE);
    return id;
  }

  /** The mapping an import applies: `appliedMapping`'s, with a column mapped to the email. */
  private checkedMapping(header: readonly string[], mapping: ImportMapping | null): ImportMapping {
    const applied = this.appliedMapping(header, mapping);
    if (!Object.values(applied).includes('email')) throw new ImportFileError(NO_EMAIL_COLUMN);
    return applied;
  }

  /** The mapping to apply: the one sent (every target known), else the suggested one. */
  private appliedMapping(header: readonly string[], mapping: ImportMapping | null): ImportMapping {
    if (mapping !== null) {
      for (const [column, target] of Object.entries(mapping)) {
        if (!isImportTarget(target)) {
          throw new InvalidInputError({
            mapping: `"${String(target)}" (for column "${column}") is not a column an import can fill`,
          });
        }
      }
    }
    return Object.fromEntries(
      header.map((column) => [column, mapping === null ? suggestedMapping(header)[column] : (mapping[column] ?? null)]),
    );
  }

  async get(id: string): Promise<LeadImport> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await this.dataSource.manager.findOneBy(LeadImport, { id }) : null;
    if (!found) throw new NotFoundError('Import not found');
    return found;
  }

  /** The newest imports first. */
  async list(first: number): Promise<LeadImport[]> {
    return this.dataSource.manager.find(LeadImport, { order: { createdAt: 'DESC' }, take: first });
  }

  /** The import's error file, `row,column,reason`, streamed from the database (cells neutralised like the export's). */
  async errorsCsv(id: string): Promise<Readable> {
    await this.get(id);
    const { dataSource } = this;
    async function* rows() {
      let after = 0n;
      for (;;) {
        const batch = await dataSource.query<{ id: string; row: number; column: string; reason: string }[]>(
          `SELECT "id", "row", "column", "reason" FROM "lead_import_error" WHERE "import_id" = $1 AND "id" > $2
           ORDER BY "id" LIMIT 5000`,
          [id, after.toString()],
        );
        for (const { row, column, reason } of batch) yield { row, column, reason };
        if (batch.length < 5000) return;
        after = BigInt(batch[batch.length - 1].id);
      }
    }
    const csv = stringify({ header: true, columns: ['row', 'column', 'reason'], cast: { string: neutraliseCell } });
    return Readable.from(rows()).pipe(csv);
  }

  /** The queue's handler: each job works its import for a slice, then hands the rest to a new job. */
  readonly work: BatchHandler<ImportJob> = async (jobs) => {
    const outcomes = [];
    for (const job of jobs) {
      try {
        await this.workSlice(job.data.importId);
        outcomes.push({ ok: true } as const);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // its last attempt: the import says it failed rather than running for ever
        if (job.retryCount >= job.retryLimit) {
          await this.dataSource
            .query(
              `UPDATE "lead_import" SET "status" = 'failed', "error" = $2, "finished_at" = now() WHERE "id" = $1`,
              [job.data.importId, reason],
            )
            .catch(() => undefined);
        }
        outcomes.push({ ok: false, reason } as const);
      }
    }
    return outcomes;
  };

  private async workSlice(importId: string): Promise<void> {
    const started = Date.now();
    for (;;) {
      const sliceOver = Date.now() - started >= SLICE_MS;
      const { state, announced } = await this.dataSource.transaction((manager) =>
        this.runBatch(manager, importId, sliceOver),
      );
      if (announced) this.events.wake();
      if (state === 'more') continue;
      if (state === 'handed-on') this.jobs.wake(IMPORTS_QUEUE);
      return;
    }
  }

  /**
   * One batch in one transaction: the import's next chunk of rows stored, reported or skipped, its
   * counters advanced and the chunk deleted, so that a restart resumes after the last committed
   * batch. With `handOn`, the batch also queues the import's next job.
   */
  private async runBatch(
    manager: EntityManager,
    importId: string,
    handOn: boolean,
  ): Promise<{ state: 'more' | 'handed-on' | 'done'; announced: boolean }> {
    const [job] = await manager.query<
      { status: string; mode: ImportMode; announce: boolean; mapping: { header: string[]; columns: ImportMapping } }[]
    >(`SELECT "status", "mode", "announce", "mapping" FROM "lead_import" WHERE "id" = $1 FOR UPDATE`, [importId]);
    if (!job || job.status === 'done' || job.status === 'failed') return { state: 'done', announced: false };
    const [chunk] = await manager.query<{ seq: number; first_row: number; rows: string[][] }[]>(
      `SELECT "seq", "first_row", "rows" FROM "lead_import_chunk" WHERE "import_id" = $1 ORDER BY "seq" LIMIT 1`,
      [importId],
    );
    if (!chunk) {
      await this.finish(manager, importId);
      return { state: 'done', announced: false };
    }
    if (handOn) {
      await this.jobs.send(manager, IMPORTS_QUEUE, { importId } satisfies ImportJob);
      return { state: 'handed-on', announced: false };
    }
    const counts = await this.storeRows(manager, importId, job, chunk);
    await manager.query(`DELETE FROM "lead_import_chunk" WHERE "import_id" = $1 AND "seq" = $2`, [importId, chunk.seq]);
    await manager.query(
      `UPDATE "lead_import" SET "status" = 'running', "processed" = "processed" + $2, "created" = "created" + $3,
         "updated" = "updated" + $4, "skipped" = "skipped" + $5, "failed" = "failed" + $6 WHERE "id" = $1`,
      [importId, chunk.rows.length, counts.created, counts.updated, counts.skipped, counts.failed],
    );
    return { state: 'more', announced: job.announce && counts.created > 0 };
  }

  private async storeRows(
    manager: EntityManager,
    importId: string,
    job: { mode: ImportMode; announce: boolean; mapping: { header: string[]; columns: ImportMapping } },
    chunk: { first_row: number; rows: string[][] },
  ) {
    const { header, columns } = job.mapping;
    const plan = rowPlan(header, columns);
    const problems: { row: number; column: string; reason: string }[] = [];
    const people = new Map<string, { lead: ImportedLead; rows: number }>();
    chunk.rows.forEach((cells, index) => {
      const row = chunk.first_row + index;
      const result = importedRow(plan, cells, header.length);
      for (const problem of result.problems) problems.push({ row, ...problem });
      if (!result.lead) return;
      const earlier = people.get(result.lead.key);
      people.set(
        result.lead.key,
        earlier ? { lead: merged(earlier.lead, result.lead), rows: earlier.rows + 1 } : { lead: result.lead, rows: 1 },
      );
    });
    const failed = new Set(problems.map((problem) => problem.row)).size;
    if (problems.length > 0) {
      await manager.query(
        `INSERT INTO "lead_import_error" ("import_id", "row", "column", "reason")
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[])`,
        [importId, problems.map((p) => p.row), problems.map((p) => p.column), problems.map((p) => p.reason)],
      );
    }
    // the contact form's lock on each email: a submission of one of them at the same moment waits
    // for this batch (and finds its lead), or this batch finds the lead the submission made
    await lockLeadEmails(manager, [...people.keys()]);
    const existing = await manager.query<{ id: number; key: string; mine: boolean }[]>(
      // an index lookup per email (OFFSET 0 keeps the subquery from being flattened into a join):
      // "lower(email) = ANY(<the batch's 1,000 emails>)" was a scan of the whole lead table, each
      // row compared with every email, a batch's lookup growing with the table (180 ms at 50,000)
      `SELECT DISTINCT ON (k."key") l."id", k."key",
         EXISTS (SELECT 1 FROM "lead_import_created" c WHERE c."import_id" = $2 AND c."lead_id" = l."id") AS "mine"
       FROM unnest($1::text[]) AS k("key")
       CROSS JOIN LATERAL (SELECT l."id" FROM "lead" l WHERE lower(l."email") = k."key" AND NOT l."spam" OFFSET 0) l
       ORDER BY k."key", l."id"`,
      [[...people.keys()], importId],
    );
    const found = new Map(existing.map((lead) => [lead.key, lead]));
    const toCreate: ImportedLead[] = [];
    const toUpdate: { id: number; lead: ImportedLead }[] = [];
    let created = 0;
    let updated = 0;
    let skipped = 0;
    for (const [key, { lead, rows }] of people) {
      const match = found.get(key);
      if (!match) {
        toCreate.push(lead);
        created += 1;
        // the file's later rows of the person update the lead its first row creates
        updated += rows - 1;
      } else if (match.mine || job.mode === 'update') {
        toUpdate.push({ id: match.id, lead });
        updated += rows;
      } else {
        skipped += rows;
      }
    }
    if (toCreate.length > 0) await this.createLeads(manager, importId, toCreate, job.announce);
    if (toUpdate.length > 0) {
      const leads = toUpdate.map((update) => update.lead);
      await manager.query(UPDATE_LEADS, [
        toUpdate.map((update) => update.id),
        ...answerColumns(leads.map((lead) => lead.answers)),
        leads.map((lead) => lead.source),
        leads.map((lead) => lead.contacted !== false),
        leads.map(contactedAt),
      ]);
    }
    return { created, updated, skipped, failed };
  }

  private async createLeads(manager: EntityManager, importId: string, leads: ImportedLead[], announce: boolean) {
    const rows = await manager.query<{ id: number }[]>(INSERT_LEADS, [
      ...answerColumns(leads.map(newLeadAnswers)),
      leads.map((lead) => lead.source),
      leads.map((lead) => lead.createdAt),
      leads.map((lead) => lead.contacted !== false),
      leads.map(contactedAt),
      importId,
      CAPTURE.milestoneId,
      CAPTURE.title,
      CAPTURE.description,
    ]);
    if (!announce) return;
    const saved = await manager.findBy(Lead, { id: In(rows.map((row) => row.id)) });
    for (const lead of saved) await this.events.publish(manager, 'lead.created', leadPayload(lead, 'REPLIED'));
  }

  /** The import's end: done, its bookkeeping of created leads dropped, and audited. */
  private async finish(manager: EntityManager, importId: string): Promise<void> {
    // an UPDATE's answer through TypeORM: its rows, and how many it changed
    const [[done]] = await manager.query<
      [
        {
          created_by: number | null;
          created_by_username: string | null;
          total: number;
          created: number;
          updated: number;
          skipped: number;
          failed: number;
        }[],
        number,
      ]
    >(
      `UPDATE "lead_import" SET "status" = 'done', "finished_at" = now() WHERE "id" = $1
       RETURNING "created_by", "created_by_username", "total", "created", "updated", "skipped", "failed"`,
      [importId],
    );
    await manager.query(`DELETE FROM "lead_import_created" WHERE "import_id" = $1`, [importId]);
    const { created_by, created_by_username, ...counts } = done;
    await this.audit.record(
      {
        action: 'leads.imported',
        target: { type: 'lead_import', id: importId },
        details: counts,
        actor: { userId: created_by, username: created_by_username, ip: null },
      },
      manager,
    );
  }
}
