import { startTestApp, type TestApp } from '../../test/start-test-app';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn();
});
afterAll(() => app.close());

type RestSettings = Record<string, unknown>;
type RestBody = { success: boolean; data: RestSettings; error?: string; fields?: Record<string, string> };

const PUBLIC_KEYS = ['fb_capi_enabled', 'fb_pixel_id', 'ga_enabled', 'ga_measurement_id', 'require_consent'];
const ADMIN_FIELDS =
  'id gaEnabled gaMeasurementId fbCapiEnabled fbPixelId requireConsent fbAccessTokenSet fbAccessTokenMasked';
const UPDATE = `mutation Update($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { ${ADMIN_FIELDS} } }`;

/** `who` null sends no cookie */
function patch(body: unknown, who: string | null = cookie, id: number | string = 1) {
  return app.request(`/api/marketing-settings/${id}`, { method: 'PATCH', body, cookie: who ?? undefined });
}

async function adminRead(): Promise<RestSettings> {
  return ((await app.request('/api/marketing-settings', { cookie })).body as RestBody).data;
}

async function publicRead(): Promise<RestSettings> {
  return ((await app.request('/api/marketing-settings')).body as RestBody).data;
}

describe('GET /api/marketing-settings', () => {
  it('gives anyone exactly the public fields: everything off at first, and consent required', async () => {
    const res = await app.request('/api/marketing-settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        ga_enabled: false,
        ga_measurement_id: null,
        fb_capi_enabled: false,
        fb_pixel_id: null,
        require_consent: true,
      },
    });
  });

  it('gives the admin the full record', async () => {
    const res = await app.request('/api/marketing-settings', { cookie });
    expect(res.status).toBe(200);
    expect((res.body as RestBody).data).toEqual({
      id: 1,
      ga_enabled: false,
      ga_measurement_id: null,
      fb_capi_enabled: false,
      fb_pixel_id: null,
      require_consent: true,
      fb_access_token: null,
      fb_access_token_set: false,
    });
  });
});

describe('PATCH /api/marketing-settings/:id', () => {
  it('refuses an anonymous caller with 401 and changes nothing', async () => {
    const before = await adminRead();
    const res = await patch({ ga_enabled: true }, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
    expect(await adminRead()).toEqual(before);
  });

  it.each([
    ['ga_enabled', true],
    ['ga_measurement_id', 'G-ABC123XYZ'],
    ['fb_capi_enabled', true],
    ['fb_pixel_id', '123456789012345'],
    ['require_consent', false],
    ['require_consent', true],
  ])('changes %s alone and answers the updated record', async (field, value) => {
    const before = await adminRead();
    const res = await patch({ [field]: value });
    expect(res.status).toBe(200);
    expect((res.body as RestBody).success).toBe(true);
    expect((res.body as RestBody).data).toEqual({ ...before, [field]: value });
    expect(await adminRead()).toEqual({ ...before, [field]: value });
    expect((await publicRead())[field]).toEqual(value);
  });

  it('changes several fields at once', async () => {
    const res = await patch({ ga_enabled: false, fb_capi_enabled: false });
    expect((res.body as RestBody).data).toMatchObject({
      ga_enabled: false,
      fb_capi_enabled: false,
      ga_measurement_id: 'G-ABC123XYZ',
    });
  });

  it('clears a text setting given an empty string', async () => {
    await patch({ fb_pixel_id: '555555555' });
    const res = await patch({ fb_pixel_id: '' });
    expect(res.status).toBe(200);
    expect((res.body as RestBody).data.fb_pixel_id).toBeNull();
    expect((await publicRead()).fb_pixel_id).toBeNull();
  });

  const bad: [string, unknown, string | null][] = [
    ['a measurement id without G-', { ga_measurement_id: 'UA-12345-1' }, 'ga_measurement_id'],
    ['a text value for a switch', { ga_enabled: 'yes' }, 'ga_enabled'],
    ['a text value for the consent switch', { require_consent: 'false' }, 'require_consent'],
    ['a number for the pixel id', { fb_pixel_id: 123456789 }, 'fb_pixel_id'],
    ['a pixel id with letters', { fb_pixel_id: 'pixel-one' }, 'fb_pixel_id'],
    ['a too-short pixel id', { fb_pixel_id: '1234' }, 'fb_pixel_id'],
    ['a token with spaces', { fb_access_token: 'EAAB token with spaces' }, 'fb_access_token'],
    ['an empty body', {}, null],
    ['only unknown fields', { id: 7, admin: true }, null],
    ['a JSON array body', [{ ga_enabled: true }], null],
  ];
  it.each(bad)('refuses %s with 400 and changes nothing', async (_what, body, field) => {
    const before = await adminRead();
    const res = await patch(body);
    expect(res.status).toBe(400);
    expect((res.body as RestBody).success).toBe(false);
    expect(typeof (res.body as RestBody).error).toBe('string');
    if (field) expect(Object.keys((res.body as RestBody).fields ?? {})).toEqual([field]);
    expect(await adminRead()).toEqual(before);
  });

  it('explains what a measurement id must look like', async () => {
    const res = await patch({ ga_measurement_id: 'UA-12345-1' });
    expect((res.body as RestBody).fields).toEqual({
      ga_measurement_id: 'The Google Analytics measurement ID must start with G- (e.g. G-XXXXXXXXXX)',
    });
  });

  it('answers malformed JSON with 400 and a 1 MB token with 413, changing nothing', async () => {
    const before = await adminRead();
    const malformed = await app.request('/api/marketing-settings/1', {
      method: 'PATCH',
      rawBody: '{"ga_enabled": tru',
      cookie,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, error: 'Malformed JSON body' });
    const huge = await patch({ fb_access_token: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await adminRead()).toEqual(before);
  });

  it.each(['2', '0', 'abc', '99999999999'])('answers 404 for the settings id %s', async (id) => {
    const before = await adminRead();
    const res = await patch({ ga_enabled: true }, cookie, id);
    expect(res.status).toBe(404);
    expect((res.body as RestBody).success).toBe(false);
    expect(await adminRead()).toEqual(before);
  });
});

describe('GraphQL marketing settings', () => {
  it('publicMarketingSettings answers anyone', async () => {
    const res = await app.graphql(
      '{ publicMarketingSettings { gaEnabled gaMeasurementId fbCapiEnabled fbPixelId requireConsent } }',
    );
    expect(res.errors).toBeUndefined();
    const rest = await publicRead();
    expect(res.data).toEqual({
      publicMarketingSettings: {
        gaEnabled: rest.ga_enabled,
        gaMeasurementId: rest.ga_measurement_id,
        fbCapiEnabled: rest.fb_capi_enabled,
        fbPixelId: rest.fb_pixel_id,
        requireConsent: rest.require_consent,
      },
    });
  });

  it('marketingSettings refuses an anonymous caller with UNAUTHENTICATED and no data', async () => {
    await app.graphql(UPDATE, { input: { fbPixelId: '424242424242' } }, cookie);
    const res = await app.graphql(`{ marketingSettings { ${ADMIN_FIELDS} } }`);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('marketingSettings gives the admin the whole record', async () => {
    const res = await app.graphql(`{ marketingSettings { ${ADMIN_FIELDS} } }`, undefined, cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data?.marketingSettings).toMatchObject({
      id: 1,
      fbPixelId: '424242424242',
      fbAccessTokenSet: false,
      fbAccessTokenMasked: null,
    });
  });

  it('updateMarketingSettings refuses an anonymous caller and changes nothing', async () => {
    const before = await adminRead();
    const res = await app.graphql(UPDATE, { input: { gaEnabled: true, gaMeasurementId: 'G-HACKED1' } });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await adminRead()).toEqual(before);
  });

  it('updateMarketingSettings changes one or more fields', async () => {
    const one = await app.graphql(UPDATE, { input: { gaMeasurementId: 'G-ONE1' } }, cookie);
    expect(one.errors).toBeUndefined();
    expect(one.data?.updateMarketingSettings).toMatchObject({ gaMeasurementId: 'G-ONE1' });

    const several = await app.graphql(
      UPDATE,
      { input: { gaEnabled: true, fbCapiEnabled: true, fbPixelId: '987654321' } },
      cookie,
    );
    expect(several.data?.updateMarketingSettings).toMatchObject({
      gaEnabled: true,
      gaMeasurementId: 'G-ONE1',
      fbCapiEnabled: true,
      fbPixelId: '987654321',
    });
    expect(await publicRead()).toEqual({
      ga_enabled: true,
      ga_measurement_id: 'G-ONE1',
      fb_capi_enabled: true,
      fb_pixel_id: '987654321',
      require_consent: true,
    });
  });

  it('updateMarketingSettings switches "Require consent before tracking" off and on again', async () => {
    const off = await app.graphql(UPDATE, { input: { requireConsent: false } }, cookie);
    expect(off.errors).toBeUndefined();
    expect(off.data?.updateMarketingSettings).toMatchObject({ requireConsent: false, gaEnabled: true });
    expect((await publicRead()).require_consent).toBe(false);

    const on = await app.graphql(UPDATE, { input: { requireConsent: true } }, cookie);
    expect(on.data?.updateMarketingSettings).toMatchObject({ requireConsent: true });
    expect((await publicRead()).require_consent).toBe(true);
  });

  it('updateMarketingSettings clears a text setting given an empty string', async () => {
    const res = await app.graphql(UPDATE, { input: { gaMeasurementId: '' } }, cookie);
    expect(res.data?.updateMarketingSettings).toMatchObject({ gaMeasurementId: null, gaEnabled: true });
    expect((await publicRead()).ga_measurement_id).toBeNull();
  });

  it('updateMarketingSettings answers a measurement id without G- with BAD_USER_INPUT and changes nothing', async () => {
    const before = await adminRead();
    const res = await app.graphql(UPDATE, { input: { gaMeasurementId: 'UA-12345-1', gaEnabled: false } }, cookie);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { gaMeasurementId: 'The Google Analytics measurement ID must start with G- (e.g. G-XXXXXXXXXX)' },
    });
    expect(await adminRead()).toEqual(before);
  });

  it('updateMarketingSettings answers an empty input with BAD_USER_INPUT', async () => {
    const res = await app.graphql(UPDATE, { input: {} }, cookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('updateMarketingSettings rejects wrong types before running', async () => {
    const before = await adminRead();
    const res = await app.graphql(UPDATE, { input: { gaEnabled: 'yes' } }, cookie);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await adminRead()).toEqual(before);
  });
});

describe('the Facebook access token', () => {
  const TOKEN = 'EAABsbCS1iHgBAKZCZBzsecretTOKENvalue9f3c';
  const LAST4 = TOKEN.slice(-4);
  /** every response body seen while the token is set */
  const bodies: string[] = [];
  const seen = <T extends { text: string }>(res: T): T => {
    bodies.push(res.text);
    return res;
  };

  beforeAll(async () => {
    const res = seen(await patch({ fb_access_token: TOKEN }));
    expect(res.status).toBe(200);
  });

  it('is acknowledged to the writer only as set and masked', async () => {
    const res = seen(await patch({ fb_capi_enabled: true }));
    expect((res.body as RestBody).data).toMatchObject({
      fb_access_token_set: true,
      fb_access_token: `••••••••${LAST4}`,
    });
  });

  it('never appears in the public REST read, which has no token field at all', async () => {
    const res = seen(await app.request('/api/marketing-settings'));
    expect(Object.keys((res.body as RestBody).data).sort()).toEqual(PUBLIC_KEYS);
    expect(res.text).not.toContain(LAST4);
  });

  it('is shown to the admin over REST only as set, with a mask ending in its last four characters', async () => {
    const res = seen(await app.request('/api/marketing-settings', { cookie }));
    const data = (res.body as RestBody).data;
    expect(data.fb_access_token_set).toBe(true);
    expect(data.fb_access_token).toBe(`••••••••${LAST4}`);
  });

  it('cannot be asked for in the public GraphQL read', async () => {
    const res = await app.request('/graphql', {
      method: 'POST',
      body: { query: '{ publicMarketingSettings { fbAccessToken fbAccessTokenMasked } }' },
    });
    seen(res);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain(LAST4);
    const ok = seen(
      await app.request('/graphql', {
        method: 'POST',
        body: { query: '{ publicMarketingSettings { gaEnabled gaMeasurementId fbCapiEnabled fbPixelId } }' },
      }),
    );
    expect(ok.text).not.toContain(LAST4);
  });

  it('is shown to the admin over GraphQL only as set, with a mask ending in its last four characters', async () => {
    const res = seen(
      await app.request('/graphql', {
        method: 'POST',
        body: { query: `{ marketingSettings { ${ADMIN_FIELDS} } }` },
        cookie,
      }),
    );
    const settings = (res.body as { data: { marketingSettings: Record<string, unknown> } }).data.marketingSettings;
    expect(settings.fbAccessTokenSet).toBe(true);
    expect(settings.fbAccessTokenMasked).toBe(`••••••••${LAST4}`);
    const update = seen(
      await app.request('/graphql', {
        method: 'POST',
        body: { query: UPDATE, variables: { input: { fbCapiEnabled: true } } },
        cookie,
      }),
    );
    expect(
      (update.body as { data: { updateMarketingSettings: Record<string, unknown> } }).data.updateMarketingSettings
        .fbAccessTokenSet,
    ).toBe(true);
  });

  it('appears in full in no response body', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(7);
    for (const body of bodies) expect(body).not.toContain(TOKEN);
    // nor any long piece of it
    for (const body of bodies) expect(body).not.toContain(TOKEN.slice(0, 12));
  });

  it('is cleared by an empty string', async () => {
    const res = await patch({ fb_access_token: '' });
    expect((res.body as RestBody).data).toMatchObject({ fb_access_token_set: false, fb_access_token: null });
  });
});
