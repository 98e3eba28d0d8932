import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { InvalidInputError } from '../../engine/errors';

/*
 * Reading an uploaded CSV file as it streams in: its encoding (UTF-8 with or without a byte order
 * mark, UTF-16 with one), its delimiter (sniffed on the header line), its records (quoted
 * newlines, CRLF), and the files that are not CSV at all.
 */

type ImportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';
type ImportDelimiter = ',' | ';' | '\t';

/** What the file's first bytes and header line tell. */
export type CsvLayout = { encoding: ImportEncoding; delimiter: ImportDelimiter; header: string[] };

const NOT_CSV_MESSAGE = 'This is not a CSV file';
const EMPTY_FILE_MESSAGE = 'The file is empty';

/** A file that cannot be imported: answered 400 with its message, and nothing is stored. */
export class ImportFileError extends InvalidInputError {
  constructor(message: string) {
    super({ file: message }, message);
  }
}

const DELIMITERS: readonly ImportDelimiter[] = [',', ';', '\t'];
/** how much of the text the header line is looked for in */
const HEADER_SNIFF_CHARS = 64 * 1024;

/** Files that announce another format in their first bytes: a spreadsheet (zip), a PDF, JSON, HTML or XML. */
const OTHER_FORMATS = ['PK\x03\x04', '%PDF'];
const MARKUP_OR_JSON = /^\s*[{[<]/;

function encodingOf(head: Buffer): ImportEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** The delimiter the header line uses most, outside quotes (a comma when it has none). */
function sniffDelimiter(text: string): ImportDelimiter {
  const counts = new Map<ImportDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as ImportDelimiter)) {
      counts.set(char as ImportDelimiter, (counts.get(char as ImportDelimiter) ?? 0) + 1);
    }
  }
  let best: ImportDelimiter = ',';
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** The file's bytes as text: its encoding's, without the byte order mark; a NUL byte in UTF-8 is a binary file. */
async function* decoded(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  encoding: ImportEncoding,
  ending: { newline: boolean },
): AsyncGenerator<string> {
  const decoder = iconv.getDecoder(encoding);
  let chunk: Buffer | undefined = head;
  while (chunk) {
    if (encoding === 'utf-8' && chunk.includes(0))
      throw new ImportFileError(`${NOT_CSV_MESSAGE}: it holds binary data`);
    const text = decoder.write(chunk);
    if (text) {
      ending.newline = /[\r\n]$/.test(text);
      yield text;
    }
    const next = await rest.next();
    chunk = next.done ? undefined : next.value;
  }
  const last = decoder.end();
  if (last) {
    ending.newline = /[\r\n]$/.test(last);
    yield last;
  }
}

/** The file's text with its first line readable at the front (or the whole text, when shorter). */
async function withHeadText(text: AsyncGenerator<string>): Promise<{ head: string; all: AsyncGenerator<string> }> {
  let head = '';
  let next = await text.next();
  while (!next.done) {
    head += next.value;
    if (/[\r\n]/.test(head) || head.length >= HEADER_SNIFF_CHARS) break;
    next = await text.next();
  }
  async function* all() {
    if (head) yield head;
    if (next.done) return;
    yield* text;
  }
  return { head, all: all() };
}

/** An open CSV file: its layout, then its data rows (each row's cells). */
export type CsvFile = {
  layout: CsvLayout;
  rows: AsyncIterable<string[]>;
  /** whether the text ended with a line break (known once the rows are read) */
  endedWithNewline: () => boolean;
};

/**
 * Opens an uploaded file as a CSV, reading only as far as its header. Throws ImportFileError
 * (a message a person can act on) for an empty file, a binary one, another format, or a header
 * that is not CSV; the rows' iteration throws it for a malformed record further on.
 */
export async function openCsv(file: AsyncIterable<Buffer>): Promise<CsvFile> {
  const bytes = file[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  while (head.length < 4) {
    const next = await bytes.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw new ImportFileError(EMPTY_FILE_MESSAGE);
  const start = head.toString('latin1', 0, 16);
  if (OTHER_FORMATS.some((signature) => start.startsWith(signature)) || MARKUP_OR_JSON.test(start)) {
    throw new ImportFileError(`${NOT_CSV_MESSAGE}: save it as CSV (comma, semicolon or tab separated) and try again`);
  }
  const encoding = encodingOf(head);
  const ending = { newline: false };
  const text = await withHeadText(decoded(head, bytes, encoding, ending));
  if (text.head.trim() === '') throw new ImportFileError(EMPTY_FILE_MESSAGE);
  const delimiter = sniffDelimiter(text.head);
  const parser = parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  pipeline(Readable.from(text.all), parser, () => undefined);
  const records: AsyncIterator<string[]> = parser[Symbol.asyncIterator]();
  const first = await nextRecord(records);
  if (first.done || first.value.every((cell) => cell.trim() === '')) throw new ImportFileError(EMPTY_FILE_MESSAGE);
  const header = first.value.map((cell) => cell.trim());
  return {
    layout: { encoding, delimiter, header },
    rows: { [Symbol.asyncIterator]: () => ({ next: () => nextRecord(records) }) },
    endedWithNewline: () => ending.newline,
  };
}

/** The next record; a parse failure is the file's fault, told as such. */
async function nextRecord(records: AsyncIterator<string[]>): Promise<IteratorResult<string[]>> {
  try {
    return await records.next();
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(`${NOT_CSV_MESSAGE}: ${message}`);
  }
}

/** The largest file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** A file over MAX_IMPORT_BYTES: nothing of it is kept. */
export class ImportTooLargeError extends ImportFileError {
  constructor() {
    super('The file is over 50 MB: split it into smaller files');
  }
}
