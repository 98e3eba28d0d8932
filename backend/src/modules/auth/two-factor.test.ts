import { Secret, TOTP } from 'otpauth';
import { startTestApp, type JsonResponse, type TestApp } from '../../test/start-test-app';
import { addMember, bearer, createToken, type Member } from '../../test/team';

/** the app's clock: each test moves it forward (a code's step is good once per account) */
let clock = new Date(Date.UTC(2026, 10, 2, 9, 0, 10));
const STEP_MS = 30_000;
let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  adminCookie = await app.signIn();
});
afterAll(() => app.close());

function advance(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

/** What the member's authenticator app shows `offsetMs` from the app's clock. */
function codeAt(secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() + offsetMs });
}

type Enrolled = Member & { secret: string; recoveryCodes: string[] };

async function enrol(member: Member): Promise<Enrolled> {
  const begun = await app.graphql<{ beginTwoFactorSetup: { secret: string } }>(
    'mutation { beginTwoFactorSetup { secret } }',
    {},
    member.cookie,
  );
  const secret = begun.data!.beginTwoFactorSetup.secret;
  const confirmed = await app.graphql<{ confirmTwoFactorSetup: string[] }>(
    'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }',
    { code: codeAt(secret) },
    member.cookie,
  );
  if (!confirmed.data) throw new Error(`confirm failed: ${JSON.stringify(confirmed.errors)}`);
  // the next code from the app is a later step
  advance(STEP_MS);
  return { ...member, secret, recoveryCodes: confirmed.data.confirmTwoFactorSetup };
}

function cookieOf(res: JsonResponse): string {
  const header = res.headers.get('set-cookie');
  if (!header) throw new Error('no cookie set');
  return header.split(';')[0];
}

/** The password step; returns the pending session's cookie. */
async function passwordStep(member: Member): Promise<string> {
  const res = await app.request('/api/login', {
    method: 'POST',
    body: { username: member.username, password: member.password },
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, twoFactorRequired: true });
  return cookieOf(res);
}

function codeStep(cookie: string | undefined, code: unknown): Promise<JsonResponse> {
  return app.request('/api/login/two-factor', { method: 'POST', body: { code }, cookie });
}

async function signedInAs(cookie: string): Promise<string | null> {
  const res = await app.request('/api/user', { cookie });
  return res.status === 200 ? (res.body as { data: { username: string } }).data.username : null;
}

async function auditActions(userId: number): Promise<string[]> {
  const rows: { action: string }[] = await app.dataSource.query(
    `SELECT "action" FROM "audit_event" WHERE "target_type" = 'user' AND "target_id" = $1 ORDER BY "id"`,
    [String(userId)],
  );
  return rows.map((row) => row.action);
}

async function newEnrolledMember(role: 'ADMIN' | 'ANALYST' = 'ANALYST'): Promise<Enrolled> {
  return enrol(await addMember(app, adminCookie, role));
}

describe('enrolment', () => {
  it('shows the key once, turns on with a right code, and gives ten recovery codes stored hashed', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const begun = await app.graphql<{ beginTwoFactorSetup: { secret: string; otpauthUrl: string; qrCodeSvg: string } }>(
      'mutation { beginTwoFactorSetup { secret otpauthUrl qrCodeSvg } }',
      {},
      member.cookie,
    );
    const { secret, otpauthUrl, qrCodeSvg } = begun.data!.beginTwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(member.username));
    expect(qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await app.graphql(
      'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }',
      { code: codeAt(secret, -2 * STEP_MS) },
      member.cookie,
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const beforeRight = await app.graphql<{ me: { twoFactorEnabled: boolean } }>(
      '{ me { twoFactorEnabled } }',
      {},
      member.cookie,
    );
    expect(beforeRight.data?.me.twoFactorEnabled).toBe(false);

    const confirmed = await app.graphql<{ confirmTwoFactorSetup: string[] }>(
      'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }',
      { code: codeAt(secret) },
      member.cookie,
    );
    const codes = confirmed.data!.confirmTwoFactorSetup;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await app.graphql<{
      me: { twoFactorEnabled: boolean };
      twoFactorStatus: { enabled: boolean; recoveryCodesLeft: number };
    }>('{ me { twoFactorEnabled } twoFactorStatus { enabled recoveryCodesLeft } }', {}, member.cookie);
    expect(status.data).toEqual({
      me: { twoFactorEnabled: true },
      twoFactorStatus: { enabled: true, recoveryCodesLeft: 10 },
    });

    const [stored] = await app.dataSource.query<{ secret: string; hashes: string }[]>(
      `SELECT "two_factor_secret" AS "secret", (SELECT string_agg("code_hash", ',') FROM "two_factor_recovery_code" WHERE "user_id" = $1) AS "hashes"
       FROM "app_user" WHERE "id" = $1`,
      [member.id],
    );
    expect(stored.secret).not.toContain(secret);
    expect(stored.secret).toMatch(/^v1\./);
    for (const code of codes) expect(stored.hashes).not.toContain(code.replace('-', ''));
    expect(await auditActions(member.id)).toContain('two_factor.enabled');

    const again = await app.graphql('mutation { beginTwoFactorSetup { secret } }', {}, member.cookie);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    advance(STEP_MS);
  });

  it('is not for an API token', async () => {
    const member = await addMember(app, adminCookie, 'ADMIN');
    const { token } = await createToken(app, member.cookie, 'WRITE');
    const res = await app.graphql('mutation { beginTwoFactorSetup { secret } }', {}, undefined, bearer(token));
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the second step of signing in', () => {
  it('gives no session for the password alone, and one for the right code', async () => {
    const member = await newEnrolledMember();
    const pending = await passwordStep(member);
    expect(await signedInAs(pending)).toBeNull();
    const gqlMe = await app.graphql<{ me: unknown }>('{ me { id } }', {}, pending);
    expect(gqlMe.data?.me).toBeNull();

    const res = await codeStep(pending, codeAt(member.secret));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: member.id, username: member.username, role: 'ANALYST' } });
    const session = cookieOf(res);
    expect(session).not.toBe(pending);
    expect(await signedInAs(session)).toBe(member.username);
    // the pending cookie was replaced: it opens nothing
    expect(await signedInAs(pending)).toBeNull();
  });

  it('goes through GraphQL too: login answers twoFactorRequired, verifyTwoFactor signs in', async () => {
    const member = await newEnrolledMember();
    const login = await app.request('/graphql', {
      method: 'POST',
      body: {
        query:
          'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { twoFactorRequired user { id } } }',
        variables: { u: member.username, p: member.password },
      },
    });
    expect((login.body as { data: unknown }).data).toEqual({ login: { twoFactorRequired: true, user: null } });
    const pending = cookieOf(login);
    const verified = await app.request('/graphql', {
      method: 'POST',
      cookie: pending,
      body: {
        query: 'mutation ($c: String!) { verifyTwoFactor(code: $c) { username } }',
        variables: { c: codeAt(member.secret) },
      },
    });
    expect((verified.body as { data: unknown }).data).toEqual({ verifyTwoFactor: { username: member.username } });
    expect(await signedInAs(cookieOf(verified))).toBe(member.username);
  });

  it('accepts a code one step either side of the clock and refuses two steps off', async () => {
    const member = await newEnrolledMember();
    advance(4 * STEP_MS);
    expect((await codeStep(await passwordStep(member), codeAt(member.secret, -STEP_MS))).status).toBe(200);
    advance(4 * STEP_MS);
    expect((await codeStep(await passwordStep(member), codeAt(member.secret, STEP_MS))).status).toBe(200);
    advance(6 * STEP_MS);
    for (const offset of [-2 * STEP_MS, 2 * STEP_MS]) {
      const pending = await passwordStep(member);
      const res = await codeStep(pending, codeAt(member.secret, offset));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'That code is not right' });
      expect(await signedInAs(pending)).toBeNull();
    }
  });

  it('refuses a code already used, for the rest of its window', async () => {
    const member = await newEnrolledMember();
    const code = codeAt(member.secret);
    expect((await codeStep(await passwordStep(member), code)).status).toBe(200);
    const replay = await codeStep(await passwordStep(member), code);
    expect(replay.status).toBe(401);
    advance(STEP_MS - 1000);
    // still within one step of the clock, but used
    expect((await codeStep(await passwordStep(member), code)).status).toBe(401);
    // an earlier step is refused after a later one was accepted
    expect((await codeStep(await passwordStep(member), codeAt(member.secret, -STEP_MS))).status).toBe(401);
    advance(2000);
    expect((await codeStep(await passwordStep(member), codeAt(member.secret))).status).toBe(200);
  });

  it('takes a recovery code in place of a code, once', async () => {
    const member = await newEnrolledMember();
    const [recovery] = member.recoveryCodes;
    const res = await codeStep(await passwordStep(member), recovery.toUpperCase());
    expect(res.status).toBe(200);
    const status = await app.graphql<{ twoFactorStatus: { recoveryCodesLeft: number } }>(
      '{ twoFactorStatus { recoveryCodesLeft } }',
      {},
      cookieOf(res),
    );
    expect(status.data?.twoFactorStatus.recoveryCodesLeft).toBe(9);
    expect(await auditActions(member.id)).toContain('two_factor.recovery_code_used');
    expect((await codeStep(await passwordStep(member), recovery)).status).toBe(401);
  });

  it('locks the second step after five wrong codes in a row, for 15 minutes', async () => {
    const member = await newEnrolledMember();
    const pending = await passwordStep(member);
    const wrong = codeAt(member.secret, 10 * STEP_MS);
    for (let i = 1; i <= 4; i += 1) expect((await codeStep(pending, wrong)).status).toBe(401);
    const fifth = await codeStep(pending, wrong);
    expect(fifth.status).toBe(429);
    const lockedUntil = new Date(clock.getTime() + 15 * 60_000).toISOString();
    expect(fifth.body).toEqual({
      success: false,
      error: `Too many wrong codes: two-step sign-in for this account is locked until ${lockedUntil}`,
      lockedUntil,
    });
    // the right code is refused while locked, and a recovery code too
    expect((await codeStep(pending, codeAt(member.secret))).status).toBe(429);
    expect((await codeStep(pending, member.recoveryCodes[0])).status).toBe(429);
    expect(await auditActions(member.id)).toContain('two_factor.locked');

    advance(15 * 60_000 - 1000);
    expect((await codeStep(await passwordStep(member), codeAt(member.secret))).status).toBe(429);
    advance(1000);
    const after = await codeStep(await passwordStep(member), codeAt(member.secret));
    expect(after.status).toBe(200);
  });

  it('counts only wrong codes in a row: a right code starts the count again', async () => {
    const member = await newEnrolledMember();
    const wrong = codeAt(member.secret, 10 * STEP_MS);
    for (let i = 0; i < 4; i += 1) expect((await codeStep(await passwordStep(member), wrong)).status).toBe(401);
    expect((await codeStep(await passwordStep(member), codeAt(member.secret))).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await codeStep(await passwordStep(member), wrong)).status).toBe(401);
    advance(STEP_MS);
    expect((await codeStep(await passwordStep(member), codeAt(member.secret))).status).toBe(200);
  });

  it('waits five minutes for the code, in this browser only', async () => {
    const member = await newEnrolledMember();
    const pending = await passwordStep(member);
    // another browser (no cookie) has nothing pending
    expect((await codeStep(undefined, codeAt(member.secret))).status).toBe(409);
    advance(5 * 60_000);
    const late = await codeStep(pending, codeAt(member.secret));
    expect(late.status).toBe(409);
    expect((late.body as { error: string }).error).toMatch(/Sign in with your username and password first/);
  });

  it.each([
    ['a number', 123456],
    ['no code', undefined],
    ['too short', '12345'],
    ['too long', '1'.repeat(21)],
  ])('answers 400 for %s', async (_label, code) => {
    const member = await newEnrolledMember();
    const res = await codeStep(await passwordStep(member), code);
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields).toHaveProperty('code');
  });

  it('leaves members without two-step sign-in signing in as before', async () => {
    const member = await addMember(app, adminCookie, 'ANALYST');
    const res = await app.request('/api/login', {
      method: 'POST',
      body: { username: member.username, password: member.password },
    });
    expect(res.body).toEqual({ success: true, data: { id: member.id, username: member.username, role: 'ANALYST' } });
  });
});

describe('turning it off', () => {
  it('takes the password and a code, and is audited', async () => {
    const member = await newEnrolledMember();
    const DISABLE = 'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) }';
    const badPassword = await app.graphql(DISABLE, { p: 'not the password', c: codeAt(member.secret) }, member.cookie);
    expect(badPassword.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badCode = await app.graphql(
      DISABLE,
      { p: member.password, c: codeAt(member.secret, 5 * STEP_MS) },
      member.cookie,
    );
    expect(badCode.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const done = await app.graphql(DISABLE, { p: member.password, c: codeAt(member.secret) }, member.cookie);
    expect(done.data).toEqual({ disableTwoFactor: true });
    expect(await auditActions(member.id)).toContain('two_factor.disabled');
    expect(await app.signIn(member)).toMatch(/^connect\.sid=/);
  });

  it('is done by an admin for a member who lost the phone (audited); an analyst may not', async () => {
    const member = await newEnrolledMember();
    const RESET = 'mutation ($id: Int!) { resetUserTwoFactor(userId: $id) }';
    const analyst = await addMember(app, adminCookie, 'ANALYST');
    expect((await app.graphql(RESET, { id: member.id }, analyst.cookie)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.graphql(RESET, { id: 2147483000 }, adminCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await app.graphql(RESET, { id: member.id }, adminCookie)).data).toEqual({ resetUserTwoFactor: true });
    expect(await auditActions(member.id)).toContain('two_factor.reset');
    const team = await app.graphql<{ users: { id: number; twoFactorEnabled: boolean }[] }>(
      '{ users { id twoFactorEnabled } }',
      {},
      adminCookie,
    );
    expect(team.data?.users.find((user) => user.id === member.id)?.twoFactorEnabled).toBe(false);
    expect(await signedInAs(await app.signIn(member))).toBe(member.username);
  });
});

describe('requiring two-step sign-in', () => {
  const UPDATE =
    'mutation ($input: SecuritySettingsInput!) { updateSecuritySettings(input: $input) { requireTwoFactor gracePeriodDays enrolmentDeadline } }';

  afterEach(async () => {
    await app.graphql(UPDATE, { input: { requireTwoFactor: false, gracePeriodDays: 7 } }, adminCookie);
  });

  it('refuses bad settings and non-admins', async () => {
    const bad = await app.graphql(UPDATE, { input: { requireTwoFactor: true, gracePeriodDays: -1 } }, adminCookie);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooLong = await app.graphql(UPDATE, { input: { requireTwoFactor: true, gracePeriodDays: 91 } }, adminCookie);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const read = await app.graphql<{ securitySettings: { requireTwoFactor: boolean } }>(
      '{ securitySettings { requireTwoFactor } }',
      {},
      adminCookie,
    );
    expect(read.data?.securitySettings.requireTwoFactor).toBe(false);
    const analyst = await addMember(app, adminCookie, 'ANALYST');
    const refused = await app.graphql(
      UPDATE,
      { input: { requireTwoFactor: true, gracePeriodDays: 1 } },
      analyst.cookie,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('makes a member enrol before anything else once the grace period is over; tokens are unaffected', async () => {
    const member = await addMember(app, adminCookie, 'ADMIN');
    const { token } = await createToken(app, member.cookie, 'READ');
    const set = await app.graphql<{ updateSecuritySettings: { enrolmentDeadline: string } }>(
      UPDATE,
      { input: { requireTwoFactor: true, gracePeriodDays: 2 } },
      adminCookie,
    );
    expect(set.data?.updateSecuritySettings.enrolmentDeadline).toBe(
      new Date(clock.getTime() + 2 * 86_400_000).toISOString(),
    );

    // within the grace period: everything as before
    const early = await app.signIn(member);
    expect((await app.graphql('{ users { id } }', {}, early)).errors).toBeUndefined();

    advance(2 * 86_400_000);
    // the session from the grace period is held to enrolment from the deadline on
    expect((await app.graphql('{ users { id } }', {}, early)).errors?.[0]?.extensions?.code).toBe(
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    );
    const late = await app.signIn(member);
    const refused = await app.graphql('{ users { id } }', {}, late);
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    const rest = await app.request('/api/leads', { cookie: late });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
    const me = (cookie: string) =>
      app.graphql<{ me: { id: number; mustEnrolTwoFactor: boolean } }>('{ me { id mustEnrolTwoFactor } }', {}, cookie);
    expect((await me(late)).data?.me).toEqual({ id: member.id, mustEnrolTwoFactor: true });
    // the sign-in itself says so, for the browser to go to the enrolment page at once
    const signedIn = await app.graphql<{ login: { user: { mustEnrolTwoFactor: boolean } } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { user { mustEnrolTwoFactor } } }',
      { u: member.username, p: member.password },
    );
    expect(signedIn.data?.login.user.mustEnrolTwoFactor).toBe(true);
    // what every visitor may read, the held session reads too: the site's pages load around the enrolment page
    expect((await app.request('/api/marketing-settings', { cookie: late })).status).toBe(200);
    expect((await app.graphql('{ publicMarketingSettings { __typename } }', {}, late)).errors).toBeUndefined();
    // the token is not held to enrolment
    expect((await app.graphql('{ users { id } }', {}, undefined, bearer(token))).errors).toBeUndefined();

    const enrolled = await enrol({ ...member, cookie: late });
    expect((await app.graphql('{ users { id } }', {}, late)).errors).toBeUndefined();
    expect((await me(late)).data?.me.mustEnrolTwoFactor).toBe(false);
    const DISABLE = 'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) }';
    // a second step cannot be turned off while it is required
    const off = await app.graphql(DISABLE, { p: member.password, c: codeAt(enrolled.secret) }, late);
    expect(off.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
