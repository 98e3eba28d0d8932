import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { stringMatching } from '../../test/matchers';
import { neutraliseCell } from './lead-csv';

/**
 * Memory the process retains (JS heap plus Buffers) after a full garbage collection, so the
 * figure shows what is held rather than garbage not yet collected.
 */
function retainedMemory(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

/** A lead's REST answer as the export's cells: touches flattened, formula cells quoted, nothing for null. */
function expectedCells(rest: Record<string, unknown>, columns: string[]): string[] {
  const flat: Record<string, unknown> = { ...rest };
  for (const touch of ['first_touch', 'last_touch']) {
    const fields = (rest[touch] ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(fields)) flat[`${touch}_${name}`] = value;
  }
  return columns.map((column) => {
    const value = flat[column];
    if (value === null || value === undefined) return '';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  });
}

describe('neutraliseCell', () => {
  it.each(['=1+2', '+cmd', '-2', '@SUM(A1)', '\tx', '\rx'])('quotes %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it.each(['Jane', 'a=b', '1+1', ''])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

describe('the export reads like the REST API', () => {
  it('writes each lead as GET /api/leads/{id} answers it: every column, times, touches, reply status, quoting', async () => {
    const tag = `Parity${Date.now()}`;
    const sent = [
      validRestLead({
        name: `${tag} Zoë “Quotes” Łukasz`,
        company: 'Acme, Inc. "West"',
        message: 'Line one\nLine two, with a comma',
      }),
      validRestLead({
        name: `${tag} Formula`,
        company: '=HYPERLINK("http://evil.example")',
        phone: '-1 415 555 0134',
        marketing_needs: '@cmd|calc, and a plan for paid social that scales',
        first_touch: { source: '=spring', medium: 'cpc', campaign: 'launch, 2026', at: '2026-03-01T10:11:12.345Z' },
        last_touch: { source: 'newsletter', referrer: 'https://example.com/a?b=c', landing_path: '/?x=1' },
      }),
      validRestLead({ name: `${tag} Plain`, company_website: 'https://www.northwind.example/' }),
      validRestLead({ name: `${tag} Booked` }),
    ];
    const ids: number[] = [];
    for (const body of sent) {
      const created = await app.request('/api/leads', { method: 'POST', body });
      expect(created.status).toBe(201);
      ids.push((created.body as { data: { id: number } }).data.id);
    }
    // one replied by the team, one whose promise a booked call met, one overdue
    await app.dataSource.query(`UPDATE lead SET first_response_at = now() WHERE id = $1`, [ids[0]]);
    await app.dataSource.query(`UPDATE lead SET first_response_at = now(), replied_by_booking = true WHERE id = $1`, [
      ids[3],
    ]);
    await app.dataSource.query(`UPDATE lead SET reply_due_at = now() - interval '1 hour' WHERE id = $1`, [ids[2]]);

    const res = await app.request(`/api/leads/export?search=${tag}&sort=oldest`, { cookie });
    expect(res.status).toBe(200);
    const [columns, ...rows] = parse(res.text);
    expect(rows).toHaveLength(ids.length);
    for (const [index, id] of ids.entries()) {
      const detail = await app.request(`/api/leads/${id}`, { cookie });
      const rest = (detail.body as { data: Record<string, unknown> }).data;
      expect(rows[index]).toEqual(expectedCells(rest, columns));
    }
    expect(rows.map((row) => row[columns.indexOf('reply_status')])).toEqual([
      'replied',
      'awaiting',
      'overdue',
      'meeting_booked',
    ]);
  });

  it('keeps working after a download is given up midway', async () => {
    const tag = `Abandoned${Date.now()}`;
    await app.dataSource.query(
      `INSERT INTO lead (name, email, phone, company, business_type, company_size, annual_revenue, client_value, marketing_needs, timeline, budget, source)
       SELECT '${tag} ' || g, 'abandoned' || g || '@example.com', '+1 415 555 0000', 'Co', 'saas', '11-25', '1m-5m', '1k-5k', repeat('needs ', 200), 'exploring', '10k-25k', 'seed'
       FROM generate_series(1, 6000) AS g`,
    );
    const abort = new AbortController();
    const response = await fetch(`${app.url}/api/leads/export?search=${tag}`, {
      headers: { cookie },
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    abort.abort();
    await reader.read().catch(() => undefined);

    const page = await app.request(`/api/leads?search=${tag}&limit=1`, { cookie });
    expect(page.body).toMatchObject({ success: true, data: [{ email: stringMatching(/^abandoned/) }] });
    const again = await app.request(`/api/leads/export?search=${tag}`, { cookie });
    expect(again.text.trim().split('\n')).toHaveLength(6_001);
  });

  it('pages through more leads than one batch, newest first, each once', async () => {
    const tag = `Batched${Date.now()}`;
    await app.dataSource.query(
      `INSERT INTO lead (name, email, phone, company, business_type, company_size, annual_revenue, client_value, marketing_needs, timeline, budget, source, created_at)
       SELECT '${tag} ' || g, 'batched' || g || '@example.com', '+1 415 555 0000', 'Co', 'saas', '11-25', '1m-5m', '1k-5k', 'needs', 'exploring', '10k-25k', 'seed',
              timestamptz '2020-01-01' + (g / 3) * interval '1 second'
       FROM generate_series(1, 10005) AS g`,
    );
    const res = await app.request(`/api/leads/export?search=${tag}`, { cookie });
    const [columns, ...rows] = parse(res.text);
    const names = rows.map((row) => row[columns.indexOf('name')]);
    expect(new Set(names).size).toBe(10_005);
    const ids = rows.map((row) => Number(row[columns.indexOf('id')]));
    const times = rows.map((row) => row[columns.indexOf('created_at')]);
    // (created_at, id) descending: three leads share each second, so the batch boundary falls inside a tie
    for (let i = 1; i < rows.length; i++) {
      expect(times[i - 1] > times[i] || (times[i - 1] === times[i] && ids[i - 1] > ids[i])).toBe(true);
    }
  });
});

describe('GET /api/leads/export', () => {
  it('refuses anonymous callers with 401 and no data', async () => {
    await app.request('/api/leads', { method: 'POST', body: validRestLead({ name: 'Secret Person' }) });
    const res = await app.request('/api/leads/export');
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('Secret Person');
  });

  it('downloads text/csv with a header row and every lead field', async () => {
    const res = await app.request('/api/leads/export', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = res.text.trim().split('\n');
    const touch = (prefix: string) =>
      ['source', 'medium', 'campaign', 'term', 'content', 'gclid', 'fbclid', 'referrer', 'landing_path', 'at']
        .map((column) => `${prefix}_${column}`)
        .join(',');
    expect(header).toBe(
      'id,name,email,phone,company,business_type,company_size,annual_revenue,client_value,marketing_needs,timeline,budget,source,message,created_at,' +
        `${touch('first_touch')},${touch('last_touch')},reply_status,reply_due_at,first_response_at,service_interest,company_website`,
    );
    expect(
      rows.some(
        (row) => row.includes('Secret Person') && row.includes('@northwind.example') && row.includes('contact_form'),
      ),
    ).toBe(true);
  });

  it('neutralises formula cells (OWASP CSV injection) without changing the stored lead', async () => {
    const created = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({
        name: '=HYPERLINK("http://evil.example","x")',
        company: '+SUM(1,2)',
        phone: '-1 415 555 0134',
        message: '@cmd|calc',
      }),
    });
    const id = (created.body as { data: { id: number } }).data.id;
    // tab and carriage return cannot come through the API (values are trimmed), so store them directly
    await app.dataSource.query(`UPDATE lead SET marketing_needs = $1, budget = $2 WHERE id = $3`, [
      '\tTabbed needs text',
      '\rcr',
      id,
    ]);

    const res = await app.request('/api/leads/export', { cookie });
    const row = res.text.split('\n').find((line) => line.startsWith(`${id},`));
    expect(row).toBeDefined();
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain(`'+SUM(1`);
    expect(row).toContain(`'-1 415 555 0134`);
    expect(row).toContain(`'@cmd|calc`);
    expect(row).toContain(`'\tTabbed needs text`);
    expect(res.text).toContain(`'\rcr`);
    expect(row).not.toMatch(/,=|,\+|,-|,@/);

    const stored = await app.request(`/api/leads/${id}`, { cookie });
    expect((stored.body as { data: { name: string } }).data.name).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('applies the list filters', async () => {
    await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ name: 'Filter Match', business_type: 'saas' }),
    });
    const res = await app.request('/api/leads/export?businessType=saas&search=filter%20match', { cookie });
    const rows = res.text.trim().split('\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Filter Match');
    expect((await app.request('/api/leads/export?sort=sideways', { cookie })).status).toBe(400);
  });

  it('streams 20,000 leads: chunked, every row once, memory not growing with the file', async () => {
    const needs = 'We need a predictable pipeline of qualified B2B leads. '.repeat(36); // ~2 kB a row
    // in batches: one statement of 20,000 rows outlasted the app's 15 s query limit on a loaded machine
    for (let from = 1; from <= 20_000; from += 4000) {
      await app.dataSource.query(
        `INSERT INTO lead (name, email, phone, company, business_type, company_size, annual_revenue, client_value, marketing_needs, timeline, budget, source, created_at)
         SELECT 'Bulk Lead ' || g, 'bulk' || g || '@example.com', '+1 415 555 0000', 'Bulk Co ' || g, 'saas', '11-25', '1m-5m', '1k-5k', $1, 'exploring', '10k-25k', 'seed',
                now() - (g || ' seconds')::interval
         FROM generate_series($2::int, $2::int + 3999) AS g`,
        [needs, from],
      );
    }

    const baseline = retainedMemory();
    let retainedPeak = 0;
    const response = await fetch(`${app.url}/api/leads/export?search=Bulk%20Lead`, { headers: { cookie } });
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let bytes = 0;
    let newlines = 0;
    let bulkRows = 0;
    let carry = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const before = bytes;
      bytes += value.byteLength;
      if (Math.floor(bytes / 4_000_000) > Math.floor(before / 4_000_000)) {
        retainedPeak = Math.max(retainedPeak, retainedMemory() - baseline);
      }
      const text = carry + decoder.decode(value, { stream: true });
      const lines = text.split('\n');
      carry = lines.pop() ?? '';
      newlines += lines.length;
      bulkRows += lines.filter((line) => line.includes(',Bulk Lead ')).length;
    }

    expect(newlines).toBe(20_000 + 1); // header + one line per lead
    expect(bulkRows).toBe(20_000);
    expect(bytes).toBeGreaterThan(40_000_000);
    // a file built in memory would be held whole (40 MB) while it is sent; a stream holds about one batch
    expect(retainedPeak).toBeLessThan(bytes / 2);
  });
});
