// The baseline of `npm run bench:api`: the four requests served the cheapest correct way, with
// plain node:http and `pg` named prepared statements, so that the ratio measures what the app adds
// to the limit rather than copying its costs. A lead is validated, then stored in one transaction
// of two INSERTs: the lead, and the job row pg-boss would insert for its lead.created event (into a
// queue of the baseline's own, with the options of the app's events queue: nobody works it, so no
// delivery loop competes with either server). No rate-limit write, no settings read. A lead page
// checks the admin's signed session cookie (one primary-key SELECT: a page needs a signed-in
// admin) and reads 50 rows by the keyset index, without counting the leads, and answers the same
// leads with the same fields as the app (the bench compares the two answers). The landing page's
// bytes and headers come from memory: the app's security policy, content type, cache and ETag
// headers as the app sent them (the bench compares the names), with a request id of its own. Not a
// product: only the bench starts it.
//
// env: DATABASE_URL, PORT, SESSION_SECRET (the app's, to verify its session cookie), WEB_FILE,
// PAGE_HEADERS (a JSON list of [name, value] the app answered the page with), JOB_QUEUE (the queue
// it enqueues to; the bench creates it and deletes its jobs).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const url = process.env.DATABASE_URL;
const pool = new pg.Pool({ connectionString: url, user: new URL(url).username || 'postgres', max: 10 });
const secret = process.env.SESSION_SECRET ?? '';
const page = readFileSync(process.env.WEB_FILE);
const pageHeaders = [...JSON.parse(process.env.PAGE_HEADERS ?? '[]').flat(), 'content-length', String(page.length)];
const jobQueue = process.env.JOB_QUEUE;

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
const INSERT_LEAD = `INSERT INTO lead (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  RETURNING ${LIST_COLUMNS}, reply_due_at`;
/** the row pg-boss 10's send() inserts, its options taken from the queue as pg-boss takes them */
const INSERT_JOB = `INSERT INTO pgboss.job (id, name, data, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
  SELECT gen_random_uuid(), q.name, $2, q.expire_seconds * interval '1s',
    now() + COALESCE(q.retention_minutes * interval '1 minute', interval '14 days'), q.retry_limit,
    CASE WHEN q.retry_backoff THEN GREATEST(q.retry_delay, 1) ELSE q.retry_delay END, q.retry_backoff, q.policy
  FROM pgboss.queue q WHERE q.name = $1`;
/** the admin's REST lead holds these too (lead.rest.ts): the page reads them in the same row */
const REST_COLUMNS = `${LIST_COLUMNS}, service_interest, company_website, spam, spam_reason, first_touch, last_touch, consent, reply_due_at, first_response_at`;
/** what the Lead Management query asks of each lead (frontend/src/features/leads/leads.graphql) */
const ROW_COLUMNS =
  'id, name, email, phone, company, business_type, company_size, timeline, created_at, reply_due_at, first_response_at, spam_reason';
const TOUCH_FIELDS = ['source', 'medium', 'campaign', 'term', 'content', 'gclid', 'fbclid', 'referrer', 'landingPath'];
const TOUCH_NAMES = { landingPath: 'landing_path' };

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

/** 50 leads (and one more, to know there is a next page) by the list's index of leads that are not spam. */
async function firstPage(columns, name) {
  const page = await pool.query({
    name,
    text: `SELECT ${columns} FROM lead WHERE NOT spam ORDER BY created_at DESC, id DESC LIMIT 51`,
  });
  const rows = page.rows.slice(0, 50);
  const last = rows[rows.length - 1];
  const endCursor = last ? Buffer.from(`${last.created_at.toISOString()}|${last.id}`).toString('base64url') : null;
  return { rows, hasNextPage: page.rows.length > 50, endCursor };
}

const iso = (time) => (time ? time.toISOString() : null);

/** A stored touch (jsonb, camelCase) under the REST answer's names, every field present. */
function restTouch(touch) {
  if (!touch) return null;
  const rest = {};
  for (const field of TOUCH_FIELDS) rest[TOUCH_NAMES[field] ?? field] = touch[field] ?? null;
  rest.at = touch.at ?? null;
  return rest;
}

function replyStatus(row, now) {
  if (row.first_response_at) return 'REPLIED';
  return row.reply_due_at <= now ? 'OVERDUE' : 'AWAITING';
}

/** The baseline's queue, made once with the options of the app's events queue. */
async function createJobQueue() {
  await pool.query(
    `SELECT pgboss.create_queue($1, json_build_object('policy', policy, 'retryLimit', retry_limit,
       'retryDelay', retry_delay, 'retryBackoff', retry_backoff, 'expireInSeconds', expire_seconds,
       'retentionMinutes', retention_minutes, 'deadLetter', dead_letter))
     FROM pgboss.queue WHERE name = 'events' AND NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = $1)`,
    [jobQueue],
  );
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
  const { lead, error } = validate(body);
  if (error) return json(res, 400, { success: false, error: 'Invalid input', fields: error });
  const client = await pool.connect();
  let row;
  try {
    await client.query('BEGIN');
    ({
      rows: [row],
    } = await client.query({ name: 'insert_lead', text: INSERT_LEAD, values: COLUMNS.map((c) => lead[c]) }));
    const event = {
      id: randomUUID(),
      type: 'lead.created',
      occurredAt: new Date().toISOString(),
      data: { ...row, reply_status: 'awaiting' },
    };
    await client.query({ name: 'insert_job', text: INSERT_JOB, values: [jobQueue, JSON.stringify(event)] });
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
  const { reply_due_at: _due, ...data } = row;
  json(res, 201, { success: true, data: { ...data, created_at: row.created_at.toISOString() } });
}

const server = createServer(async (req, res) => {
  try {
    const path = req.url.split('?')[0];
    if (req.method === 'POST' && path === '/api/leads') return await createLead(req, res);
    if (req.method === 'GET' && path === '/api/leads') {
      if (!(await signedIn(req))) return json(res, 401, { success: false, error: 'Not authenticated' });
      const { rows, hasNextPage, endCursor } = await firstPage(REST_COLUMNS, 'rest_page');
      const now = new Date();
      return json(res, 200, {
        success: true,
        data: rows.map((r) => ({
          ...r,
          created_at: iso(r.created_at),
          first_touch: restTouch(r.first_touch),
          last_touch: restTouch(r.last_touch),
          reply_due_at: iso(r.reply_due_at),
          first_response_at: iso(r.first_response_at),
          reply_status: replyStatus(r, now).toLowerCase(),
        })),
        pageInfo: { hasNextPage, endCursor },
      });
    }
    if (req.method === 'POST' && path === '/graphql') {
      JSON.parse(await readBody(req)); // the query itself is not parsed: the baseline knows what it answers
      if (!(await signedIn(req))) return json(res, 200, { errors: [{ message: 'Not authenticated' }] });
      const { rows, hasNextPage, endCursor } = await firstPage(ROW_COLUMNS, 'graphql_page');
      const now = new Date();
      const nodes = rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        company: r.company,
        businessType: r.business_type,
        companySize: r.company_size,
        timeline: r.timeline,
        createdAt: iso(r.created_at),
        replyDueAt: iso(r.reply_due_at),
        firstResponseAt: iso(r.first_response_at),
        replyStatus: replyStatus(r, now),
        spamReason: r.spam_reason,
      }));
      return json(res, 200, { data: { leads: { nodes, pageInfo: { hasNextPage, endCursor } } } });
    }
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, [...pageHeaders, 'x-request-id', randomUUID()]);
      return res.end(page);
    }
    json(res, 404, { success: false, error: 'Not found' });
  } catch (error) {
    process.stderr.write(`baseline: ${error instanceof Error ? error.stack : String(error)}\n`);
    if (!res.headersSent) json(res, 500, { success: false, error: 'Internal error' });
  }
});

await createJobQueue();
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
