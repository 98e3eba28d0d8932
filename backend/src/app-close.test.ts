import { eventually } from './test/eventually';
import { trackLiveHandles, type LiveHandle } from './test/live-handles';
import { startTestApp, validRestLead } from './test/start-test-app';

/**
 * Not the app's: the test's own HTTP client (fetch) and Jest's reporter; and Node's cache of the
 * Date header, an unref'd timer of at most a second that every HTTP server shares.
 */
const NOT_THE_APPS = /undici|@jest\/|utcDate/;

/** a handle's type and the first frame of our code or of a package that made it, for a readable failure */
function describeHandle(handle: LiveHandle): string {
  const frames = handle.createdAt.split('\n').slice(1);
  const maker = frames.find((frame) => !/node:|live-handles/.test(frame)) ?? frames[0] ?? '';
  return `${handle.type} made ${maker.trim()}`;
}

describe('closing the app', () => {
  it('leaves no timer, worker or socket behind once close() resolves, after serving requests and working its queue', async () => {
    const handles = trackLiveHandles();
    const app = await startTestApp();
    const cookie = await app.signIn();
    const created = await app.request('/api/leads', { method: 'POST', body: validRestLead() });
    expect(created.status).toBe(201);
    expect((await app.graphql('{ leads(first: 5) { totalCount } }', {}, cookie)).data).toEqual({
      leads: { totalCount: 1 },
    });
    // the lead's event went through the queue: the app has done each kind of its work
    await eventually(async () => {
      const rows: { state: string }[] = await app.dataSource.query(
        `SELECT state FROM pgboss.job WHERE name = 'events'`,
      );
      expect(rows.map((row) => row.state)).toEqual(['completed']);
    });

    await app.close();
    const live = (await handles.live()).filter((handle) => !NOT_THE_APPS.test(handle.createdAt));
    handles.stop();
    expect(live.map(describeHandle)).toEqual([]);
  });
});
