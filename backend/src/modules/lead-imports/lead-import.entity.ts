import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What an import does with a row whose email an existing lead has. */
export const IMPORT_MODES = ['update', 'skip'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

/** An import's mapping: each header of the file, and the target its column fills (null: ignored). */
export type ImportMapping = Record<string, string | null>;

/** A CSV file imported into the leads (Leads → Import, POST /api/leads/imports), and its progress. */
@ObjectType({ simpleResolvers: true })
@Entity({ name: 'lead_import' })
export class LeadImport {
  @Field(() => ID)
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Field(() => String, { description: 'queued, running, done or failed' })
  @Column({ type: 'text' })
  status: ImportStatus;

  @Field(() => String)
  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  @Field(() => String, { description: 'update or skip: what a row does to an existing lead with its email' })
  @Column({ type: 'text' })
  mode: ImportMode;

  /** each created lead is announced (lead.created: webhooks, the team's email) */
  @Column({ type: 'boolean' })
  announce: boolean;

  @Column({ type: 'jsonb' })
  mapping: ImportMapping;

  @Field(() => Int, { description: 'the data rows of the file' })
  @Column({ type: 'integer' })
  total: number;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  processed: number;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  created: number;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  updated: number;

  @Field(() => Int, { description: 'rows whose email an existing lead has, in mode skip' })
  @Column({ type: 'integer', default: 0 })
  skipped: number;

  @Field(() => Int, { description: 'rows reported in the error file, not stored' })
  @Column({ type: 'integer', default: 0 })
  failed: number;

  @Field(() => String, { nullable: true, description: 'why the import failed' })
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  @Column({ name: 'created_by_username', type: 'text', nullable: true })
  createdByUsername: string | null;

  @Field(() => Date)
  @Column({ name: 'created_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'finished_at', type: 'timestamptz', precision: 3, nullable: true })
  finishedAt: Date | null;
}

/** A file's data rows not processed yet, a batch per chunk: `rows` holds each row's cells. */
@Entity({ name: 'lead_import_chunk' })
export class LeadImportChunk {
  @PrimaryColumn({ name: 'import_id', type: 'uuid' })
  importId: string;

  @PrimaryColumn({ type: 'integer' })
  seq: number;

  /** the file's row number of the chunk's first row (the header is row 1) */
  @Column({ name: 'first_row', type: 'integer' })
  firstRow: number;

  @Column({ type: 'json' })
  rows: string[][];
}

/** A problem with a row: reported in the import's error file, the row not stored. */
@Entity({ name: 'lead_import_error' })
export class LeadImportError {
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'import_id', type: 'uuid' })
  importId: string;

  @Column({ type: 'integer' })
  row: number;

  @Column({ type: 'text' })
  column: string;

  @Column({ type: 'text' })
  reason: string;
}

/** A lead an unfinished import created: a later row of its file with the same email updates it. */
@Entity({ name: 'lead_import_created' })
export class LeadImportCreated {
  @PrimaryColumn({ name: 'import_id', type: 'uuid' })
  importId: string;

  @PrimaryColumn({ name: 'lead_id', type: 'integer' })
  leadId: number;
}
