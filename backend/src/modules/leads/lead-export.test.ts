import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';

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
import { neutraliseCell } from './lead-csv';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

describe('neutraliseCell', () => {
  it.each(['=1+2', '+cmd', '-2', '@SUM(A1)', '\tx', '\rx'])('quotes %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it.each(['Jane', 'a=b', '1+1', ''])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
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
    const total = await app.count('lead');

    const baseline = retainedMemory();
    let retainedPeak = 0;
    const response = await fetch(`${app.url}/api/leads/export`, { headers: { cookie } });
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

    expect(newlines).toBe(total + 1); // header + one line per lead
    expect(bulkRows).toBe(20_000);
    expect(bytes).toBeGreaterThan(40_000_000);
    // a file built in memory would be held whole (40 MB) while it is sent; a stream holds about one batch
    expect(retainedPeak).toBeLessThan(bytes / 2);
  });
});
