import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { Router, type Request } from 'express';
import { requireAdmin } from '../../engine/http/authentication';
import { HttpError } from '../../engine/http/errors';
import { InvalidInputError } from '../../engine/errors';
import { ImportTooLargeError, MAX_IMPORT_BYTES } from './lead-import-file';
import { IMPORT_MODES, type ImportMapping, type ImportMode, type LeadImport } from './lead-import.entity';
import type { ImportOptions, LeadImportsService } from './lead-imports.service';

type Fields = Record<string, string>;

/** The upload's bytes; past the size limit, busboy cuts the file short and this says so. */
async function* limited(file: Readable & { truncated?: boolean }): AsyncGenerator<Buffer> {
  // not destroyed when the reader stops early: the rest is drained, so the request ends and is answered
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) yield chunk;
  if (file.truncated) throw new ImportTooLargeError();
}

/**
 * Reads a multipart upload as it streams: `handle` gets the field `file` (its bytes) and the other
 * fields once all are read (they may follow the file). Answered only once the whole request is
 * read, so that the client, still sending, reads the answer; a file over 50 MB is a 413.
 */
function receiveUpload<T>(
  req: Request,
  handle: (file: AsyncIterable<Buffer>, fileName: string, fields: Promise<Fields>) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } });
    } catch {
      reject(new HttpError(400, 'Send the file as multipart/form-data, in the field "file"'));
      return;
    }
    const fields: Fields = {};
    let fieldsRead: (fields: Fields) => void = () => undefined;
    const allFields = new Promise<Fields>((done) => (fieldsRead = done));
    let work: Promise<T> | null = null;
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || work) {
        stream.resume();
        return;
      }
      work = handle(limited(stream), info.filename ?? 'import.csv', allFields);
      work.then(
        () => stream.resume(),
        () => stream.resume(),
      );
    });
    parser.on('close', () => {
      fieldsRead(fields);
      if (!work) reject(new HttpError(400, 'Choose a CSV file to import (the field "file")'));
      else work.then(resolve, reject);
    });
    parser.on('error', () => reject(new HttpError(400, 'The upload is not valid multipart/form-data')));
    req.pipe(parser);
  }).catch((error: unknown) => {
    if (error instanceof ImportTooLargeError) throw new HttpError(413, error.message);
    throw error;
  });
}

/** A mapping sent as JSON: each header of the file, and the target its column fills or null. */
function mappingField(raw: string | undefined): ImportMapping | null {
  if (raw === undefined || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidInputError({ mapping: 'mapping must be a JSON object of "<header>": "<target>" or null' });
  }
  return parsed as ImportMapping;
}

function optionsFrom(fields: Fields): ImportOptions {
  const mode = fields.mode ?? 'skip';
  if (!IMPORT_MODES.includes(mode as ImportMode)) {
    throw new InvalidInputError({ mode: 'mode must be "update" or "skip"' });
  }
  const announce = fields.announce ?? 'false';
  if (announce !== 'true' && announce !== 'false') {
    throw new InvalidInputError({ announce: 'announce must be "true" or "false"' });
  }
  return { mapping: mappingField(fields.mapping), mode: mode as ImportMode, announce: announce === 'true' };
}

/** An import's status, as GET /api/leads/imports/{id} answers it. */
function importPayload(found: LeadImport) {
  const { id, status, fileName, mode, total, processed, created, updated, skipped, failed, error } = found;
  return {
    id,
    status,
    fileName,
    mode,
    total,
    processed,
    created,
    updated,
    skipped,
    failed,
    createdAt: found.createdAt.toISOString(),
    finishedAt: found.finishedAt ? found.finishedAt.toISOString() : null,
    error,
  };
}

/** The CSV import's REST routes (admins only): a preview, an import, its status and its error file. */
export function leadImportsRoutes(imports: LeadImportsService): Router {
  const router = Router();

  router.post('/api/leads/imports/preview', requireAdmin, async (req, res) => {
    // the file is read whole (the page sends 256 kB) before the fields that may follow it
    const preview = await receiveUpload(req, async (file, _name, fields) => {
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk);
      return imports.preview(Readable.from(chunks), mappingField((await fields).mapping));
    });
    const { layout, ...rest } = preview;
    res.json({ success: true, data: { ...rest, delimiter: layout.delimiter, encoding: layout.encoding } });
  });

  router.post('/api/leads/imports', requireAdmin, async (req, res) => {
    const actor = { userId: req.principal?.id ?? null, username: req.principal?.username ?? null };
    const id = await receiveUpload(req, (file, fileName, fields) => {
      const options = fields.then(optionsFrom);
      // read once the file is stored; a bad file fails first, and its options are not needed
      options.catch(() => undefined);
      return imports.start(fileName, file, options, actor);
    });
    res.status(202).json({ success: true, data: { id } });
  });

  router.get('/api/leads/imports/:id', requireAdmin, async (req, res) => {
    res.json({ success: true, data: importPayload(await imports.get(String(req.params.id))) });
  });

  router.get('/api/leads/imports/:id/errors.csv', requireAdmin, async (req, res) => {
    const id = String(req.params.id);
    const csv = await imports.errorsCsv(id);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="import-${id}-errors.csv"`);
    await pipeline(csv, res);
  });

  return router;
}
