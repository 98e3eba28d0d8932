import type { TestApp } from './start-test-app';

/** Changes the marketing settings as a signed-in admin (`cookie`), through GraphQL; fails the test on an error. */
export async function setMarketingSettings(
  app: TestApp,
  cookie: string,
  input: Record<string, unknown>,
): Promise<void> {
  const res = await app.graphql(
    'mutation ($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { id } }',
    { input },
    cookie,
  );
  expect(res.errors).toBeUndefined();
}
