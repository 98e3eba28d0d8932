import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { eventually } from '../../test/eventually';
import { anyString, stringContaining } from '../../test/matchers';
import { uploadFile, uploadStream } from '../../test/multipart-upload';
import { queuesSettled } from '../../test/queue-settled';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, type Member } from '../../test/team';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

type ImportStatus = {
  id: string;
  status: string;
  fileName: string;
  mode: string;
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  error: string | null;
  finishedAt: string | null;
};
type StoredLead = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  company_website: string | null;
  business_type: string | null;
  company_size: string | null;
  message: string | null;
  marketing_needs: string | null;
  source: string | null;
  created_at: string;
  reply_status: string;
  reply_due_at: string;
  first_response_at: string | null;
};

let app: TestApp;
let cookie: string;
let analyst: Member;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
  analyst = await addMember(app, cookie, 'ANALYST');
});

afterAll(async () => {
  await app.close();
});

async function startImport(content: string | Uint8Array, fields: Record<string, string> = {}, name = 'leads.csv') {
  return uploadFile<{ success: boolean; data?: { id: string }; error?: string }>(
    app,
    '/api/leads/imports',
    { name, content },
    fields,
    cookie,
  );
}

/** Imports a file and waits for its job to finish. */
async function imported(content: string | Uint8Array, fields: Record<string, string> = {}): Promise<ImportStatus> {
  const started = await startImport(content, fields);
  expect(started).toMatchObject({ status: 202, body: { success: true, data: { id: anyString() } } });
  const id = started.body.data!.id;
  return eventually(async () => {
    const res = await app.request(`/api/leads/imports/${id}`, { cookie });
    const status = (res.body as { data: ImportStatus }).data;
    expect(status.status).toBe('done');
    return status;
  });
}

/** The leads with these emails, as the REST API reads them. */
async function leadsByEmail(...emails: string[]): Promise<StoredLead[]> {
  const found: StoredLead[] = [];
  for (const email of emails) {
    const res = await app.request(`/api/leads?search=${encodeURIComponent(email)}`, { cookie });
    found.push(...(res.body as { data: StoredLead[] }).data.filter((lead) => lead.email.toLowerCase() === email));
  }
  return found;
}

async function counts() {
  const [row] = await app.dataSource.query<{ leads: number; imports: number; chunks: number }[]>(
    `SELECT (SELECT count(*)::int FROM "lead") AS leads, (SELECT count(*)::int FROM "lead_import") AS imports,
       (SELECT count(*)::int FROM "lead_import_chunk") AS chunks`,
  );
  return row;
}

async function errorsCsv(id: string) {
  return app.request(`/api/leads/imports/${id}/errors.csv`, { cookie });
}

describe('recognised exports, imported without a mapping', () => {
  it("our own export: answers, source, original date and reply time; the export's text marks removed, and re-exported", async () => {
    const status = await imported(fixture('own-export.csv'));
    expect(status).toMatchObject({ total: 10, processed: 10, created: 10, updated: 0, skipped: 0, failed: 0 });
    const [zoe] = await leadsByEmail('zoe.muller@example.de');
    expect(zoe).toMatchObject({
      name: 'Zoë Müller',
      company: 'Müller & Söhne GmbH',
      business_type: 'ecommerce',
      source: 'Google Ads',
      created_at: '2025-01-06T09:12:00.000Z',
      reply_status: 'replied',
      first_response_at: '2025-01-06T15:40:00.000Z',
    });
    const [li, amelie, seun] = await leadsByEmail(
      'ming.li@example.cn',
      'amelie@atelier-dubois.fr',
      'seun@adeconsult.ng',
    );
    expect(li.marketing_needs).toBe('Low close rates on enterprise demos,\nlong sales cycles.');
    expect(amelie.message).toBe('=HYPERLINK("http://evil.example")');
    expect(seun.source).toBe('Import');
    // the export still neutralises the formula it stored as text
    const exported = await app.request('/api/leads/export?search=amelie%40atelier-dubois.fr', { cookie });
    expect(exported.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it("HubSpot's contacts export: names joined, its lead status as a reply, formulas as text; imported again it creates nothing", async () => {
    const file = fixture('hubspot-contacts.csv');
    const status = await imported(file);
    expect(status).toMatchObject({ total: 10, created: 10, failed: 0 });
    const [ingrid, mateo, hannah, noah] = await leadsByEmail(
      'ingrid.bergstrom@fjord-design.no',
      'mateo@garcia-lopez.mx',
      'hannah.schmidt@example.at',
      'noah@cohen-analytics.io',
    );
    expect(ingrid).toMatchObject({
      name: 'Ingrid Bergström',
      company_website: 'fjord-design.no',
      source: 'Organic Search',
      created_at: '2024-11-02T09:14:00.000Z',
      reply_status: 'replied',
      // not contacted: recorded as answered when it arrived, so never awaiting nor overdue
      first_response_at: '2024-11-02T09:14:00.000Z',
    });
    expect(mateo).toMatchObject({ name: 'Mateo García López', company: 'García, López & Asociados' });
    // CONNECTED: contacted, at the import (the file gives no time)
    expect(Date.parse(mateo.first_response_at!)).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(hannah.company).toBe('Schmidt Holz\nGmbH & Co. KG');
    expect(noah.phone).toBe('=1+2');

    const again = await imported(file);
    expect(again).toMatchObject({ created: 0, skipped: 10, updated: 0 });
    expect(await leadsByEmail('ingrid.bergstrom@fjord-design.no')).toHaveLength(1);
  });

  it("Twenty's people export: its composite columns (Name First Name, Emails Primary Email, Phones Primary Phone Number)", async () => {
    const status = await imported(fixture('twenty-people.csv'));
    expect(status).toMatchObject({ total: 10, created: 10, failed: 0 });
    const [marta] = await leadsByEmail('marta.kowalska@example.pl');
    expect(marta).toMatchObject({
      name: 'Marta Kowalska',
      phone: '221234567',
      source: 'Import',
      created_at: '2024-10-01T08:00:00.000Z',
    });
  });

  it('the preview names the format, the delimiter, the suggested mapping and the first rows as stored', async () => {
    const res = await uploadFile<{ data: Record<string, unknown> }>(
      app,
      '/api/leads/imports/preview',
      { name: 'hubspot.csv', content: fixture('hubspot-contacts.csv') },
      {},
      cookie,
    );
    expect(res.status).toBe(200);
    const data = res.body.data as {
      format: string;
      delimiter: string;
      encoding: string;
      columns: { header: string; target: string | null; sample: string | null }[];
      targets: { key: string }[];
      rows: { row: number; lead: Record<string, string | null>; errors: unknown[] }[];
    };
    expect(data).toMatchObject({ format: 'hubspot', delimiter: ',', encoding: 'utf-8' });
    expect(data.columns.slice(0, 4)).toEqual([
      { header: 'Record ID', target: null, sample: '51234001' },
      { header: 'First Name', target: 'firstName', sample: 'Ingrid' },
      { header: 'Last Name', target: 'lastName', sample: 'Bergström' },
      { header: 'Email', target: 'email', sample: 'ingrid.bergstrom@fjord-design.no' },
    ]);
    expect(data.targets.map((target) => target.key)).toEqual(
      expect.arrayContaining(['email', 'contacted', 'createdAt']),
    );
    expect(data.rows).toHaveLength(10);
    expect(data.rows[0]).toMatchObject({
      row: 2,
      lead: { name: 'Ingrid Bergström', source: 'Organic Search' },
      errors: [],
    });
    expect(await counts()).toMatchObject({ chunks: 0 });
  });

  it('a slice of a file (the page sends 256 kB): its cut last line is not a row', async () => {
    const res = await uploadFile<{ data: { rows: { row: number }[] } }>(
      app,
      '/api/leads/imports/preview',
      { name: 'slice.csv', content: 'email,name\na@example.com,Ann\nb@example.com,Bo\nc@exam' },
      {},
      cookie,
    );
    expect(res.body.data.rows.map((row) => row.row)).toEqual([2, 3]);
  });

  it('a row with a problem is shown as written, beside its problem', async () => {
    const res = await uploadFile<{ data: { rows: { lead: Record<string, string | null>; errors: unknown[] }[] } }>(
      app,
      '/api/leads/imports/preview',
      { name: 'bad-row.csv', content: 'email,name,company_size\nnot-an-email,Ann,a dozen\n' },
      {},
      cookie,
    );
    expect(res.body.data.rows[0]).toMatchObject({
      lead: { email: 'not-an-email', name: 'Ann', companySize: 'a dozen', source: 'Import' },
      errors: [
        { column: 'email', reason: 'Please enter a valid email address' },
        { column: 'company_size', reason: stringContaining('Company Size must be one of') },
      ],
    });
  });
});

describe('a mapping, encodings and delimiters', () => {
  it('a mapping sent: its columns fill those targets, the others are ignored', async () => {
    const file = 'Correo;Nombre;Empresa;Notas\nlucia@mapped.example;Lucía Pérez;Pérez Hnos.;secret\n';
    const mapping = JSON.stringify({ Correo: 'email', Nombre: 'name', Empresa: 'company', Notas: null });
    const status = await imported(file, { mapping, mode: 'update' });
    expect(status).toMatchObject({ created: 1, mode: 'update' });
    const [lucia] = await leadsByEmail('lucia@mapped.example');
    expect(lucia).toMatchObject({ name: 'Lucía Pérez', company: 'Pérez Hnos.', message: null });
  });

  it.each([
    [
      'UTF-8 with a byte order mark',
      (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    ],
    ['UTF-16 LE with a byte order mark', (text: string) => iconv.encode(text, 'utf-16le', { addBOM: true })],
    ['UTF-16 BE with a byte order mark', (text: string) => iconv.encode(text, 'utf-16be', { addBOM: true })],
    ['semicolons', (text: string) => Buffer.from(text.replaceAll(',', ';'))],
    ['tabs', (text: string) => Buffer.from(text.replaceAll(',', '\t'))],
    // a cell's own line break stays as written
    ['CRLF line ends', (text: string) => Buffer.from(text.replace(/\n(?!second)/g, '\r\n'))],
  ])('%s', async (label, encode) => {
    const email = `enc-${label.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    const text = `email,name,message\n${email},Ærøskøbing Ølstue,"first line\nsecond line"\n`;
    const status = await imported(encode(text));
    expect(status).toMatchObject({ created: 1, failed: 0 });
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({ name: 'Ærøskøbing Ølstue', message: 'first line\nsecond line' });
  });
});

describe('rows the import reports', () => {
  it('an invalid email and a field over its limit: in the error file, not stored; formula cells stored as text', async () => {
    const longName = 'N'.repeat(201);
    const file = [
      'email,name,phone,message,company_size',
      'formulas@example.com,=Fiona,+1 555 0100,@channel -5 lines,11-25 employees',
      'not-an-email,Someone,,,',
      `toolong@example.com,${longName},,,`,
      'bad-choice@example.com,Bea,,,a dozen',
    ].join('\n');
    const status = await imported(`${file}\n`);
    expect(status).toMatchObject({ total: 4, created: 1, failed: 3 });
    const [fiona] = await leadsByEmail('formulas@example.com');
    expect(fiona).toMatchObject({
      name: '=Fiona',
      phone: '+1 555 0100',
      message: '@channel -5 lines',
      company_size: '11-25',
    });
    expect(await leadsByEmail('toolong@example.com')).toEqual([]);
    const csv = await errorsCsv(status.id);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="import-${status.id}-errors.csv"`);
    expect(csv.text).toBe(
      'row,column,reason\n3,email,Please enter a valid email address\n4,name,Please keep this under 200 characters\n' +
        '5,company_size,"Company Size must be one of: 1-5, 6-10, 11-25, 26-50, 51-100, 101-250, 250+"\n',
    );
  });

  it("a First and Last name joined over the name's limit, and an empty email: under the file's headers, not stored", async () => {
    const file = [
      'Email,First Name,Last Name',
      `long-name@example.com,${'F'.repeat(120)},${'L'.repeat(100)}`,
      ',Nobody,Without',
      'fits@example.com,Ann,Short',
    ].join('\n');
    const status = await imported(`${file}\n`);
    expect(status).toMatchObject({ total: 3, created: 1, failed: 2 });
    expect(await leadsByEmail('long-name@example.com')).toEqual([]);
    expect(await leadsByEmail('fits@example.com')).toEqual([expect.objectContaining({ name: 'Ann Short' })]);
    expect((await errorsCsv(status.id)).text).toBe(
      'row,column,reason\n2,First Name,First and last name together: Please keep this under 200 characters\n' +
        '3,Email,The email is missing\n',
    );
  });

  it('two rows with one email: the later one updates the lead the earlier created', async () => {
    const file = 'email,name,company\ntwice@example.com,Tom Twice,First Co\n TWICE@example.com ,,Second Co\n';
    const status = await imported(file);
    expect(status).toMatchObject({ created: 1, updated: 1 });
    const leads = await leadsByEmail('twice@example.com');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Tom Twice', company: 'Second Co' });
  });
});

describe('existing leads', () => {
  it('mode skip leaves an existing lead as it is; mode update overwrites its fields with the non-empty imported ones', async () => {
    const created = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: 'existing@example.com', company: 'Old Co' }),
    });
    expect(created.status).toBe(201);
    const file = 'email,company,phone\n  Existing@Example.com ,New Co,\n';
    expect(await imported(file)).toMatchObject({ skipped: 1, created: 0 });
    const [kept] = await leadsByEmail('existing@example.com');
    expect(kept.company).toBe('Old Co');
    expect(await imported(file, { mode: 'update' })).toMatchObject({ updated: 1, created: 0 });
    const [updated] = await leadsByEmail('existing@example.com');
    expect(updated).toMatchObject({ company: 'New Co', phone: kept.phone });
    expect(await leadsByEmail('existing@example.com')).toHaveLength(1);
  });
});

describe('the contact form at the same moment', () => {
  it('a form submission and an import row of one email make one lead (the form joins it or the import finds it)', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `race-${i}@same-moment.example`);
    const file = `email,name\n${emails.map((email, i) => `${i % 2 ? email.toUpperCase() : email},Imported ${i}`).join('\n')}\n`;
    const [status, ...posted] = await Promise.all([
      imported(file, { mode: 'update' }),
      ...emails.map((email) => app.request('/api/leads', { method: 'POST', body: validRestLead({ email }) })),
    ]);
    expect(posted.map((res) => res.status)).toEqual(emails.map(() => 201));
    expect(status).toMatchObject({ total: 100, failed: 0 });
    const [{ leads, people }] = await app.dataSource.query<{ leads: number; people: number }[]>(
      `SELECT count(*)::int AS "leads", count(DISTINCT lower("email"))::int AS "people" FROM "lead"
       WHERE lower("email") LIKE '%@same-moment.example'`,
    );
    expect({ leads, people }).toEqual({ leads: 100, people: 100 });
  });
});

describe('the 48-hour promise', () => {
  it('an imported lead is never awaiting or overdue; one not contacted stays out of the reply figures', async () => {
    await imported(
      'email,name,createdAt,contacted\n' +
        'cold@promise.example,Cold,2021-03-02T10:00:00Z,\n' +
        'warm@promise.example,Warm,2021-03-03T10:00:00Z,2021-03-03T11:00:00Z\n',
    );
    const [cold, warm] = await leadsByEmail('cold@promise.example', 'warm@promise.example');
    expect(cold).toMatchObject({ reply_status: 'replied', first_response_at: '2021-03-02T10:00:00.000Z' });
    expect(warm).toMatchObject({ reply_status: 'replied', first_response_at: '2021-03-03T11:00:00.000Z' });
    for (const status of ['awaiting', 'overdue']) {
      const res = await app.request(`/api/leads?search=promise.example&reply_status=${status}`, { cookie });
      expect([status, (res.body as { data: unknown[] }).data]).toEqual([status, []]);
    }
    const stats = await app.graphql<{ leadStats: Record<string, unknown> }>(
      '{ leadStats(from: "2021-03-01T00:00:00Z", to: "2021-04-01T00:00:00Z") { total response { replied repliedWithin48h overdueNow medianHoursToReply } } }',
      {},
      cookie,
    );
    const { total, response } = stats.data!.leadStats as { total: number; response: Record<string, number> };
    expect({
      total,
      replied: response.replied,
      within: response.repliedWithin48h,
      overdue: response.overdueNow,
    }).toEqual({
      total: 2,
      replied: 1,
      within: 1,
      overdue: 0,
    });
    // the median is read from a histogram (within 2 %)
    expect(response.medianHoursToReply).toBeCloseTo(1, 1);
  });
});

describe('announcing', () => {
  async function queuedCreations(email: string): Promise<number> {
    const [{ count }] = await app.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (
         SELECT data FROM pgboss.job WHERE name = 'events' UNION ALL SELECT data FROM pgboss.archive WHERE name = 'events'
       ) AS j WHERE j.data ->> 'type' = 'lead.created' AND j.data -> 'data' ->> 'email' = $1`,
      [email],
    );
    return count;
  }

  it('announces nothing by default, and lead.created for each created lead with announce=true', async () => {
    await imported('email,name\nquiet@example.com,Quiet One\n');
    await imported('email,name\nloud@example.com,Loud One\n', { announce: 'true' });
    await queuesSettled(app.dataSource);
    expect(await queuedCreations('quiet@example.com')).toBe(0);
    expect(await queuedCreations('loud@example.com')).toBe(1);
  });
});

describe('bad files: a clear message, nothing stored', () => {
  it.each([
    ['an empty file', '', 'The file is empty'],
    [
      'a PDF',
      '%PDF-1.7\n%âãÏÓ\n1 0 obj',
      'This is not a CSV file: save it as CSV (comma, semicolon or tab separated) and try again',
    ],
    [
      'a JSON file',
      '[{"email": "a@example.com"}]',
      'This is not a CSV file: save it as CSV (comma, semicolon or tab separated) and try again',
    ],
    [
      'binary data',
      Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0x00, 0x01, 0x02]),
      'This is not a CSV file: it holds binary data',
    ],
    ['a header without an email column', 'name,company\nAnn,Acme\n', 'The file has no email column: map one to Email'],
    ['a header and no rows', 'email,name\n', 'The file has a header but no rows'],
  ])('%s', async (_label, content, error) => {
    const before = await counts();
    const res = await startImport(content);
    expect(res).toMatchObject({ status: 400, body: { success: false, error } });
    expect(await counts()).toEqual(before);
  });

  it('the first preview of a file without an email column: its columns, unmapped, and what to do', async () => {
    const res = await uploadFile<{ success: boolean; data: unknown }>(
      app,
      '/api/leads/imports/preview',
      { name: 'no-email.csv', content: 'Contact,Firm\nann@example.com,Acme\n' },
      {},
      cookie,
    );
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: {
          columns: [
            { header: 'Contact', target: null, sample: 'ann@example.com' },
            { header: 'Firm', target: null, sample: 'Acme' },
          ],
          rows: [],
          message: 'The file has no email column: map one to Email',
        },
      },
    });
    const remapped = await uploadFile<{ data: { message: string | null; rows: unknown[] } }>(
      app,
      '/api/leads/imports/preview',
      { name: 'no-email.csv', content: 'Contact,Firm\nann@example.com,Acme\n' },
      { mapping: JSON.stringify({ Contact: 'email', Firm: 'company' }) },
      cookie,
    );
    expect(remapped.body.data).toMatchObject({ message: null, rows: [{ lead: { email: 'ann@example.com' } }] });
    const stillNone = await uploadFile(
      app,
      '/api/leads/imports/preview',
      { name: 'no-email.csv', content: 'Contact,Firm\nann@example.com,Acme\n' },
      { mapping: JSON.stringify({ Contact: null, Firm: 'company' }) },
      cookie,
    );
    expect(stillNone).toMatchObject({ status: 400, body: { error: 'The file has no email column: map one to Email' } });
  });

  it('a mapping that names no email column, or an unknown target', async () => {
    const before = await counts();
    const noEmail = await startImport('email,name\na@example.com,Ann\n', {
      mapping: JSON.stringify({ email: null, name: 'name' }),
    });
    expect(noEmail).toMatchObject({ status: 400, body: { error: 'The file has no email column: map one to Email' } });
    const unknown = await startImport('email\na@example.com\n', { mapping: JSON.stringify({ email: 'password' }) });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: '"password" (for column "email") is not a column an import can fill' },
    });
    const badMode = await startImport('email\na@example.com\n', { mode: 'merge' });
    expect(badMode).toMatchObject({ status: 400, body: { error: 'mode must be "update" or "skip"' } });
    expect(await counts()).toEqual(before);
  });

  it('a file over 50 MB: 413', async () => {
    const before = await counts();
    const line = `${'x'.repeat(1000)}\n`;
    const res = await uploadStream<{ error: string }>(
      app,
      '/api/leads/imports',
      'big.csv',
      function* () {
        yield 'email,message\n';
        // 64 rows of about 1 kB a piece, past 50 MB
        for (let i = 0; i < 820; i += 1)
          yield Array.from({ length: 64 }, (_, j) => `big${i}-${j}@example.com,${line}`).join('');
      },
      cookie,
    );
    expect(res).toMatchObject({
      status: 413,
      body: { success: false, error: 'The file is over 50 MB: split it into smaller files' },
    });
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('over 1,000,000 rows: 400', async () => {
    const before = await counts();
    const res = await uploadStream<{ error: string }>(
      app,
      '/api/leads/imports',
      'many.csv',
      function* () {
        yield 'email\n';
        // 1,000 rows a piece
        for (let i = 0; i <= 1000; i += 1) yield Array.from({ length: 1000 }, (_, j) => `r${i}-${j}@x.io\n`).join('');
      },
      cookie,
    );
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, error: 'The file has more than 1,000,000 rows: split it into smaller files' },
    });
    expect(await counts()).toEqual(before);
  }, 300_000);
});

describe('who may import', () => {
  it('an analyst is refused every route and query (403, FORBIDDEN); anonymous gets 401', async () => {
    const { id } = await imported('email\nwho@example.com\n');
    const file = { name: 'a.csv', content: 'email\nanalyst@example.com\n' };
    for (const path of ['/api/leads/imports', '/api/leads/imports/preview']) {
      expect((await uploadFile(app, path, file, {}, analyst.cookie)).status).toBe(403);
      expect((await uploadFile(app, path, file, {}, '')).status).toBe(401);
    }
    for (const path of [`/api/leads/imports/${id}`, `/api/leads/imports/${id}/errors.csv`]) {
      expect((await app.request(path, { cookie: analyst.cookie })).status).toBe(403);
      expect((await app.request(path)).status).toBe(401);
    }
    const query = `{ leadImport(id: "${id}") { id } leadImports { id } }`;
    const refused = await app.graphql(query, {}, analyst.cookie);
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(await leadsByEmail('analyst@example.com')).toEqual([]);
  });

  it('GraphQL mirrors the status; an unknown id is null (REST: 404)', async () => {
    const { id } = await imported('email\ngraphql@example.com\n');
    const res = await app.graphql<{ leadImport: Record<string, unknown>; leadImports: { id: string }[] }>(
      `{ leadImport(id: "${id}") { id status fileName mode total processed created updated skipped failed createdAt finishedAt error errorsUrl }
         leadImports(first: 1) { id } }`,
      {},
      cookie,
    );
    expect(res.data).toEqual({
      leadImport: {
        id,
        status: 'done',
        fileName: 'leads.csv',
        mode: 'skip',
        total: 1,
        processed: 1,
        created: 1,
        updated: 0,
        skipped: 0,
        failed: 0,
        createdAt: anyString(),
        finishedAt: anyString(),
        error: null,
        errorsUrl: `/api/leads/imports/${id}/errors.csv`,
      },
      leadImports: [{ id }],
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.graphql(`{ leadImport(id: "${unknown}") { id } }`, {}, cookie)).data).toEqual({
      leadImport: null,
    });
    expect((await app.request(`/api/leads/imports/${unknown}`, { cookie })).status).toBe(404);
  });
});
