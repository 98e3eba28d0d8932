import type { SpokenAudio, VoiceProvider } from './voice-provider';

export type ElevenLabsOptions = {
  baseUrl: string;
  apiKey: string;
  voiceId: string;
  modelId: string;
  timeoutMs: number;
};

/** Longer replies are cut at a sentence end: speech is a summary, the text stays complete. */
const MAX_SPOKEN_CHARS = 1200;

function spokenText(text: string): string {
  if (text.length <= MAX_SPOKEN_CHARS) return text;
  const cut = text.slice(0, MAX_SPOKEN_CHARS);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
  return end > 200 ? cut.slice(0, end + 1) : cut;
}

/** ElevenLabs' text-to-speech API: `POST /v1/text-to-speech/{voice_id}` answering audio/mpeg. */
export class ElevenLabsVoiceProvider implements VoiceProvider {
  readonly enabled = true;

  constructor(private readonly options: ElevenLabsOptions) {}

  async speak(text: string): Promise<SpokenAudio | null> {
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/v1/text-to-speech/${encodeURIComponent(this.options.voiceId)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'xi-api-key': this.options.apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
      body: JSON.stringify({ text: spokenText(text), model_id: this.options.modelId }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`text-to-speech answered ${response.status}`);
    const contentType = (response.headers.get('content-type') ?? 'audio/mpeg').split(';')[0].trim();
    if (!contentType.startsWith('audio/')) throw new Error(`text-to-speech answered ${contentType}, not audio`);
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length === 0) throw new Error('text-to-speech answered no audio');
    return { data, contentType };
  }
}
