import { startTestApp, type TestApp } from './start-test-app';

/** Two instances of the app on one database, as behind a load balancer, with an admin signed in on A. */
export type TwoInstances = { a: TestApp; b: TestApp; adminCookie: string };

export async function startTwoInstances(): Promise<TwoInstances> {
  const a = await startTestApp();
  const b = await startTestApp({ sameDatabaseAs: a });
  return { a, b, adminCookie: await a.signIn() };
}

/** B first: it borrows A's database, which A's close ends. */
export async function closeTwoInstances({ a, b }: TwoInstances): Promise<void> {
  await b.close();
  await a.close();
}
