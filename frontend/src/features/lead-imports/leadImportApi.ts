import { apiRequest, getJson } from '../../api/request';

/**
 * The CSV import's REST calls and answers, as /work/shared-notes/import-contract.md (docs/api.md)
 * sets them: a preview of the file's start, the import itself, and its status.
 */

const IMPORTS_URL = '/api/leads/imports';

/** The page sends only the file's first 256 kB to the preview; the server drops an incomplete last line. */
const PREVIEW_BYTES = 262_144;

/** The header set the server recognised: this site's export, HubSpot's or Twenty's; null when none. */
export type ImportFormat = 'own' | 'hubspot' | 'twenty' | null;

/** What a file's existing emails do: keep the lead as it is, or take the file's answers. */
export type ImportMode = 'skip' | 'update';

/** Which target each column (by its header) is stored as; null ignores the column. */
export type ImportMapping = Record<string, string | null>;

type ImportColumn = { header: string; target: string | null; sample: string | null };

type ImportTarget = { key: string; label: string };

type ImportRowError = { column: string; reason: string };

export type ImportPreviewRow = {
  /** the row's number in the file: the header is row 1 */
  row: number;
  lead: Record<string, string | null>;
  errors: ImportRowError[];
};

export type ImportPreview = {
  format: ImportFormat;
  delimiter: string;
  encoding: string;
  columns: ImportColumn[];
  targets: ImportTarget[];
  rows: ImportPreviewRow[];
  /** what to do before the file can be imported (no column is mapped to Email: then no rows); null when nothing */
  message: string | null;
};

type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

export type LeadImportState = {
  id: string;
  status: ImportStatus;
  fileName: string;
  mode: ImportMode;
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
};

type Answer<T> = { success: true; data: T };

function fileForm(file: Blob, fileName: string, mapping: ImportMapping | null): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return form;
}

/** The columns, their suggested (or given) mapping and the first 20 rows as they would be stored. */
export async function previewImport(file: File, mapping: ImportMapping | null): Promise<ImportPreview> {
  const form = fileForm(file.slice(0, PREVIEW_BYTES), file.name, mapping);
  const response = await apiRequest('POST', `${IMPORTS_URL}/preview`, form);
  return ((await response.json()) as Answer<ImportPreview>).data;
}

export type StartImportOptions = { mapping: ImportMapping | null; mode: ImportMode; announce: boolean };

/** Uploads the whole file; the server checks it, queues the import and answers its id. */
export async function startImport(file: File, { mapping, mode, announce }: StartImportOptions): Promise<string> {
  const form = fileForm(file, file.name, mapping);
  form.append('mode', mode);
  form.append('announce', String(announce));
  const response = await apiRequest('POST', IMPORTS_URL, form);
  return ((await response.json()) as Answer<{ id: string }>).data.id;
}

export async function fetchImportState(id: string): Promise<LeadImportState> {
  return (await getJson<Answer<LeadImportState>>(`${IMPORTS_URL}/${encodeURIComponent(id)}`)).data;
}

/** The rows the import reported (`row,column,reason`), as a download. */
export function importErrorsUrl(id: string): string {
  return `${IMPORTS_URL}/${encodeURIComponent(id)}/errors.csv`;
}
