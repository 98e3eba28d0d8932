import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { graphql, signInThroughApi, uniqueTag } from './adminFixtures';

/** The two-step sign-in specs' steps: a member of the test's own, the sign-in form, an app's code. */

export type NewMember = { username: string; password: string };

/** A new member with `role`, added by the server's admin from a context of its own (closed after). */
export async function addMember(
  browser: Browser,
  baseURL: string | undefined,
  role: 'ADMIN' | 'ANALYST',
): Promise<NewMember> {
  const member = { username: `two-step-${uniqueTag()}`, password: `quiet harbour ${uniqueTag()}` };
  const admin = await browser.newContext({ baseURL });
  await signInThroughApi(admin.request);
  await graphql(admin.request, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: { ...member, role },
  });
  await admin.close();
  return member;
}

export async function signInWithForm(page: Page, { username, password }: NewMember): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What an authenticator app shows for `secret` (spaces as the page groups it are ignored), `offsetMs` from now. */
export function appCode(secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({
    timestamp: Date.now() + offsetMs,
  });
}
