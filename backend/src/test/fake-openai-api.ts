import { startFakeServer, type FakeRequestHandler } from './fake-server';

type ChatCompletionRequest = {
  path: string;
  authorization: string | null;
  body: { model?: string; messages?: { role: string; content: string }[]; [key: string]: unknown };
};

export type FakeOpenAIApi = {
  /** the base URL to configure as OPENAI_BASE_URL (ends in /v1) */
  url: string;
  requests: ChatCompletionRequest[];
  /** how the next requests are answered */
  mode: 'ok' | 'error' | 'hang' | 'empty';
  /** the assistant text an 'ok' answer carries */
  reply: string;
  close(): Promise<void>;
};

/** A local stand-in for an OpenAI-compatible `POST /v1/chat/completions`, answering in its wire format. */
export async function startFakeOpenAIApi(): Promise<FakeOpenAIApi> {
  const fake: FakeOpenAIApi = {
    url: '',
    requests: [],
    mode: 'ok',
    reply: 'Hello from the model.',
    close: () => Promise.resolve(),
  };
  const handle: FakeRequestHandler = (req, res, text) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Unknown request URL', type: 'invalid_request_error' } }));
      return;
    }
    fake.requests.push({
      path: req.url,
      authorization: req.headers.authorization ?? null,
      body: JSON.parse(text || '{}') as ChatCompletionRequest['body'],
    });
    if (fake.mode === 'hang') return; // never answers
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: 'The server had an error while processing your request.', type: 'server_error' },
        }),
      );
      return;
    }
    const content = fake.mode === 'empty' ? '' : fake.reply;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake123',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
    );
  };
  const server = await startFakeServer(handle);
  fake.url = `${server.url}/v1`;
  fake.close = server.close;
  return fake;
}
