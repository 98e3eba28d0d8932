import { buildSystemPrompt } from './system-prompt';
import type { Reply, ReplyProvider, ReplyRequest } from './reply-provider';

export type OpenAICompatibleOptions = {
  /** e.g. https://api.openai.com/v1, or a local llama.cpp / Ollama server's /v1 */
  baseUrl: string;
  /** optional: local servers usually need none */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  bookingUrl: string;
};

const MAX_REPLY_TOKENS = 400;

type ChatCompletion = { choices?: { message?: { content?: unknown } }[] };

/** Replies from any OpenAI-compatible `POST /chat/completions` endpoint. */
export class OpenAICompatibleReplyProvider implements ReplyProvider {
  readonly name = 'openai' as const;
  private readonly systemPrompt: string;

  constructor(private readonly options: OpenAICompatibleOptions) {
    this.systemPrompt = buildSystemPrompt(options.bookingUrl);
  }

  async reply({ message, history }: ReplyRequest): Promise<Reply> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: this.options.model,
        messages: [
          { role: 'system', content: this.systemPrompt },
          ...history.map((turn) => ({ role: turn.role, content: turn.content })),
          { role: 'user', content: message },
        ],
        temperature: 0.3,
        max_tokens: MAX_REPLY_TOKENS,
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    // the status only: a provider's error body may echo request details
    if (!response.ok) throw new Error(`chat completions answered ${response.status}`);
    const body = (await response.json()) as ChatCompletion;
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('chat completions returned no text');
    return { text: content.trim(), provider: this.name };
  }
}
