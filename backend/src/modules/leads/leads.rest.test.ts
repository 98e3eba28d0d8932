import { startTestApp, validRestLead, type TestApp } from '../../test/start-test-app';
import { anyString } from '../../test/matchers';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

type LeadBody = {
  success: boolean;
  data: { id: number } & Record<string, unknown>;
  error?: string;
  fields?: Record<string, string>;
};

describe('POST /api/leads', () => {
  it('stores a valid lead and answers 201 with the spec shape', async () => {
    const before = await app.count('lead');
    const sent = validRestLead();
    const res = await app.request('/api/leads', { method: 'POST', body: sent });
    expect(res.status).toBe(201);
    const body = res.body as LeadBody;
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject(sent);
    expect(typeof body.data.id).toBe('number');
    expect(new Date(body.data.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await app.count('lead')).toBe(before + 1);
  });

  it('keeps the service interest and the website, normalised, and shows them in REST, GraphQL and the CSV', async () => {
    const res = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({
        name: 'Every Answer Kept',
        service_interest: 'linkedin-marketing',
        company_website: '  https://www.northwind.example/  ',
      }),
    });
    expect(res.status).toBe(201);
    const { data } = res.body as LeadBody;
    expect(data).toMatchObject({ service_interest: 'linkedin-marketing', company_website: 'northwind.example' });

    const rest = await app.request(`/api/leads/${data.id}`, { cookie });
    expect((rest.body as LeadBody).data).toMatchObject({
      service_interest: 'linkedin-marketing',
      company_website: 'northwind.example',
      message: 'We would like to start before Black Friday.',
    });
    const graphql = await app.graphql(
      'query ($id: Int!) { lead(id: $id) { serviceInterest companyWebsite message } }',
      { id: data.id },
      cookie,
    );
    expect(graphql).toMatchObject({
      data: {
        lead: {
          serviceInterest: 'linkedin-marketing',
          companyWebsite: 'northwind.example',
          message: 'We would like to start before Black Friday.',
        },
      },
    });
    const csv = await app.request('/api/leads/export?search=every%20answer%20kept', { cookie });
    const [header, row] = csv.text.trim().split('\n');
    const columns = header.split(',');
    const cells = row.split(',');
    expect(cells[columns.indexOf('service_interest')]).toBe('linkedin-marketing');
    expect(cells[columns.indexOf('company_website')]).toBe('northwind.example');
  });

  it('takes a lead without a service interest or website, as API clients from before sent it', async () => {
    const res = await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    expect(res.status).toBe(201);
    expect((res.body as LeadBody).data).toMatchObject({ service_interest: null, company_website: null });
  });

  it('refuses a lead sent with an unknown API token with 401, storing nothing, as every /api route does', async () => {
    const before = await app.count('lead');
    const res = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead(),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect(await app.count('lead')).toBe(before);
  });

  it('trims what it stores', async () => {
    const res = await app.request('/api/leads', { method: 'POST', body: validRestLead({ name: '  Ada Lovelace  ' }) });
    expect((res.body as LeadBody).data.name).toBe('Ada Lovelace');
  });

  const bad: [string, unknown, string | null][] = [
    ['a missing name', validRestLead({ name: undefined }), 'name'],
    ['a one-character name', validRestLead({ name: 'J' }), 'name'],
    ['a name of spaces', validRestLead({ name: '     ' }), 'name'],
    ['an invalid email', validRestLead({ email: 'jane@' }), 'email'],
    ['a nine-character phone', validRestLead({ phone: '555 01234' }), 'phone'],
    ['a one-character company', validRestLead({ company: 'N' }), 'company'],
    ['too little detail', validRestLead({ marketing_needs: 'More leads'.slice(0, 9) }), 'marketing_needs'],
    ['an unknown business type', validRestLead({ business_type: 'pirate' }), 'business_type'],
    ['an empty company size', validRestLead({ company_size: '' }), 'company_size'],
    ['a number for the name', validRestLead({ name: 12345 }), 'name'],
    ['an object for the email', validRestLead({ email: { $ne: null } }), 'email'],
    ['an array for the budget', validRestLead({ budget: ['10k-25k'] }), 'budget'],
    ['a 10,001-character message', validRestLead({ message: 'x'.repeat(10_001) }), 'message'],
    ['a service interest outside its list', validRestLead({ service_interest: 'seo' }), 'service_interest'],
    ['a website with a path', validRestLead({ company_website: 'example.com/pricing' }), 'company_website'],
    ['a website without a top-level domain', validRestLead({ company_website: 'localhost' }), 'company_website'],
    ['a JSON array body', [validRestLead()], null],
    ['a JSON string body', 'lead', null],
  ];
  it.each(bad)('refuses %s with 400 and stores nothing', async (_what, body, field) => {
    const before = await app.count('lead');
    const res = await app.request('/api/leads', { method: 'POST', body });
    expect(res.status).toBe(400);
    const answer = res.body as LeadBody;
    expect(answer.success).toBe(false);
    expect(typeof answer.error).toBe('string');
    if (field) expect(Object.keys(answer.fields ?? {})).toContain(field);
    expect(await app.count('lead')).toBe(before);
  });

  it('reports the spec messages per field', async () => {
    const res = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ name: 'J', email: 'nope', phone: '123', company: 'N', marketing_needs: 'short' }),
    });
    expect((res.body as LeadBody).fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 digits',
      company: 'Company name is required',
      marketing_needs: 'Please provide more detail',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const before = await app.count('lead');
    const res = await app.request('/api/leads', { method: 'POST', rawBody: '{"name": "Jane",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Malformed JSON body' });
    expect(await app.count('lead')).toBe(before);
  });

  it('answers a 1 MB string with 413 and stores nothing', async () => {
    const before = await app.count('lead');
    const res = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ message: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((res.body as LeadBody).success).toBe(false);
    expect(await app.count('lead')).toBe(before);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await app.request('/api/leads', {
      method: 'POST',
      rawBody: 'name=Jane',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });

  it('ignores fields it does not know, including prototype keys', async () => {
    const res = await app.request('/api/leads', {
      method: 'POST',
      rawBody: JSON.stringify({
        ...validRestLead(),
        id: 999999,
        created_at: '2000-01-01',
        __proto__: { admin: true },
        constructor: { prototype: { x: 1 } },
      }),
    });
    expect(res.status).toBe(201);
    const data = (res.body as LeadBody).data;
    expect(data.id).not.toBe(999999);
    expect(data.created_at).not.toMatch(/^2000/);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('GET /api/leads', () => {
  it('refuses anonymous callers with 401 and no lead data', async () => {
    const res = await app.request('/api/leads');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
    expect(res.text).not.toContain('northwind');
  });

  it('lists leads newest first for the admin, with pagination', async () => {
    for (const name of ['Lead One', 'Lead Two', 'Lead Three']) {
      await app.request('/api/leads', { method: 'POST', body: validRestLead({ name }) });
    }
    const first = await app.request('/api/leads?limit=2', { cookie });
    expect(first.status).toBe(200);
    const page = first.body as {
      success: boolean;
      data: { name: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
      total: number;
    };
    expect(page.success).toBe(true);
    expect(page.data.map((l) => l.name)).toEqual(['Lead Three', 'Lead Two']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const total = await app.count('lead');
    expect(page.total).toBe(total);

    const next = await app.request(`/api/leads?limit=2&after=${page.pageInfo.endCursor}`, { cookie });
    expect((next.body as typeof page).data.map((l) => l.name)).toEqual(['Lead One', anyString()]);
  });

  it('refuses a page size over the cap and a broken cursor with 400', async () => {
    expect((await app.request('/api/leads?limit=100000', { cookie })).status).toBe(400);
    expect((await app.request('/api/leads?after=not-a-cursor', { cookie })).status).toBe(400);
    expect((await app.request('/api/leads?limit=abc', { cookie })).status).toBe(400);
  });

  it('answers a filter value outside its list with 400 naming the field, and a display-map agency type with a list', async () => {
    for (const [key, value] of [
      ['businessType', 'pirate'],
      ['companySize', 'huge'],
      ['timeline', 'someday'],
    ]) {
      const res = await app.request(`/api/leads?${key}=${value}`, { cookie });
      expect(res.status).toBe(400);
      expect(res.text).toContain(`${key} must be one of`);
    }
    const agency = await app.request('/api/leads?businessType=seo-agency', { cookie });
    expect(agency.status).toBe(200);
    expect((agency.body as { data: unknown[] }).data).toEqual([]);
  });
});

describe('GET /api/leads/:id', () => {
  it('returns one lead to the admin', async () => {
    const created = await app.request('/api/leads', { method: 'POST', body: validRestLead({ name: 'Single Lead' }) });
    const id = (created.body as LeadBody).data.id;
    const res = await app.request(`/api/leads/${id}`, { cookie });
    expect(res.status).toBe(200);
    expect((res.body as LeadBody).data).toMatchObject({ id, name: 'Single Lead' });
  });

  it('refuses anonymous callers', async () => {
    const res = await app.request('/api/leads/1');
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('email');
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await app.request(`/api/leads/${id}`, { cookie });
    expect(res.status).toBe(404);
    expect((res.body as LeadBody).success).toBe(false);
  });
});

describe('unknown /api paths', () => {
  it('answer a JSON 404', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found' });
  });
});
