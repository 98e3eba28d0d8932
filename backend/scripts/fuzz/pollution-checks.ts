import type { Agent } from 'node:http';
import { validRestLead } from '../../src/test/lead-examples';
import { httpRequest } from '../real-server/http-client';
import type { RunningServer } from '../real-server/server-process';

/** Requests whose answers would change if Object.prototype had been polluted. */
export async function pollutionChecks(server: RunningServer, agent: Agent): Promise<string[]> {
  const problems: string[] = [];
  const get = (p: string) => httpRequest(server.url, { method: 'GET', path: p, agent });
  const user = await get('/api/user');
  if (user.status !== 401) problems.push(`GET /api/user anonymous answered ${user.status} ${user.body.slice(0, 200)}`);
  const leads = await get('/api/leads');
  if (leads.status !== 401) problems.push(`GET /api/leads anonymous answered ${leads.status}`);
  const settings = await get('/api/marketing-settings');
  const settingsKeys =
    settings.status === 200
      ? Object.keys((JSON.parse(settings.body) as { data: object }).data)
          .sort()
          .join(',')
      : '';
  if (settingsKeys !== 'fb_capi_enabled,fb_pixel_id,ga_enabled,ga_measurement_id,require_consent')
    problems.push(`GET /api/marketing-settings anonymous: ${settings.status} ${settings.body.slice(0, 200)}`);
  const empty = await httpRequest(server.url, { method: 'POST', path: '/api/leads', body: {}, agent });
  const emptyFields =
    empty.status === 400 ? Object.keys((JSON.parse(empty.body) as { fields?: object }).fields ?? {}) : [];
  if (empty.status !== 400 || !emptyFields.includes('name') || !emptyFields.includes('email'))
    problems.push(`POST /api/leads {} answered ${empty.status} ${empty.body.slice(0, 200)}`);
  const created = await httpRequest(server.url, {
    method: 'POST',
    path: '/api/leads',
    body: validRestLead({ email: 'fuzz.after@example.com' }),
    agent,
  });
  if (created.status !== 201)
    problems.push(`a valid lead afterwards answered ${created.status} ${created.body.slice(0, 200)}`);
  const me = await httpRequest(server.url, {
    method: 'POST',
    path: '/graphql',
    body: { query: '{ me { id username } }' },
    agent,
  });
  if (me.status !== 200 || (JSON.parse(me.body) as { data?: { me: unknown } }).data?.me !== null)
    problems.push(`GraphQL { me } anonymous answered ${me.status} ${me.body.slice(0, 200)}`);
  for (const res of [user, leads, settings, empty, created, me]) {
    if (/fuzzPolluted|"isAdmin"/.test(res.body))
      problems.push(`a canary of the pollution payloads appears in an answer: ${res.body.slice(0, 200)}`);
  }
  return problems;
}
