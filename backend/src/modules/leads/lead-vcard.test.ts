import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { addMember, type Member } from '../../test/team';

/* GET /api/leads/{id}/vcard through real HTTP: the contact card an address book imports. */

let app: TestApp;
let admin: string;
let analyst: Member;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn();
  analyst = await addMember(app, admin, 'ANALYST');
});

afterAll(async () => {
  await app?.close();
});

async function createLead(body: Record<string, unknown>): Promise<number> {
  const res = await app.request('/api/leads', { method: 'POST', body: validRestLead(body) });
  expect(res.status).toBe(201);
  return (res.body as { data: { id: number } }).data.id;
}

/** The card's content lines, unfolded (RFC 6350 §3.2). */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('GET /api/leads/{id}/vcard', () => {
  it('is a vCard 4.0 of the lead: name, email, phone, company and the answers as a note, escaped and folded', async () => {
    const id = await createLead({
      name: 'Zoë Ångström-Lefèvre',
      email: 'zoe.angstrom@vcard.example',
      phone: '+46 8 123 456 78',
      company: 'Fjällräven, Bröd; & Co',
      marketing_needs: 'Reach café owners in Malmö and Göteborg — then the rest of Sverige, 日本 and beyond 😀',
      message: 'Line one,\nline two; with a \\ backslash',
    });
    const res = await app.request(`/api/leads/${id}/vcard`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Zoe-Angstrom-Lefevre.vcf"');

    const text = res.text;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);

    const lines = unfolded(text);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
    expect(lines.at(-2)).toBe('END:VCARD');
    expect(lines).toEqual(
      expect.arrayContaining([
        'FN:Zoë Ångström-Lefèvre',
        'N:Ångström-Lefèvre;Zoë;;;',
        'EMAIL:zoe.angstrom@vcard.example',
        'TEL;VALUE=text:+46 8 123 456 78',
        'ORG:Fjällräven\\, Bröd\\; & Co',
      ]),
    );
    const note = lines.find((line) => line.startsWith('NOTE:'))!;
    expect(note).toContain(
      'Primary Business Challenges: Reach café owners in Malmö and Göteborg — then the rest of Sverige\\, 日本 and beyond 😀',
    );
    expect(note).toContain('\\nAdditional Information: Line one\\,\\nline two\\; with a \\\\ backslash');
    expect(note).toContain('Monthly Marketing Budget: $10K - $25K per month');
  });

  it('is readable by an analyst, refused to a visitor (401), and 404 for a lead that does not exist', async () => {
    const id = await createLead({ name: '山田 太郎', email: 'taro@vcard.example' });
    const read = await app.request(`/api/leads/${id}/vcard`, { cookie: analyst.cookie });
    expect(read.status).toBe(200);
    // a name with no ASCII letters names the file by the lead's id
    expect(read.headers.get('content-disposition')).toBe(`attachment; filename="lead-${id}.vcf"`);
    expect((await app.request(`/api/leads/${id}/vcard`)).status).toBe(401);
    expect((await app.request('/api/leads/987654/vcard', { cookie: admin })).status).toBe(404);
  });
});
