// The baseline of `npm run bench:api`: the same four requests served with plain node:http and
// `pg` (named prepared statements, no framework), doing the same work as the app: validating a
// lead (after counting the submission against the per-IP rate limit, in PostgreSQL as the app
// does) and storing it with its capture milestone in one transaction, then reading the marketing
// settings (the app does that to decide on a Conversions API event); checking the admin's signed
// session cookie against the session table; the first page of 50 leads with the total count;
// the prerendered landing page from memory. Not a product: only the bench starts it.
//
// env: DATABASE_URL, PORT, SESSION_SECRET (the app's, to verify its session cookie), WEB_FILE,
// RATE_LIMIT_LEADS_PER_IP.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const url = process.env.DATABASE_URL;
const pool = new pg.Pool({ connectionString: url, user: new URL(url).username || 'postgres', max: 10 });
const secret = process.env.SESSION_SECRET ?? '';
const page = readFileSync(process.env.WEB_FILE);
const leadsPerIp = Number(process.env.RATE_LIMIT_LEADS_PER_IP ?? 10);

const CHOICES = {
  business_type: [
    'ecommerce',
    'local-business',
    'saas',
    'service-business',
    'coaching',
    'b2b',
    'info-products',
    'agency',
    'other',
  ],
  company_size: ['1-5', '6-10', '11-25', '26-50', '51-100', '101-250', '250+'],
  annual_revenue: ['less-than-250k', '250k-500k', '500k-1m', '1m-5m', '5m-10m', '10m-plus'],
  client_value: ['less-than-1k', '1k-5k', '5k-10k', '10k-25k', '25k-50k', '50k-100k', '100k-plus'],
  timeline: ['immediate', 'short-term', 'mid-term', 'long-term', 'exploring'],
  budget: ['less-than-10k', '10k-25k', '25k-50k', '50k-100k', '100k-plus'],
};
const TEXT = { name: [2, 200], email: [3, 254], phone: [10, 40], company: [2, 200], marketing_needs: [10, 5000] };
const OPTIONAL = { source: 50, message: 5000 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const LIST_COLUMNS =
  'id, name, email, phone, company, business_type, company_size, annual_revenue, client_value, marketing_needs, timeline, budget, source, message, created_at';
/** what a submission writes: the listed columns but those the database fills in */
const COLUMNS = LIST_COLUMNS.split(', ').filter((column) => column !== 'id' && column !== 'created_at');
const ROW_COLUMNS = 'id, name, email, phone, company, business_type, company_size, timeline, created_at';

function validate(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { error: { _: 'Expected a JSON object' } };
  const lead = {};
  const fields = {};
  for (const [key, [min, max]] of Object.entries(TEXT)) {
    const value = typeof body[key] === 'string' ? body[key].trim() : null;
    if (value === null || value.length < min || value.length > max) fields[key] = `invalid ${key}`;
    lead[key] = value;
  }
  if (lead.email !== null && !EMAIL.test(lead.email)) fields.email = 'Please enter a valid email address';
  for (const [key, values] of Object.entries(CHOICES)) {
    if (!values.includes(body[key])) fields[key] = `Please select your ${key}`;
    lead[key] = body[key];
  }
  for (const [key, max] of Object.entries(OPTIONAL)) {
    const value =
      body[key] === undefined || body[key] === null
        ? null
        : typeof body[key] === 'string'
          ? body[key].trim()
          : undefined;
    if (value === undefined || (value !== null && value.length > max)) fields[key] = `invalid ${key}`;
    lead[key] = value || null;
  }
  return Object.keys(fields).length > 0 ? { error: fields } : { lead };
}

/** express-session's cookie: "s:" + id + "." + base64 HMAC-SHA256 of the id, URI-encoded. */
function sessionId(cookieHeader) {
  const raw = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith('connect.sid='))
    ?.slice('connect.sid='.length);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (!value.startsWith('s:')) return null;
  const dot = value.lastIndexOf('.');
  const id = value.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

async function signedIn(req) {
  const sid = sessionId(req.headers.cookie);
  if (!sid) return false;
  const { rows } = await pool.query({
    name: 'session',
    text: 'SELECT sess FROM session WHERE sid = $1 AND expire >= now()',
    values: [sid],
  });
  return rows[0]?.sess?.userId !== undefined;
}

async function firstPage(columns, name) {
  const [page, count] = await Promise.all([
    pool.query({ name, text: `SELECT ${columns} FROM lead ORDER BY created_at DESC, id DESC LIMIT 51` }),
    pool.query({ name: 'count', text: 'SELECT count(*)::int AS n FROM lead' }),
  ]);
  const rows = page.rows.slice(0, 50);
  const last = rows[rows.length - 1];
  const endCursor = last ? Buffer.from(`${last.created_at.toISOString()}|${last.id}`).toString('base64url') : null;
  return { rows, hasNextPage: page.rows.length > 50, endCursor, total: count.rows[0].n };
}

/** One fixed-window counter hit, as the app's PostgreSQL rate-limit store counts it. */
async function countHit(key, windowMs) {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const { rows } = await pool.query({
    name: 'rate_limit',
    text: `INSERT INTO rate_limit (key, window_start, hits) VALUES ($1, $2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit.hits + 1 RETURNING hits`,
    values: [key, windowStart],
  });
  return rows[0].hits;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > 100 * 1024) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function createLead(req, res) {
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return json(res, 400, { success: false, error: 'Malformed JSON body' });
  }
  // the app counts every submission against the per-IP limit in PostgreSQL (shared by instances)
  if ((await countHit(`baseline-leads-ip:${req.socket.remoteAddress}`, 60_000)) > leadsPerIp) {
    return json(res, 429, {
      success: false,
      error: 'Too many submissions from your network. Please wait a minute and try again.',
    });
  }
  const { lead, error } = validate(body);
  if (error) return json(res, 400, { success: false, error: 'Invalid input', fields: error });
  const client = await pool.connect();
  let row;
  try {
    await client.query('BEGIN');
    ({
      rows: [row],
    } = await client.query({
      name: 'insert_lead',
      text: `INSERT INTO lead (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${LIST_COLUMNS}`,
      values: COLUMNS.map((c) => lead[c]),
    }));
    await client.query({
      name: 'insert_capture',
      text: `INSERT INTO lead_milestone (lead_id, milestone_id, title, description, completed, completed_at) VALUES ($1, $2, $3, $4, true, $5)`,
      values: [
        row.id,
        'lead_capture',
        'Lead Captured',
        'The lead submitted the application form and entered the pipeline.',
        row.created_at,
      ],
    });
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
  json(res, 201, { success: true, data: { ...row, created_at: row.created_at.toISOString() } });
  // the app reads the settings after answering, to decide on a Conversions API event
  pool.query({ name: 'settings', text: 'SELECT * FROM marketing_settings WHERE id = 1' }).catch(() => undefined);
}

const server = createServer(async (req, res) => {
  try {
    const path = req.url.split('?')[0];
    if (req.method === 'POST' && path === '/api/leads') return await createLead(req, res);
    if (req.method === 'GET' && path === '/api/leads') {
      if (!(await signedIn(req))) return json(res, 401, { success: false, error: 'Not authenticated' });
      const { rows, hasNextPage, endCursor, total } = await firstPage(LIST_COLUMNS, 'rest_page');
      return json(res, 200, {
        success: true,
        data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        pageInfo: { hasNextPage, endCursor },
        total,
      });
    }
    if (req.method === 'POST' && path === '/graphql') {
      JSON.parse(await readBody(req)); // the query itself is not parsed: the baseline knows what it answers
      if (!(await signedIn(req))) return json(res, 200, { errors: [{ message: 'Not authenticated' }] });
      const { rows, hasNextPage, endCursor, total } = await firstPage(ROW_COLUMNS, 'graphql_page');
      const nodes = rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        company: r.company,
        businessType: r.business_type,
        companySize: r.company_size,
        timeline: r.timeline,
        createdAt: r.created_at.toISOString(),
      }));
      return json(res, 200, { data: { leads: { nodes, pageInfo: { hasNextPage, endCursor }, totalCount: total } } });
    }
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-length': page.length,
      });
      return res.end(page);
    }
    json(res, 404, { success: false, error: 'Not found' });
  } catch (error) {
    process.stderr.write(`baseline: ${error instanceof Error ? error.stack : String(error)}\n`);
    if (!res.headersSent) json(res, 500, { success: false, error: 'Internal error' });
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
