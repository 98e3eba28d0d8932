#!/usr/bin/env node
/**
 * The last step of `npm run build:web`: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside
 * every compressible file of the built app, which the server sends to browsers that accept them
 * (backend/src/engine/http/compression.ts). Compressing once here, at the strongest settings, costs the
 * server no CPU per request. HTML pages are left out: the server adds the runtime config to them
 * and compresses the result itself.
 *
 * Environment: WEB_DIR, the built app's folder (default dist/web).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.resolve(root, process.env.WEB_DIR?.trim() || 'dist/web');

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this size, compression saves too few bytes to matter. */
const MIN_BYTES = 1024;
/** Brotli's best setting takes seconds on megabyte files (the GraphQL explorer's editor): a faster one there. */
const LARGE_BYTES = 512 * 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const started = Date.now();
let count = 0;
let before = 0;
let after = 0;
for (const file of files(webDir)) {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
  const size = statSync(file).size;
  if (size < MIN_BYTES) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: size > LARGE_BYTES ? 6 : 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  // a compressed copy that is not smaller would only cost the browser time
  if (br.length < size) writeFileSync(`${file}.br`, br);
  if (gz.length < size) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += size;
  after += br.length;
}
process.stdout.write(
  `compress: ${count} files, ${(before / 1e6).toFixed(2)} MB -> ${(after / 1e6).toFixed(2)} MB brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
