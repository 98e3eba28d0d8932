import type { Page } from '@playwright/test';
import { ADMIN_TEST_TIMEOUT_MS, createLead, expect, test, uniqueTag } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

const OPERATION = 'ExplorerLeadCount';
const QUERY = `query ${OPERATION} { leads(first: 5) { totalCount } }`;

/** Replaces the text of GraphiQL's query editor (Monaco) with `query`, as typed by the analyst. */
async function replaceQuery(page: Page, query: string): Promise<void> {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // inserted as one piece of text, so the editor's bracket auto-closing adds nothing
  await page.keyboard.insertText(query);
}

test.describe('GraphQL explorer at /graphql', () => {
  test("a signed-in admin gets GraphiQL from the app's own bundle and can run a leads query", async ({
    adminPage: page,
    baseURL,
  }) => {
    await createLead(page.request, { name: `Explorer Subject ${uniqueTag()}` });
    const origin = new URL(baseURL ?? '').origin;
    const offSite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) offSite.push(request.url());
    });

    await page.goto('/graphql');
    await expect(page).toHaveURL(/\/graphql$/);
    await expect(page).toHaveTitle(/GraphQL explorer/);
    await expect(page.locator('.graphiql-container')).toBeVisible();

    await replaceQuery(page, QUERY);
    // the explorer's answer to the query typed (its introspection and its default query are not it),
    // found by its text: GraphiQL names the operation in the request only once it has parsed the
    // edited text, so a click right after typing sends no operationName (seen under load)
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        response.request().method() === 'POST' &&
        (response.request().postDataJSON() as { query?: string } | null)?.query?.trim() === QUERY,
    );
    await page.getByRole('button', { name: /^Execute query/ }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: { leads?: { totalCount?: number } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const totalCount = body.data?.leads?.totalCount ?? 0;
    expect(totalCount).toBeGreaterThan(0);

    const result = page.locator('.graphiql-response');
    await expect(result).toContainText('"totalCount"');
    await expect(result).toContainText(String(totalCount));
    await expect(result).not.toContainText('"nodes"');
    expect(offSite, 'the explorer must load nothing from another host').toEqual([]);
  });

  test('a signed-out visitor is sent to the sign-in page, and the API refuses their query', async ({ page }) => {
    await page.goto('/graphql');
    await expect(page).toHaveURL(/\/auth\?next=%2Fgraphql$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await expect(page.locator('.graphiql-container')).toHaveCount(0);

    const response = await page.request.post('/graphql', { data: { query: QUERY } });
    const body = (await response.json()) as { data?: { leads?: unknown } | null; errors?: { message: string }[] };
    expect(body.errors?.length ?? 0, 'an anonymous leads query must fail').toBeGreaterThan(0);
    expect(body.data?.leads ?? null).toBeNull();
  });
});
