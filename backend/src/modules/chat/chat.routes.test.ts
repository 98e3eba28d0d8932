import { MAX_MESSAGE_CHARS } from './chat.inputs';
import { startTestApp, validLeadInput, validRestLead, type TestApp } from '../../test/start-test-app';
import { anyString } from '../../test/matchers';

const BOOKING = 'https://calendly.com/chat-test/30min';
const CHAT = '/api/elevenlabs/chat-with-voice';

let app: TestApp;

async function conversations(): Promise<number> {
  const rows: { count: string }[] = await app.dataSource.query('SELECT count(*) FROM "chat_conversation"');
  return Number(rows[0].count);
}

beforeAll(async () => {
  app = await startTestApp({
    env: { BOOKING_URL: BOOKING, CHAT_RATE_LIMIT_PER_VISITOR: '5', CHAT_RATE_LIMIT_PER_IP: '1000' },
  });
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/elevenlabs/chat-with-voice with the built-in assistant', () => {
  it("answers a question from the agency's content, without audio", async () => {
    const res = await app.request(CHAT, {
      method: 'POST',
      body: { message: 'How much is the full package?', history: [], visitorId: 'visitor-prices-0001' },
    });
    expect(res.status).toBe(200);
    const body = res.body as { response: string; audioUrl?: string };
    expect(body.response).toContain('$2,499');
    expect(body.response).toContain('/checkout?product=full-package');
    expect(body).not.toHaveProperty('audioUrl');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("accepts the spec's request without a visitor id", async () => {
    const res = await app.request(CHAT, {
      method: 'POST',
      body: {
        message: 'How do I book a call?',
        history: [{ content: "Hello! I'm your AI marketing assistant. How can I help you today?", role: 'assistant' }],
      },
    });
    expect(res.status).toBe(200);
    expect((res.body as { response: string }).response).toContain(BOOKING);
  });

  it.each([
    ['no message', { history: [] }],
    ['a whitespace message', { message: '   \n\t ', history: [] }],
    ['an oversized message', { message: 'x'.repeat(MAX_MESSAGE_CHARS + 1), history: [] }],
    ['a number as message', { message: 42, history: [] }],
    ['history that is not a list', { message: 'hi', history: 'hello' }],
    ['a history entry with an unknown role', { message: 'hi', history: [{ content: 'x', role: 'system' }] }],
    ['a history entry without content', { message: 'hi', history: [{ role: 'user' }] }],
    [
      'an oversized history',
      { message: 'hi', history: Array.from({ length: 201 }, () => ({ content: 'x', role: 'user' })) },
    ],
    ['a malformed visitor id', { message: 'hi', history: [], visitorId: '../../etc/passwd' }],
    ['a list instead of an object', [{ message: 'hi' }]],
  ])('answers 400 to %s and stores nothing', async (_name, body) => {
    const before = await conversations();
    const res = await app.request(CHAT, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toEqual(anyString());
    expect(await conversations()).toBe(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await app.request(CHAT, { method: 'POST', rawBody: '{"message": "hi",' });
    expect(res.status).toBe(400);
  });

  it('answers 429 with Retry-After once a visitor sends too many messages', async () => {
    const visitorId = 'visitor-rate-limit-01';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await app.request(CHAT, {
            method: 'POST',
            body: { message: `question ${i} about prices`, history: [], visitorId },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await app.request(CHAT, { method: 'POST', body: { message: 'one more', history: [], visitorId } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.body as { error: string }).error).toMatch(/too quickly/);
    // another visitor is not affected
    const other = await app.request(CHAT, {
      method: 'POST',
      body: { message: 'hello', history: [], visitorId: 'visitor-rate-limit-02' },
    });
    expect(other.status).toBe(200);
  });

  it('stores the conversation and links it to the lead the same visitor submits', async () => {
    const visitorId = 'visitor-linked-000001';
    const first = await app.request(CHAT, {
      method: 'POST',
      body: { message: 'What services do you offer?', history: [], visitorId },
    });
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`chat_visitor=${visitorId}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie.split(';')[0];
    await app.request(CHAT, { method: 'POST', body: { message: 'and the prices?', history: [], visitorId }, cookie });

    const lead = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: 'linked@example.com' }),
      cookie,
    });
    expect(lead.status).toBe(201);
    const leadId = (lead.body as { data: { id: number } }).data.id;

    const admin = await app.signIn();
    const res = await app.graphql<{
      leadChatConversations: {
        visitorId: string;
        leadId: number;
        provider: string;
        messages: { role: string; content: string; provider: string | null }[];
      }[];
    }>(
      'query ($id: Int!) { leadChatConversations(leadId: $id) { visitorId leadId provider messages { role content at provider } } }',
      { id: leadId },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const [conversation] = res.data!.leadChatConversations;
    expect(conversation).toMatchObject({ visitorId, leadId, provider: 'builtin' });
    expect(conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(conversation.messages[0].content).toBe('What services do you offer?');
    expect(conversation.messages[1].provider).toBe('builtin');
    expect(conversation.messages[3].content).toContain('$299');
  });

  it('links the conversation to a lead the same visitor submits through GraphQL, as the contact form does', async () => {
    const visitorId = 'visitor-linked-graphql';
    const chat = await app.request(CHAT, {
      method: 'POST',
      body: { message: 'Do you run Facebook ads?', history: [], visitorId },
    });
    const cookie = (chat.headers.get('set-cookie') ?? '').split(';')[0];
    const created = await app.graphql<{ createLead: { id: number } }>(
      'mutation ($input: CreateLeadInput!) { createLead(input: $input) { id } }',
      { input: validLeadInput({ email: 'linked-graphql@example.com' }) },
      cookie,
    );
    expect(created.errors).toBeUndefined();
    const admin = await app.signIn();
    const res = await app.graphql<{ leadChatConversations: { visitorId: string }[] }>(
      'query ($id: Int!) { leadChatConversations(leadId: $id) { visitorId } }',
      { id: created.data!.createLead.id },
      admin,
    );
    expect(res.data!.leadChatConversations).toEqual([{ visitorId }]);
  });

  it('links nothing, and still takes the lead, when the chat cookie holds no visitor id', async () => {
    const lead = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: 'badcookie@example.com' }),
      cookie: 'chat_visitor=%E0%A4%A',
    });
    expect(lead.status).toBe(201);
    const admin = await app.signIn();
    const res = await app.graphql<{ leadChatConversations: unknown[] }>(
      'query ($id: Int!) { leadChatConversations(leadId: $id) { id } }',
      { id: (lead.body as { data: { id: number } }).data.id },
      admin,
    );
    expect(res.data!.leadChatConversations).toEqual([]);
  });

  it('does not link a lead submitted without the chat cookie', async () => {
    const lead = await app.request('/api/leads', {
      method: 'POST',
      body: validRestLead({ email: 'nochat@example.com' }),
    });
    const leadId = (lead.body as { data: { id: number } }).data.id;
    const admin = await app.signIn();
    const res = await app.graphql<{ leadChatConversations: unknown[] }>(
      'query ($id: Int!) { leadChatConversations(leadId: $id) { id } }',
      { id: leadId },
      admin,
    );
    expect(res.data!.leadChatConversations).toEqual([]);
  });

  it('shows conversations to admins only', async () => {
    const anonymous = await app.graphql('{ chatConversations { nodes { id messages { content } } } }');
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const admin = await app.signIn();
    const res = await app.graphql<{ chatConversations: { nodes: { visitorId: string }[]; hasNextPage: boolean } }>(
      '{ chatConversations(first: 2) { nodes { visitorId } hasNextPage } }',
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.chatConversations.nodes).toHaveLength(2);
    expect(res.data!.chatConversations.hasNextPage).toBe(true);
  });

  it('answers 404 for unknown or malformed audio ids', async () => {
    expect((await app.request('/api/chat/audio/6f1c1f9e-6c1e-4d55-9d1a-0b8f2a5e9c11')).status).toBe(404);
    expect((await app.request('/api/chat/audio/not-a-uuid')).status).toBe(404);
  });
});
