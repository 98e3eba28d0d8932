import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ownAppFixture, type OwnApp } from '../ownApp';
import { expect, signInThroughApi, test as adminTest } from './adminFixtures';

/** One Conversions API call the fake Graph API received (backend/src/test/fake-graph-api.ts). */
type GraphApiRequest = { method: string; path: string; body: { data?: Record<string, unknown>[] } };

/**
 * The admin `test` against a server of its own with Meta's Graph API answered by a local fake, and
 * the spam guard on (the suite's main server turns the minimum fill time off for its fast form
 * tests). `env` adds settings, such as a stricter minimum fill time.
 */
export function metaAppTest(env: Record<string, string> = {}) {
  return adminTest.extend<object, { metaApp: OwnApp }>({
    metaApp: ownAppFixture({
      name: 'Graph API',
      fake: { module: './backend/src/test/fake-graph-api', start: 'startFakeGraphApi' },
      env: (fakeUrl) => ({ FACEBOOK_GRAPH_URL: fakeUrl, ...env }),
    }),
    baseURL: async ({ metaApp }, use) => use(metaApp.url),
  });
}

/** The Lead events the fake received for `email` (Meta matches on its SHA-256, so that is all it sees). */
export async function leadEventsFor(app: OwnApp, email: string): Promise<Record<string, unknown>[]> {
  const hashed = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const requests = await app.fakeRequests<GraphApiRequest>();
  return requests
    .flatMap((request) => request.body.data ?? [])
    .filter((event) => {
      const userData = event.user_data as { em?: string[] } | undefined;
      return event.event_name === 'Lead' && (userData?.em ?? []).includes(hashed);
    });
}

/** Signs in and switches the Conversions API on, with a pixel id and a token. */
export async function enableConversionsApi(request: APIRequestContext): Promise<void> {
  await signInThroughApi(request);
  const response = await request.patch('/api/marketing-settings/1', {
    data: { fb_capi_enabled: true, fb_pixel_id: '123456789012345', fb_access_token: 'EAAe2eFakeToken' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Puts the page's clock (Date, timers, performance.now) under the test's control, time flowing as
 * usual until `waitLikeAPerson` moves it on. Call it before the page with the form is opened.
 */
export async function installPageClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * As slow as a person (the server's minimum fill time is 3 s): 3.5 s pass on the page's clock
 * (installed by `installPageClock`) after the form was filled, at once and whatever the machine's
 * load. The form measures its fill time with that clock from when it mounts, which is before the
 * fill ended (a later mount would have emptied it).
 */
export async function waitLikeAPerson(page: Page): Promise<void> {
  await page.clock.fastForward(3_500);
}
