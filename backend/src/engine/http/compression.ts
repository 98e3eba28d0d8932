import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Text responses of the web app go out compressed: Brotli when the browser takes it, else gzip.
 * The build writes `.br` and `.gz` files next to the assets (scripts/compress-web.mjs); the HTML
 * pages, which carry the runtime config, are compressed here once per page and kept.
 */
export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The q-value the Accept-Encoding header gives `coding` (an explicit entry wins over `*`). */
function qualityOf(header: string, coding: string): number {
  let wildcard: number | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const value = Number.isFinite(q) ? q : 0;
    if (name === coding) return value;
    if (name === '*') wildcard = value;
  }
  return wildcard ?? 0;
}

/**
 * The encoding to answer `req` with, among those available; null for an uncompressed answer.
 * Brotli first whenever the browser rates it as highly as gzip: Chrome lists "gzip, deflate, br"
 * with no q-values, and a first-listed-wins rule would always pick the larger gzip.
 */
export function negotiateEncoding(
  req: Pick<Request, 'headers'>,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  const header = req.headers['accept-encoding'];
  // no header means "anything goes" to the spec, but a client that sends none (curl, some bots)
  // rarely decodes anything: it gets the plain file
  if (typeof header !== 'string' || header.trim() === '') return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const q = qualityOf(header, encoding);
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

export type PrecompressedStaticOptions = {
  maxAge: string;
  immutable?: boolean;
};

/**
 * Before express.static on the same folder: answers a request for a compressible file with its
 * prebuilt `.br`/`.gz` twin when there is one and the browser accepts it, with the original's
 * content type. Anything else falls through to express.static.
 */
export function precompressedStatic(
  root: string,
  { maxAge, immutable = false }: PrecompressedStaticOptions,
): RequestHandler {
  const base = path.resolve(root);
  const variants = new Map<string, Encoding[]>();
  const available = (file: string): Encoding[] => {
    let found = variants.get(file);
    if (!found) {
      found = (Object.keys(SUFFIX) as Encoding[]).filter((encoding) => existsSync(file + SUFFIX[encoding]));
      variants.set(file, found);
    }
    return found;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const extension = path.extname(req.path).toLowerCase();
    if (!COMPRESSIBLE.has(extension)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(base, relative);
    if (!file.startsWith(base + path.sep)) return next();

    res.vary('Accept-Encoding');
    const encoding = negotiateEncoding(req, available(file));
    if (!encoding) return next();
    res.type(extension);
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(file + SUFFIX[encoding], { maxAge, immutable, dotfiles: 'ignore' }, (error) => {
      if (!error) return;
      res.removeHeader('Content-Encoding');
      if (!res.headersSent) next();
    });
  };
}

type PageBody = { bytes: Buffer; etag: string };

function pageBody(bytes: Buffer): PageBody {
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * Sends HTML pages, each encoded (plain, Brotli, gzip) once on its first request and kept with
 * its ETag: a request costs no compression, no string-to-bytes copy and no hashing of the page.
 */
export function compressedPages() {
  const cache = new Map<string, Promise<PageBody>>();
  const encode = async (html: string, encoding: Encoding | null): Promise<PageBody> => {
    if (encoding === 'br') {
      return pageBody(
        await brotli(html, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
        }),
      );
    }
    return pageBody(encoding === 'gzip' ? await gzipAsync(html, { level: 9 }) : Buffer.from(html, 'utf8'));
  };

  /** Sends `html` (the page `key`) compressed when the browser accepts it. */
  return async function sendPage(req: Request, res: Response, key: string, html: string): Promise<void> {
    res.vary('Accept-Encoding');
    const encoding = negotiateEncoding(req);
    const cacheKey = `${encoding ?? 'identity'}:${key}`;
    let body = cache.get(cacheKey);
    if (!body) {
      body = encode(html, encoding);
      cache.set(cacheKey, body);
    }
    const { bytes, etag } = await body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    // set here, Express neither hashes the page again nor skips the conditional-GET check
    res.setHeader('ETag', etag);
    res.send(bytes);
  };
}
