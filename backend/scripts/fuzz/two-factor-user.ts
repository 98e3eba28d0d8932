import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { httpRequest, signIn } from '../real-server/http-client';

/**
 * A member of the fuzz's own with two-step sign-in on, for the code step's cases: `pending()` is a
 * fresh browser session past the password and waiting for its code; `usedCode` is the code that
 * confirmed the setup (a replay, refused).
 */
export type TwoFactorUser = { pending: () => Promise<string>; usedCode: string };

async function graphql(baseUrl: string, cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await httpRequest(baseUrl, {
    method: 'POST',
    path: '/graphql',
    headers: { cookie },
    body: { query, variables },
  });
  const body = JSON.parse(res.body) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`fuzz set-up: ${JSON.stringify(body.errors)}`);
  return body.data ?? {};
}

export async function enrolledFuzzUser(baseUrl: string, adminCookie: string): Promise<TwoFactorUser> {
  const credentials = { username: `fuzz-2fa-${randomBytes(4).toString('hex')}`, password: 'quiet harbour fuzz 2fa' };
  await graphql(baseUrl, adminCookie, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: { ...credentials, role: 'ANALYST' },
  });
  const cookie = await signIn(baseUrl, credentials);
  const begun = await graphql(baseUrl, cookie, 'mutation { beginTwoFactorSetup { secret } }');
  const { secret } = begun.beginTwoFactorSetup as { secret: string };
  const usedCode = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await graphql(baseUrl, cookie, 'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }', {
    code: usedCode,
  });
  const pending = async () => {
    const res = await httpRequest(baseUrl, { method: 'POST', path: '/api/login', body: credentials });
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]?.split(';')[0];
    if (res.status !== 200 || !set)
      throw new Error(`fuzz password step failed: ${res.status} ${res.body.slice(0, 200)}`);
    return set;
  };
  return { pending, usedCode };
}
