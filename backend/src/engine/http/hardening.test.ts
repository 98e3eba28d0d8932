import { MAX_COST, MAX_DEPTH } from '../graphql/operation-limits';
import { startTestApp, TEST_ADMIN, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';
import { stringMatching } from '../../test/matchers';

/** Headers, cross-site requests, GraphQL operation limits and what production hides. */
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn();
});
afterAll(() => app.close());

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers (helmet)', () => {
  it('gives pages a CSP with scripts from our origin and Stripe only, no inline script, no framing', async () => {
    const res = await app.request('/', { headers: { accept: 'text/html' } });
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toContain('https://js.stripe.com');
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('adds the Google Analytics and Meta hosts only while those integrations are on with an id', async () => {
    const setSettings = (input: Record<string, unknown>) =>
      app.graphql(
        'mutation ($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { id } }',
        { input },
        admin,
      );
    const scripts = async () =>
      directives(
        (await app.request('/', { headers: { accept: 'text/html' } })).headers.get('content-security-policy'),
      ).get('script-src');
    await setSettings({ gaEnabled: true, gaMeasurementId: '' });
    expect(await scripts()).not.toContain('https://www.googletagmanager.com');
    await setSettings({ gaEnabled: true, gaMeasurementId: 'G-ABC123', fbCapiEnabled: true, fbPixelId: '1234567890' });
    expect(await scripts()).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    );
    await setSettings({ gaEnabled: false, fbCapiEnabled: false });
    expect(await scripts()).toEqual(["'self'", 'https://js.stripe.com']);
  });

  it('gives API answers a CSP that allows nothing', async () => {
    const res = await app.request('/api/user');
    expect(directives(res.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
  });
});

describe('cross-site requests (CSRF)', () => {
  it('refuses a state-changing /api request from another site, by Origin or by Referer, storing nothing', async () => {
    const before = await app.count('lead');
    const byOrigin = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead(),
      headers: { origin: 'https://evil.example' },
    });
    const byReferer = await app.request('/api/logout', {
      method: 'POST',
      cookie: admin,
      headers: { referer: 'https://evil.example/page' },
    });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.body).toEqual({ success: false, error: 'Cross-site request refused' });
    expect(byReferer.status).toBe(403);
    expect(await app.count('lead')).toBe(before);
    expect((await app.request('/api/user', { cookie: admin })).status).toBe(200);
  });

  it('accepts the same origin, and programs that send no Origin', async () => {
    const host = new URL(app.url).host;
    expect(
      (
        await app.request('/api/leads', {
          method: 'POST',
          body: validRestLead({ email: 'same@example.com' }),
          headers: { origin: `http://${host}` },
        })
      ).status,
    ).toBe(201);
    expect(
      (await app.request('/api/leads', { method: 'POST', body: validRestLead({ email: 'program@example.com' }) }))
        .status,
    ).toBe(201);
  });

  it("keeps Apollo's CSRF prevention on /graphql: a simple GET without a preflight header is refused", async () => {
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/);
  });
});

describe('GraphQL operation limits', () => {
  it(`refuses an operation nested deeper than ${MAX_DEPTH} before running it`, async () => {
    // the schema has no cycles today; the limit guards the day one is added
    const nested = Array.from({ length: MAX_DEPTH }, (_, i) => `f${i} {`).join(' ');
    const res = await app.graphql(`{ leads { nodes { ${nested} id ${'}'.repeat(MAX_DEPTH)} } } }`, undefined, admin);
    expect(res.status).toBe(400);
    expect(res.errors?.map((error) => error.message)).toContainEqual(
      stringMatching(`exceeds maximum operation depth of ${MAX_DEPTH}`),
    );
    expect((await app.graphql('{ leads { nodes { id } totalCount } }', undefined, admin)).errors).toBeUndefined();
  });

  it(`refuses an operation costing more than ${MAX_COST} points, naming its cost`, async () => {
    const fields = 'id name email phone company businessType companySize timeline createdAt';
    const aliases = Array.from({ length: 8 }, (_, i) => `p${i}: leads(first: 200) { nodes { ${fields} } }`).join(' ');
    const res = await app.graphql(`{ ${aliases} }`, undefined, admin);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY', maxCost: MAX_COST } });
    expect(res.errors?.[0].message).toMatch(/too costly/);
    // the back office's own page of 200 is within the limit
    expect(
      (await app.graphql(`{ leads(first: 200) { nodes { ${fields} } totalCount } }`, undefined, admin)).errors,
    ).toBeUndefined();
  });

  it('caps the page size', async () => {
    const res = await app.graphql('{ leads(first: 100000) { nodes { id } } }', undefined, admin);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-32-characters',
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      },
    });
  });
  afterAll(() => prod.close());

  it('refuses introspection to anonymous callers and allows it to a signed-in admin', async () => {
    const anonymous = await prod.graphql('{ __schema { queryType { name } } }');
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(anonymous.data).toBeUndefined();
    const typeProbe = await prod.graphql('{ __type(name: "Lead") { fields { name } } }');
    expect(typeProbe.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const signedIn = await prod.graphql('{ __schema { queryType { name } } }', undefined, await prod.signIn());
    expect(signedIn.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('sends no stack trace with an error', async () => {
    const res = await prod.graphql('{ lead(id: "not a number") { id } }');
    expect(JSON.stringify(res)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
    const rest = await prod.request('/api/leads', { method: 'POST', rawBody: '{"broken":' });
    expect(rest.status).toBe(400);
    expect(rest.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("adds upgrade-insecure-requests to the pages' CSP", async () => {
    const res = await prod.request('/', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
  });
});

describe('hostile text', () => {
  it('answers a NUL character, which PostgreSQL cannot store, with 400 and stores nothing', async () => {
    const before = await app.count('lead');
    const login = await app.request('/api/login', {
      method: 'POST',
      body: { username: '\u0000admin', password: 'fuzz-password-123' },
    });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ success: false, error: 'Text must not contain NUL (\\u0000) characters.' });
    expect(
      (await app.request('/api/leads', { method: 'POST', body: validRestLead({ name: 'Jane\u0000Cooper' }) })).status,
    ).toBe(400);
    const gql = await app.graphql('mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }', {
      input: validLeadInput({ company: 'North\u0000wind' }),
    });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await app.count('lead')).toBe(before);
  });

  it('never sends back markup from the input as raw bytes, in REST or GraphQL errors', async () => {
    const script = '<script>alert(1)</script>';
    const gql = await app.request('/graphql', {
      method: 'POST',
      body: { query: 'query ($id: Int!) { lead(id: $id) { id } }', variables: { id: script } },
      cookie: admin,
    });
    expect(gql.status).toBe(400);
    expect(gql.text).not.toContain('<script');
    expect(JSON.stringify(gql.body)).toContain(script); // the same message, once parsed
    const rest = await app.request('/api/leads/1/milestones', {
      method: 'POST',
      body: { milestone_id: script, title: 'x', description: 'y', completed: true },
      cookie: admin,
    });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect(rest.text).not.toContain('<script');
  });
});

describe('malformed unicode', () => {
  it('answers half a surrogate pair with 400 on REST and BAD_USER_INPUT on GraphQL, storing nothing', async () => {
    const before = await app.count('lead');
    const rest = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: '\ud800M@example.com' }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, fields: { email: 'Text must be valid Unicode' } });
    const gql = await app.graphql('mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }', {
      input: validLeadInput({ name: 'Jane \udc00' }),
    });
    expect(gql.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Text must be valid Unicode' } },
    });
    expect(await app.count('lead')).toBe(before);
    // a whole pair (an emoji) is fine
    expect(
      (
        await app.request('/api/leads', {
          method: 'POST',
          body: validRestLead({ name: 'Jane 😀 Cooper', email: 'emoji@example.com' }),
        })
      ).status,
    ).toBe(201);
  });
});
