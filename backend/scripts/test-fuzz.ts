import { writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isEmail, isIn, maxLength, minLength } from 'class-validator';
import fc from 'fast-check';
import {
  ANNUAL_REVENUES,
  BUSINESS_TYPES,
  CLIENT_VALUES,
  COMPANY_SIZES,
  LEAD_LIMITS,
  MARKETING_BUDGETS,
  TIMELINES,
} from '../src/modules/leads/lead-options';
import { startFakeGraphApi } from '../src/test/fake-graph-api';
import { startFakeStripeApi } from '../src/test/fake-stripe-api';
import {
  COMMON_HELP,
  COMMON_OPTIONS,
  commonSettings,
  finish,
  forEachEngine,
  histogram,
  httpRequest,
  machineLine,
  newCredentials,
  now,
  out,
  seconds,
  signIn,
  startServer,
  type CommonSettings,
  type HttpResult,
  type RunningServer,
  type ServerCredentials,
  type Target,
} from './real-server';
import { validLeadInput, validRestLead } from '../src/test/lead-examples';

/**
 * npm run test:fuzz: property-based (fast-check) requests to every write endpoint of the real
 * server (a separate process), REST and GraphQL, signed in as the admin and anonymous: wrong
 * types, huge strings (to ~200 KB), unicode (lone surrogates too), nested objects, prototype
 * pollution keys, SQL and script fragments, and valid payloads with one field (or a few) replaced.
 * Properties: no answer is a 5xx (or missing); no HTML answer echoes a script fragment the input
 * carried, and no JSON answer carries an unescaped `<script`; afterwards every stored lead satisfies the
 * contact form's rules (lead.inputs.ts), and the server still behaves (Object.prototype unpolluted).
 * CI size 1,500 cases per engine; --full 10,000. Findings (with their payloads) are written to a
 * JSON file whose path is printed.
 */

const HELP = `npm run test:fuzz -- [options]
  --cases N              generated requests per engine (default 1500; --full 10000)
  --seed S               fast-check seed (default: random, printed)
${COMMON_HELP}`;

// ---------------------------------------------------------------------------------------------
// arbitraries

const SCRIPTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '</script><script>alert(document.cookie)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<iframe src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  "'-alert(1)-'",
  '{{constructor.constructor("alert(1)")()}}',
];
const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE lead; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
  "' UNION SELECT username, password_hash FROM app_user --",
  "%' AND 1=1 --",
  "\\'; --",
  '$1',
  '%',
  '_',
  '\\',
  "E'\\x00'",
  "');--",
  '1=1',
  'NULL',
  '::text',
  '${jndi:ldap://127.0.0.1/x}',
];
const ODD = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'a\u0000b',
  '\u200b',
  '\ufeff',
  '\u202e',
  '\ud800',
  '\udfff',
  'ﬀ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '😀'.repeat(3),
  'e\u0301',
  '\r\n\r\n',
  'x'.repeat(201),
  'x'.repeat(5001),
  '0',
  '-1',
  '1e308',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'NaN',
  '2147483648',
];
/** what a script fragment in an HTML answer would look like */
const MARKERS = ['<script', 'onerror=', 'onload=', 'javascript:', '<svg', '<iframe', '<img'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
/** pollution attempts: own "__proto__" keys as JSON.parse makes them, with canaries checked afterwards */
const POLLUTION_JSON = [
  '{"__proto__":{"fuzzPolluted":"yes","userId":1,"isAdmin":true}}',
  '{"constructor":{"prototype":{"fuzzPolluted":"yes","userId":1}}}',
  '{"__proto__":{"__proto__":{"fuzzPolluted":"yes"}}}',
  '{"prototype":{"fuzzPolluted":"yes"}}',
  '{"__proto__":null}',
  '{"__proto__":[]}',
  '{"constructor":"fuzzPolluted"}',
  '{"hasOwnProperty":"fuzzPolluted","toString":"x","valueOf":1}',
];

const hugeString = fc
  .record({
    unit: fc.constantFrom('a', 'é', '😀', '<script>', "'", '\u0000', ' ', 'ab\ncd'),
    length: fc.integer({ min: 1000, max: 200_000 }),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const fragment = fc.constantFrom(...SCRIPTS, ...SQL, ...ODD);

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fragment, weight: 6 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fragment, fc.string({ maxLength: 12 }))
      .map(([a, b, c]) => a + b + c),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const pollution = fc.constantFrom(...POLLUTION_JSON).map((text) => JSON.parse(text) as unknown);

const deepNesting = fc.integer({ min: 20, max: 3000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
});

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -0, 2 ** 53 + 2, 2147483648, -2147483649, -1, 0, 1.5),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const nestedObject = fc.dictionary(
  fc.oneof(
    fc.constantFrom(...PROTO_KEYS, 'toString', 'valueOf', 'hasOwnProperty', 'length', 'then'),
    fc.string({ maxLength: 10 }),
  ),
  fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyString),
  { maxKeys: 5 },
);

/** any bad value for a field */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 8 },
  { arbitrary: wrongType, weight: 4 },
  { arbitrary: nestedObject, weight: 2 },
  { arbitrary: pollution, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
);

type Json = Record<string, unknown>;

function clone(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/** a valid payload with one field replaced (or removed, or one added) */
function oneFieldMutation(valid: () => Json, extraKeys: string[] = []): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid());
  return fc
    .record({
      key: fc.constantFrom(...keys, ...extraKeys, ...PROTO_KEYS),
      value: nasty,
      remove: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ key, value, remove }) => {
      const payload = clone(valid());
      if (remove) delete payload[key];
      else Object.defineProperty(payload, key, { value, enumerable: true, writable: true, configurable: true });
      return payload;
    });
}

/** a valid payload with a few fields replaced */
function manyFieldMutation(valid: () => Json): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid());
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, ...PROTO_KEYS), nasty), { minLength: 2, maxLength: 5 })
    .map((changes) => {
      const payload = clone(valid());
      for (const [key, value] of changes)
        Object.defineProperty(payload, key, { value, enumerable: true, writable: true, configurable: true });
      return payload;
    });
}

/** a valid payload merged with a pollution attempt */
function polluted(valid: () => Json): fc.Arbitrary<unknown> {
  return fc.constantFrom(...POLLUTION_JSON).map((text) => {
    const rest = JSON.stringify(valid()).slice(1);
    return JSON.parse(`{${text.slice(1, -1)}${rest === '}' ? '' : ','}${rest}`) as unknown;
  });
}

const RAW_BODIES = [
  '',
  '{',
  '{"name":',
  'null',
  '[]',
  '"string"',
  '123',
  'true',
  '{"a":1}garbage',
  '\u0000',
  '{"__proto__":{"fuzzPolluted":"yes"}}',
  '{"a":"\\ud800"}',
  '{"a":1,"a":2}',
  `{"a":"${'\\u0000'.repeat(10)}"}`,
  '['.repeat(5000),
  `{"x":"${'y'.repeat(150_000)}"}`,
];

type FuzzBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };

function bodyFor(valid: () => Json, extraKeys: string[] = []): fc.Arbitrary<FuzzBody> {
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((value): FuzzBody => ({ kind: 'json', value }));
  return fc.oneof(
    { arbitrary: json(oneFieldMutation(valid, extraKeys)), weight: 10 },
    { arbitrary: json(manyFieldMutation(valid)), weight: 3 },
    { arbitrary: json(polluted(valid)), weight: 1 },
    { arbitrary: json(fc.oneof(nasty, nestedObject)), weight: 2 },
    {
      arbitrary: fc
        .record({
          text: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 200 })),
          contentType: fc.constantFrom(
            'application/json',
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'application/json; charset=utf-16',
          ),
        })
        .map(({ text, contentType }): FuzzBody => ({ kind: 'raw', text, contentType })),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// endpoints

type Who = 'admin' | 'anonymous' | 'throwaway';

type FuzzCase = {
  endpoint: string;
  method: 'POST' | 'PATCH';
  path: string;
  body: FuzzBody;
  who: Who;
  sameOrigin: boolean;
};

type Ids = { leadIds: number[]; milestoneIds: number[] };

const pathId = (known: number[]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known).map(String), weight: 6 },
    { arbitrary: fc.constantFrom(0, -1, 2147483647, 2147483648, 99999999, 1.5).map(String), weight: 1 },
    { arbitrary: fc.integer({ min: 1, max: 100_000 }).map(String), weight: 1 },
    {
      arbitrary: fc
        .oneof(fragment, fc.string({ unit: 'grapheme', maxLength: 40 }))
        .filter((s) => s.length > 0)
        .map((s) =>
          encodeURIComponent(
            s
              .slice(0, 300)
              .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
          ),
        ),
      weight: 2,
    },
  );

class Text {
  constructor(readonly text: string) {}
}

/** a JSON value written as a GraphQL literal (object keys that are not GraphQL names are left out); iterative, for deep values */
function graphqlLiteral(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  const pushAll = (open: string, parts: [string, unknown][], close: string) => {
    stack.push(new Text(close));
    for (let i = parts.length - 1; i >= 0; i--) {
      stack.push(parts[i]![1], new Text(`${i > 0 ? ', ' : ''}${parts[i]![0]}`));
    }
    stack.push(new Text(open));
  };
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Text) out.push(item.text);
    else if (typeof item === 'string') out.push(JSON.stringify(item));
    else if (typeof item === 'number') out.push(Number.isFinite(item) ? String(item) : 'null');
    else if (typeof item === 'boolean' || item === null) out.push(String(item));
    else if (Array.isArray(item))
      pushAll(
        '[',
        item.map((v): [string, unknown] => ['', v]),
        ']',
      );
    else if (typeof item === 'object') {
      pushAll(
        '{',
        Object.entries(item as Json)
          .filter(([k]) => /^[_A-Za-z]\w*$/.test(k))
          .map(([k, v]): [string, unknown] => [`${k}: `, v]),
        '}',
      );
    } else out.push('null');
  }
  return out.join('');
}

/** the document with one variable's value written inline (a bad value, or the mutated valid one) */
function inlined(query: string, name: string, literal: string, variables: Json): FuzzBody {
  const header = /^mutation M\(([^)]*)\)/.exec(query)![1]!;
  const remaining = header
    .split(',')
    .map((d) => d.trim())
    .filter((d) => !d.startsWith(`$${name}:`));
  const document = query
    .replace(/^mutation M\([^)]*\)/, remaining.length ? `mutation M(${remaining.join(', ')})` : 'mutation M')
    .replace(new RegExp(`\\$${name}\\b`, 'g'), () => literal);
  const rest = { ...variables };
  delete rest[name];
  return { kind: 'json', value: { query: document, variables: rest } };
}

function gqlBody(query: string, variables: fc.Arbitrary<unknown>, valid: () => Json): fc.Arbitrary<FuzzBody> {
  const names = [...(/^mutation M\(([^)]*)\)/.exec(query)?.[1] ?? '').matchAll(/\$(\w+):/g)].map((m) => m[1]!);
  const asJson = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
  return fc.oneof(
    { arbitrary: variables.map((v): FuzzBody => ({ kind: 'json', value: { query, variables: v } })), weight: 12 },
    // a value inline in the document instead of in a variable
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...names),
          fc.oneof(
            nasty.map((bad) => ({ bad })),
            variables.map((vars) => ({ vars: asJson(vars) })),
          ),
        )
        .map(([name, pick]) =>
          'bad' in pick
            ? inlined(query, name, graphqlLiteral(pick.bad), valid())
            : inlined(query, name, graphqlLiteral(pick.vars[name]), pick.vars),
        ),
      weight: 3,
    },
    {
      arbitrary: fc
        .record({
          query: fc.oneof(fc.constant(query), nastyString, wrongType),
          variables: fc.oneof(wrongType, nestedObject),
          operationName: fc.oneof(fc.constant(undefined), fc.constant('M'), nastyString, wrongType),
        })
        .map((value): FuzzBody => ({ kind: 'json', value })),
      weight: 2,
    },
    { arbitrary: bodyFor(() => ({ query, variables: valid(), operationName: 'M' })), weight: 1 },
  );
}

function variablesFor(valid: () => Json, nestedKey?: string): fc.Arbitrary<unknown> {
  if (!nestedKey)
    return fc.oneof(
      { arbitrary: oneFieldMutation(valid), weight: 4 },
      { arbitrary: manyFieldMutation(valid), weight: 1 },
    );
  const inner = () => valid()[nestedKey] as Json;
  return fc.oneof(
    { arbitrary: oneFieldMutation(inner).map((v) => ({ ...valid(), [nestedKey]: v })), weight: 6 },
    { arbitrary: manyFieldMutation(inner).map((v) => ({ ...valid(), [nestedKey]: v })), weight: 2 },
    { arbitrary: polluted(inner).map((v) => ({ ...valid(), [nestedKey]: v })), weight: 1 },
    { arbitrary: oneFieldMutation(valid), weight: 1 },
  );
}

function endpoints(ids: Ids): { name: string; arb: fc.Arbitrary<FuzzCase> }[] {
  const who = fc.constantFrom<Who>('admin', 'anonymous');
  const origin = fc.boolean();
  const fixed = (
    name: string,
    method: 'POST' | 'PATCH',
    p: string,
    body: fc.Arbitrary<FuzzBody>,
    whoArb: fc.Arbitrary<Who> = who,
  ) => ({
    name,
    arb: fc
      .record({ body, who: whoArb, sameOrigin: origin })
      .map((c): FuzzCase => ({ endpoint: name, method, path: p, ...c })),
  });
  const withPath = (
    name: string,
    method: 'POST' | 'PATCH',
    pathArb: fc.Arbitrary<string>,
    body: fc.Arbitrary<FuzzBody>,
  ) => ({
    name,
    arb: fc
      .record({ path: pathArb, body, who, sameOrigin: origin })
      .map((c): FuzzCase => ({ endpoint: name, method, ...c })),
  });
  const leadId = () => fcPick(ids.leadIds);
  const gql = (name: string, query: string, valid: () => Json, nestedKey?: string, whoArb: fc.Arbitrary<Who> = who) =>
    fixed(`GraphQL ${name}`, 'POST', '/graphql', gqlBody(query, variablesFor(valid, nestedKey), valid), whoArb);
  const lead = () => validRestLead({ email: `fuzz.${unique()}@example.com` });
  const settings = () => ({
    ga_enabled: true,
    ga_measurement_id: 'G-FUZZ123',
    fb_capi_enabled: true,
    fb_pixel_id: '123456789012',
    fb_access_token: 'EAAFuzzToken123',
  });
  const credentials = () => ({ username: `fuzz-user-${unique()}`, password: 'fuzz-password-123' });

  return [
    fixed('POST /api/leads', 'POST', '/api/leads', bodyFor(lead, ['lead_event_id', 'contact_fax', 'form_fill_ms'])),
    fixed('POST /api/login', 'POST', '/api/login', bodyFor(credentials), fc.constant<Who>('anonymous')),
    fixed('POST /api/register', 'POST', '/api/register', bodyFor(credentials)),
    withPath(
      'PATCH /api/marketing-settings/{id}',
      'PATCH',
      fc
        .oneof({ arbitrary: fc.constant('1'), weight: 8 }, { arbitrary: pathId([1]), weight: 1 })
        .map((id) => `/api/marketing-settings/${id}`),
      bodyFor(settings),
    ),
    withPath(
      'POST /api/leads/{id}/milestones',
      'POST',
      pathId(ids.leadIds).map((id) => `/api/leads/${id}/milestones`),
      bodyFor(() => ({
        milestone_id: fcPick([
          'qualification',
          'discovery_call',
          'proposal',
          'negotiation',
          'closed_won',
          'onboarding',
        ]),
        title: 'Fuzzed title',
        description: 'Fuzzed description',
        completed: true,
      })),
    ),
    withPath(
      'PATCH /api/leads/milestones/{id}',
      'PATCH',
      pathId(ids.milestoneIds).map((id) => `/api/leads/milestones/${id}`),
      bodyFor(() => ({ completed: true, completed_at: new Date().toISOString() })),
    ),
    fixed(
      'POST /api/create-payment-intent',
      'POST',
      '/api/create-payment-intent',
      bodyFor(() => ({
        amount: 497,
        metadata: {
          product_id: fcPick(['strategy-call', 'content-audit', 'ai-strategy', 'full-package']),
          product_name: 'Strategy call',
          visitor_id: 'fuzzVisitor123',
        },
      })),
    ),
    fixed(
      'POST /api/elevenlabs/chat-with-voice',
      'POST',
      '/api/elevenlabs/chat-with-voice',
      bodyFor(() => ({
        message: 'What services do you offer?',
        history: [
          { role: 'user', content: 'Hello' },
          { role: 'assistant', content: 'Hi! How can I help?' },
        ],
        visitorId: 'fuzzVisitor123',
      })),
    ),
    fixed(
      'POST /api/logout',
      'POST',
      '/api/logout',
      bodyFor(() => ({})),
      fc.constantFrom<Who>('throwaway', 'anonymous'),
    ),
    gql(
      'createLead',
      'mutation M($input: CreateLeadInput!) { createLead(input: $input) { id name email } }',
      () => ({ input: validLeadInput({ email: `fuzz.gql.${unique()}@example.com` }) }),
      'input',
    ),
    gql(
      'login',
      'mutation M($username: String!, $password: String!) { login(username: $username, password: $password) { id username } }',
      credentials,
      undefined,
      fc.constant<Who>('anonymous'),
    ),
    gql(
      'updateMarketingSettings',
      'mutation M($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { id gaEnabled fbPixelId } }',
      () => ({
        input: {
          gaEnabled: true,
          gaMeasurementId: 'G-FUZZ123',
          fbCapiEnabled: true,
          fbPixelId: '123456789012',
          fbAccessToken: 'EAAFuzzToken123',
        },
      }),
      'input',
    ),
    gql(
      'completeNextMilestone',
      'mutation M($leadId: Int!) { completeNextMilestone(leadId: $leadId) { __typename } }',
      () => ({ leadId: leadId() }),
    ),
    gql(
      'setMilestoneCompleted',
      'mutation M($leadId: Int!, $milestoneId: String!, $completed: Boolean!) { setMilestoneCompleted(leadId: $leadId, milestoneId: $milestoneId, completed: $completed) { id completed } }',
      () => ({
        leadId: leadId(),
        milestoneId: fcPick(['qualification', 'discovery_call', 'proposal', 'closed_won']),
        completed: fcPick([true, false]),
      }),
    ),
    gql(
      'resetLeadTimeline',
      'mutation M($leadId: Int!) { resetLeadTimeline(leadId: $leadId) { milestoneId completed } }',
      () => ({ leadId: leadId() }),
    ),
    gql(
      'createUser',
      'mutation M($username: String!, $password: String!) { createUser(username: $username, password: $password) { id username } }',
      credentials,
    ),
  ];
}

/** valid payloads vary deterministically (so that a seed replays a run) */
let turn = 0;
function fcPick<T>(values: readonly T[]): T {
  turn += 1;
  return values[turn % values.length]!;
}
const unique = () => `${Date.now().toString(36)}${(turn += 1)}`;

// ---------------------------------------------------------------------------------------------
// running the cases and judging the answers

type Finding = {
  kind: string;
  endpoint: string;
  status: number;
  detail: string;
  request: FuzzCase;
  response: string;
  logMark?: number;
};

function serialise(body: FuzzBody): string {
  return body.kind === 'json' ? (JSON.stringify(body.value) ?? '') : body.text;
}

function errorMessages(parsed: unknown): string[] {
  const messages: string[] = [];
  if (typeof parsed !== 'object' || parsed === null) return messages;
  const record = parsed as Record<string, unknown>;
  if (typeof record.error === 'string') messages.push(record.error);
  if (typeof record.message === 'string') messages.push(record.message);
  const collectFields = (fields: unknown) => {
    if (typeof fields === 'object' && fields !== null)
      for (const v of Object.values(fields)) if (typeof v === 'string') messages.push(v);
  };
  collectFields(record.fields);
  if (Array.isArray(record.errors)) {
    for (const e of record.errors as Record<string, unknown>[]) {
      if (typeof e?.message === 'string') messages.push(e.message);
      collectFields((e?.extensions as Record<string, unknown> | undefined)?.fields);
    }
  }
  return messages;
}

/** what is wrong with one answer, if anything */
function judge(c: FuzzCase, res: HttpResult): { kind: string; detail: string }[] {
  const problems: { kind: string; detail: string }[] = [];
  if (res.status === 0) problems.push({ kind: 'no answer', detail: res.error ?? 'no answer' });
  if (res.status >= 500) {
    let message = res.body.slice(0, 200);
    try {
      message = errorMessages(JSON.parse(res.body)).join(' | ') || message;
    } catch {
      /* not JSON */
    }
    problems.push({ kind: '5xx', detail: message });
  }
  const input = `${c.path} ${serialise(c.body)}`.toLowerCase();
  const contentType = String(res.headers['content-type'] ?? '');
  const body = res.body.toLowerCase();
  if (/html/i.test(contentType)) {
    for (const marker of MARKERS) {
      if (input.includes(marker) && body.includes(marker))
        problems.push({ kind: 'script reflected in HTML', detail: marker });
    }
  }
  // an error message may quote the bad value (GraphQL does), but as JSON data with its markup
  // escaped (\u003c): the answer's bytes never carry a tag a browser could run
  if (/json/i.test(contentType) && input.includes('<script') && body.includes('<script')) {
    problems.push({
      kind: '<script reflected in a JSON answer',
      detail: res.body.slice(Math.max(0, body.indexOf('<script') - 80), body.indexOf('<script') + 120),
    });
  }
  return problems;
}

type EndpointStats = { cases: number; statuses: string[] };

async function fuzzOne(target: Target, settings: CommonSettings, total: number, seed: number): Promise<string[]> {
  const stripe = await startFakeStripeApi();
  const graph = await startFakeGraphApi();
  const credentials: ServerCredentials = newCredentials();
  const server: RunningServer = await startServer(target, {
    serverFrom: settings.serverFrom,
    credentials,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_API_BASE_URL: stripe.url,
      FACEBOOK_GRAPH_URL: graph.url,
    },
  });
  out(
    `server ready in ${seconds(server.readyMs)} (pid ${server.pid}); fake Stripe and Graph APIs on ${stripe.url}, ${graph.url}`,
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const findings: Finding[] = [];
  const stats = new Map<string, EndpointStats>();
  let adminCookie = await signIn(server, credentials);
  let adminSignIns = 1;
  const started = now();
  try {
    // a few leads and milestone records to aim the path ids at
    const ids: Ids = { leadIds: [], milestoneIds: [] };
    for (let i = 0; i < 5; i++) {
      const res = await httpRequest(server.url, {
        method: 'POST',
        path: '/api/leads',
        body: validRestLead({ email: `fuzz.seed.${i}@example.com` }),
        agent,
      });
      ids.leadIds.push((JSON.parse(res.body) as { data: { id: number } }).data.id);
    }
    for (const id of ids.leadIds) {
      const res = await httpRequest(server.url, {
        method: 'GET',
        path: `/api/leads/${id}/milestones`,
        headers: { cookie: adminCookie },
        agent,
      });
      for (const m of (JSON.parse(res.body) as { data: { id: number }[] }).data) ids.milestoneIds.push(m.id);
    }

    const list = endpoints(ids);
    const perEndpoint = Math.ceil(total / list.length);
    for (const [index, endpoint] of list.entries()) {
      const stat: EndpointStats = { cases: 0, statuses: [] };
      stats.set(endpoint.name, stat);
      await fc.assert(
        fc.asyncProperty(endpoint.arb, async (c) => {
          const headers: Record<string, string> = {};
          if (c.sameOrigin) headers.origin = `http://${server.host}`;
          if (c.who === 'admin') headers.cookie = adminCookie;
          if (c.who === 'throwaway') headers.cookie = await signIn(server, credentials);
          const mark = server.written();
          const res = await httpRequest(server.url, {
            method: c.method,
            path: c.path,
            agent,
            timeoutMs: 30_000,
            headers: c.body.kind === 'raw' ? { ...headers, 'content-type': c.body.contentType } : headers,
            ...(c.body.kind === 'json'
              ? { rawBody: JSON.stringify(c.body.value) ?? 'null' }
              : { rawBody: c.body.text }),
          });
          stat.cases += 1;
          stat.statuses.push(res.status === 0 ? (res.error ?? 'no answer') : String(res.status));
          for (const problem of judge(c, res)) {
            findings.push({
              ...problem,
              endpoint: c.endpoint,
              status: res.status,
              request: c,
              response: res.body.slice(0, 2000),
              ...(res.status >= 500 ? { logMark: mark } : {}),
            });
          }
          if (server.exited()) throw new Error(`the server exited during the fuzz:\n${server.output()}`);
          return true;
        }),
        { numRuns: perEndpoint, seed: seed + index, endOnFailure: true },
      );
      // the admin's session survives everything but a sign-out; sign in again if some case ended it
      const me = await httpRequest(server.url, {
        method: 'GET',
        path: '/api/user',
        headers: { cookie: adminCookie },
        agent,
      });
      if (me.status !== 200) {
        adminCookie = await signIn(server, credentials);
        adminSignIns += 1;
      }
    }
    const elapsed = now() - started;

    // Object.prototype is not polluted: requests afterwards behave normally
    const pollution = await pollutionChecks(server, agent);

    const exit = await server.stop();
    const invalidRows = await auditLeadRows(target);

    // report
    const totalCases = [...stats.values()].reduce((n, s) => n + s.cases, 0);
    out(
      `${totalCases} cases in ${seconds(elapsed)} (${(totalCases / (elapsed / 1000)).toFixed(0)}/s), seed ${seed}; the admin signed in ${adminSignIns} time(s)`,
    );
    const width = Math.max(...[...stats.keys()].map((k) => k.length));
    for (const [name, s] of stats)
      out(`  ${name.padEnd(width)}  ${String(s.cases).padStart(5)}  ${histogram(s.statuses)}`);
    out(`status histogram: ${histogram([...stats.values()].flatMap((s) => s.statuses))}`);
    out(
      `after the run: ${pollution.length === 0 ? 'the server behaves normally (no prototype pollution seen)' : `PROBLEMS: ${pollution.join('; ')}`}`,
    );
    out(`lead rows checked against lead.inputs.ts: ${invalidRows.checked}; invalid ${invalidRows.invalid.length}`);
    for (const row of invalidRows.invalid.slice(0, 5)) out(`  invalid row: ${row}`);
    out(`server stopped with SIGTERM: exit code ${String(exit.code ?? exit.signal)}`);

    const classes = new Map<string, Finding[]>();
    for (const f of findings) {
      const key = `${f.kind} | ${f.endpoint} | ${f.status} | ${messageShape(f.detail)}`;
      classes.set(key, [...(classes.get(key) ?? []), f]);
    }
    out(`findings: ${findings.length} in ${classes.size} class(es)`);
    const file = path.join(tmpdir(), `fuzz-findings-${target.engine}-${Date.now()}.json`);
    if (findings.length > 0) {
      const report = [...classes].map(([key, list]) => {
        const smallest = [...list].sort(
          (a, b) => serialise(a.request.body).length - serialise(b.request.body).length,
        )[0]!;
        return {
          class: key,
          count: list.length,
          example: {
            ...smallest.request,
            body: smallest.request.body.kind === 'json' ? serialise(smallest.request.body) : smallest.request.body,
          },
          response: smallest.response,
          serverLog: smallest.logMark === undefined ? undefined : firstErrorLine(server.outputSince(smallest.logMark)),
        };
      });
      writeFileSync(file, JSON.stringify(report, null, 2));
      for (const entry of report) {
        const body = typeof entry.example.body === 'string' ? entry.example.body : JSON.stringify(entry.example.body);
        out(`  [${entry.count}x] ${entry.class}`);
        out(
          `      e.g. ${entry.example.method} ${entry.example.path} (${entry.example.who}) ${oneLine(body.length > 400 ? `${body.slice(0, 400)}... (${body.length} chars)` : body)}`,
        );
        out(`      -> ${oneLine(entry.response.slice(0, 300))}`);
        if (entry.serverLog) out(`      server log: ${oneLine(entry.serverLog.slice(0, 600))}`);
      }
      out(`all findings with their payloads: ${file}`);
    }

    const problems: string[] = [];
    for (const [key, list] of classes) problems.push(`${list.length}x ${key}`);
    problems.push(...pollution.map((p) => `after the run: ${p}`));
    if (invalidRows.invalid.length > 0)
      problems.push(
        `${invalidRows.invalid.length} stored leads break the contact form's rules, e.g. ${invalidRows.invalid[0]}`,
      );
    if (exit.code !== 0) problems.push(`the server exited with ${String(exit.code ?? exit.signal)} on SIGTERM`);
    return problems;
  } finally {
    agent.destroy();
    if (server.exited() === null) await server.stop(5000);
    await stripe.close();
    await graph.close();
  }
}

const oneLine = (text: string): string => text.replace(/\r?\n/g, '\\n');

/** an error message with the echoed values taken out, to group findings */
function messageShape(message: string): string {
  return message
    .replace(/got invalid value [\s\S]*?(?= at "|; |$)/, 'got invalid value …')
    .replace(/(cannot represent[^:]*:)[\s\S]*/, '$1 …')
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/"[^"…]*$/, '"…')
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

/** the first error the server logged in this output (requests run one at a time: the one a 5xx came from) */
function firstErrorLine(output: string): string {
  return (
    output
      .split('\n')
      .find((line) => /"level":(50|60)/.test(line))
      ?.slice(0, 1500) ?? '(no error logged)'
  );
}

/** Requests whose answers would change if Object.prototype had been polluted. */
async function pollutionChecks(server: RunningServer, agent: Agent): Promise<string[]> {
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
  if (settingsKeys !== 'fb_capi_enabled,fb_pixel_id,ga_enabled,ga_measurement_id')
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

type LeadRow = Record<string, string | null>;

/** every stored lead against the contact form's rules in lead.inputs.ts (with class-validator's own checks) */
async function auditLeadRows(target: Target): Promise<{ checked: number; invalid: string[] }> {
  const rows = await target.withClient(
    async (client) =>
      (
        await client.query<LeadRow>(
          'SELECT id, name, email, phone, company, business_type, company_size, annual_revenue, client_value, marketing_needs, timeline, budget, source, message FROM lead',
        )
      ).rows,
  );
  const invalid: string[] = [];
  const text = (v: string | null, min: number, max: number) =>
    typeof v === 'string' && v === v.trim() && minLength(v, min) && maxLength(v, max);
  const optional = (v: string | null, max: number) => v === null || (v === v.trim() && maxLength(v, max));
  for (const row of rows) {
    const broken: string[] = [];
    if (!text(row.name, 2, LEAD_LIMITS.name)) broken.push('name');
    if (!(typeof row.email === 'string' && maxLength(row.email, LEAD_LIMITS.email) && isEmail(row.email)))
      broken.push('email');
    if (!text(row.phone, 10, LEAD_LIMITS.phone)) broken.push('phone');
    if (!text(row.company, 2, LEAD_LIMITS.company)) broken.push('company');
    if (!text(row.marketing_needs, 10, LEAD_LIMITS.marketingNeeds)) broken.push('marketing_needs');
    if (!isIn(row.business_type, [...BUSINESS_TYPES])) broken.push('business_type');
    if (!isIn(row.company_size, [...COMPANY_SIZES])) broken.push('company_size');
    if (!isIn(row.annual_revenue, [...ANNUAL_REVENUES])) broken.push('annual_revenue');
    if (!isIn(row.client_value, [...CLIENT_VALUES])) broken.push('client_value');
    if (!isIn(row.timeline, [...TIMELINES])) broken.push('timeline');
    if (!isIn(row.budget, [...MARKETING_BUDGETS])) broken.push('budget');
    if (!optional(row.source, LEAD_LIMITS.source)) broken.push('source');
    if (!optional(row.message, LEAD_LIMITS.message)) broken.push('message');
    if (broken.length > 0) invalid.push(`id ${row.id}: ${broken.join(', ')} in ${JSON.stringify(row).slice(0, 300)}`);
  }
  return { checked: rows.length, invalid };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { ...COMMON_OPTIONS, cases: { type: 'string' }, seed: { type: 'string' } } });
  if (values.help) {
    out(HELP);
    return;
  }
  const settings = commonSettings(values);
  const total = Number(values.cases ?? (settings.full ? 10_000 : 1_500));
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isSafeInteger(total) || total < 1 || !Number.isSafeInteger(seed))
    throw new Error('--cases and --seed must be integers');
  const startedAt = now();
  out(
    `test:fuzz (${settings.full ? 'full' : 'CI'} size): ${total} cases per engine over 16 write endpoints, seed ${seed} (rerun with --seed ${seed}); ${machineLine()}`,
  );
  const failures = await forEachEngine(settings, 'fuzz', (target) => fuzzOne(target, settings, total, seed));
  finish('test:fuzz', failures, startedAt);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `test:fuzz failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
