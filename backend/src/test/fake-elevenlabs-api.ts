import { startFakeServer, type FakeRequestHandler } from './fake-server';

type TextToSpeechRequest = {
  path: string;
  apiKey: string | null;
  body: { text?: string; model_id?: string };
};

export type FakeElevenLabsApi = {
  url: string;
  requests: TextToSpeechRequest[];
  mode: 'ok' | 'error' | 'unauthorized';
  /** the bytes an 'ok' answer carries (starts like an MP3 frame) */
  audio: Buffer;
  close(): Promise<void>;
};

/** A local stand-in for ElevenLabs' `POST /v1/text-to-speech/{voice_id}`, answering audio/mpeg. */
export async function startFakeElevenLabsApi(expectedKey: string): Promise<FakeElevenLabsApi> {
  const fake: FakeElevenLabsApi = {
    url: '',
    requests: [],
    mode: 'ok',
    audio: Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(412, 7)]),
    close: () => Promise.resolve(),
  };
  const handle: FakeRequestHandler = (req, res, text) => {
    const match = req.method === 'POST' ? /^\/v1\/text-to-speech\/([^/?]+)/.exec(req.url ?? '') : null;
    if (!match) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Not Found' }));
      return;
    }
    const apiKey = typeof req.headers['xi-api-key'] === 'string' ? req.headers['xi-api-key'] : null;
    fake.requests.push({ path: req.url ?? '', apiKey, body: JSON.parse(text || '{}') as TextToSpeechRequest['body'] });
    if (fake.mode === 'unauthorized' || apiKey !== expectedKey) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }));
      return;
    }
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: { status: 'internal_error', message: 'Internal error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(fake.audio.length) });
    res.end(fake.audio);
  };
  Object.assign(fake, await startFakeServer(handle));
  return fake;
}
