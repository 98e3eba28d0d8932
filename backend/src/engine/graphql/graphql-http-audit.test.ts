import { serverAudits, type AuditResult } from 'graphql-http';
import { startTestApp, type TestApp } from '../../test/start-test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GraphQL over HTTP conformance (graphql-http serverAudits)', () => {
  let results: AuditResult[];

  beforeAll(async () => {
    const audits = serverAudits({ url: `${app.url}/graphql`, fetchFn: fetch });
    results = [];
    // one at a time: the audits share one server and the machine is small
    for (const audit of audits) results.push(await audit.fn());
    const tally = (status: string) => results.filter((r) => r.status === status).length;
    console.log(
      `graphql-http audits: ${results.length} run, ${tally('ok')} ok, ${tally('notice')} notice, ${tally('warn')} warn, ${tally('error')} error`,
    );
  });

  it('ran the whole suite', () => {
    expect(results.length).toBeGreaterThan(40);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });

  it('fails no MUST audit', () => {
    const failed = results
      .filter((r) => r.name.startsWith('MUST') && r.status === 'error')
      .map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(failed).toEqual([]);
  });

  it('reports no error at any level', () => {
    const errors = results.filter((r) => r.status === 'error').map((r) => `${r.id} ${r.name}`);
    expect(errors).toEqual([]);
  });
});
