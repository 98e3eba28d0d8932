import { randomBytes } from 'node:crypto';
import type { TestApp } from './start-test-app';

export type Member = { id: number; username: string; password: string; cookie: string };

/** A password the new-password rules accept, different each call. */
export function strongPassword(): string {
  return `quiet harbour ${randomBytes(6).toString('hex')}`;
}

/** Creates a member of the team through the API (as the admin of `adminCookie`) and signs them in. */
export async function addMember(app: TestApp, adminCookie: string, role: 'ADMIN' | 'ANALYST'): Promise<Member> {
  const username = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}`;
  const password = strongPassword();
  const res = await app.graphql<{ createUser: { id: number } }>(
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { username, password, role } },
    adminCookie,
  );
  if (!res.data?.createUser) throw new Error(`createUser failed: ${JSON.stringify(res.errors)}`);
  return { id: res.data.createUser.id, username, password, cookie: await app.signIn({ username, password }) };
}

/** Creates an API token for the signed-in user of `cookie`; returns the token itself. */
export async function createToken(
  app: TestApp,
  cookie: string,
  scope: 'READ' | 'WRITE',
  expiresInDays: number | null = null,
): Promise<{ id: number; token: string }> {
  const res = await app.graphql<{ createApiToken: { token: string; apiToken: { id: number } } }>(
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }',
    { input: { name: `token ${scope}`, scope, expiresInDays } },
    cookie,
  );
  if (!res.data?.createApiToken) throw new Error(`createApiToken failed: ${JSON.stringify(res.errors)}`);
  return { id: res.data.createApiToken.apiToken.id, token: res.data.createApiToken.token };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
