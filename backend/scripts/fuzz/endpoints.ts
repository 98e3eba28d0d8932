import fc from 'fast-check';
import { validLeadInput, validRestLead } from '../../src/test/lead-examples';
import { gqlBody, variablesFor } from './graphql-payloads';
import { graphqlTouches, restTouches } from './hostile-touches';
import { fragment } from './hostile-values';
import { bodyFor, type FuzzBody, type Json } from './payloads';

/** The write endpoints the fuzz aims at, REST and GraphQL, each with the arbitrary of its cases. */

/** `pending`: a browser past the password of a member with two-step sign-in, waiting for the code */
type Who = 'admin' | 'anonymous' | 'throwaway' | 'pending';

export type FuzzCase = {
  endpoint: string;
  method: 'POST' | 'PATCH';
  path: string;
  body: FuzzBody;
  who: Who;
  sameOrigin: boolean;
  /** a valid lead with hostile touches: it must be accepted (201, or createLead without errors) */
  mustAccept?: boolean;
};

export type Ids = { leadIds: number[]; milestoneIds: number[]; usedTwoFactorCode: string };

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

/** valid payloads vary deterministically (so that a seed replays a run) */
let turn = 0;
function fcPick<T>(values: readonly T[]): T {
  turn += 1;
  return values[turn % values.length];
}
/** A session id's form (32 hex digits) that matches no session, different each call. */
const sessionId = () => (turn += 1).toString(16).padStart(32, 'f');
const unique = () => `${Date.now().toString(36)}${(turn += 1)}`;

export function endpoints(ids: Ids): { name: string; arb: fc.Arbitrary<FuzzCase> }[] {
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
  // codes of every length and alphabet, the code already used, recovery-code shapes and none at all
  const code = fc.oneof(
    fc.stringMatching(/^\d{0,12}$/),
    fc.stringMatching(/^[a-zA-Z0-9 -]{0,24}$/),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fragment,
    fc.constant(ids.usedTwoFactorCode),
  );
  const codeStepWho = fc.constantFrom<Who>('pending', 'pending', 'anonymous', 'admin');
  const codeBody = fc.oneof(
    { arbitrary: code.map((value): FuzzBody => ({ kind: 'json', value: { code: value } })), weight: 4 },
    { arbitrary: bodyFor(() => ({ code: ids.usedTwoFactorCode })), weight: 2 },
  );

  const acceptedLead = (name: string, p: string, body: fc.Arbitrary<unknown>) => ({
    name,
    arb: fc.record({ value: body, who, sameOrigin: origin }).map(({ value, ...c }): FuzzCase => ({
      endpoint: name,
      method: 'POST',
      path: p,
      body: { kind: 'json', value },
      mustAccept: true,
      ...c,
    })),
  });
  const byId = (name: string, field: string) =>
    gql(name, `mutation M($id: Int!) { ${field}(id: $id) { id } }`, () => ({ id: leadId() }));

  return [
    fixed(
      'POST /api/leads',
      'POST',
      '/api/leads',
      bodyFor(lead, ['lead_event_id', 'contact_fax', 'form_fill_ms', 'first_touch', 'last_touch']),
    ),
    acceptedLead(
      'POST /api/leads (hostile touches)',
      '/api/leads',
      restTouches.map((touches) => ({ ...lead(), ...touches })),
    ),
    acceptedLead(
      'GraphQL createLead (hostile touches)',
      '/graphql',
      graphqlTouches.map((touches) => ({
        query: 'mutation M($input: CreateLeadInput!) { createLead(input: $input) { id } }',
        variables: { input: { ...validLeadInput({ email: `fuzz.touch.${unique()}@example.com` }), ...touches } },
      })),
    ),
    fixed('POST /api/login', 'POST', '/api/login', bodyFor(credentials), fc.constant<Who>('anonymous')),
    fixed('POST /api/login/two-factor', 'POST', '/api/login/two-factor', codeBody, codeStepWho),
    fixed(
      'GraphQL verifyTwoFactor',
      'POST',
      '/graphql',
      code.map((value): FuzzBody => ({
        kind: 'json',
        value: {
          query: 'mutation M($code: String!) { verifyTwoFactor(code: $code) { id } }',
          variables: { code: value },
        },
      })),
      codeStepWho,
    ),
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
    // unsigned or wrongly signed, as a stranger sends them: always 400 (bookings.test.ts fuzzes signed ones)
    fixed(
      'POST /api/bookings/calendly',
      'POST',
      '/api/bookings/calendly',
      bodyFor(() => ({
        event: 'invitee.created',
        payload: { email: `fuzz.${unique()}@example.com`, uri: `https://api.calendly.com/invitees/${unique()}` },
      })),
      fc.constant<Who>('anonymous'),
    ),
    fixed(
      'POST /api/bookings/cal',
      'POST',
      '/api/bookings/cal',
      bodyFor(() => ({ triggerEvent: 'BOOKING_CREATED', payload: { uid: unique() } })),
      fc.constant<Who>('anonymous'),
    ),
    fixed(
      'POST /api/funnel',
      'POST',
      '/api/funnel',
      bodyFor(() => ({
        event: fcPick(['page_view', 'form_start', 'form_submit', 'booking_click']),
        source: 'google',
        campaign: 'spring-launch',
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
      'mutation M($username: String!, $password: String!) { login(username: $username, password: $password) { twoFactorRequired user { id username } } }',
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
      'undoLeadTimelineReset',
      'mutation M($leadId: Int!, $completed: [CompletedMilestoneInput!]!) { undoLeadTimelineReset(leadId: $leadId, completed: $completed) { milestoneId completed } }',
      () => ({
        leadId: leadId(),
        completed: [
          {
            milestoneId: fcPick(['lead_capture', 'qualification', 'proposal']),
            completedAt: '2026-01-02T03:04:05.000Z',
          },
        ],
      }),
    ),
    byId('markLeadContacted', 'markLeadContacted'),
    gql(
      'undoLeadContacted',
      'mutation M($id: Int!, $firstResponseAt: DateTimeISO!) { undoLeadContacted(id: $id, firstResponseAt: $firstResponseAt) { id } }',
      () => ({ id: leadId(), firstResponseAt: '2026-01-02T03:04:05.000Z' }),
    ),
    byId('markLeadNotSpam', 'markLeadNotSpam'),
    gql(
      'createUser',
      'mutation M($input: CreateUserInput!) { createUser(input: $input) { id username role } }',
      () => ({ input: { ...credentials(), role: fcPick(['ADMIN', 'ANALYST']) } }),
      'input',
    ),
    // as a throwaway or a visitor: a session id's form that matches no session, and hostile ones
    gql(
      'endSession',
      'mutation M($id: String!) { endSession(id: $id) }',
      () => ({ id: sessionId() }),
      undefined,
      fc.constantFrom<Who>('throwaway', 'anonymous'),
    ),
    // the admin's: it ends the throwaways' sessions and keeps its own
    gql('endOtherSessions', 'mutation M { endOtherSessions }', () => ({})),
    // members the fuzz created (never the fuzz admin, id 1, whose session ends only by chance)
    gql('endUserSessions', 'mutation M($userId: Int!) { endUserSessions(userId: $userId) }', () => ({
      userId: fcPick([2, 3, 4, 999_999]),
    })),
    // last: it deletes the leads the other endpoints aim at
    gql('deleteLead', 'mutation M($id: Int!) { deleteLead(id: $id) }', () => ({ id: leadId() })),
  ];
}
