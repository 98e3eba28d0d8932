/** One turn of the conversation as the widget sends it (spec section 3). */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ReplyRequest = {
  message: string;
  /** earlier turns, oldest first, already trimmed to a bounded size */
  history: readonly ChatTurn[];
};

export type Reply = {
  text: string;
  /** which provider wrote it, kept with the conversation: 'builtin' or 'openai' */
  provider: ReplyProviderName;
};

type ReplyProviderName = 'builtin' | 'openai';

/** Writes the assistant's answer. Implementations: the built-in assistant and any OpenAI-compatible API. */
export interface ReplyProvider {
  readonly name: ReplyProviderName;
  reply(request: ReplyRequest): Promise<Reply>;
}
