/** A message in the widget (spec section 3): assistant messages may carry a spoken version. */
export type ChatMessage = {
  id: string;
  content: string;
  isUser: boolean;
  /** ISO 8601 */
  timestamp: string;
  /** URL of the spoken reply on our own origin */
  audio?: string;
};

/** One turn of the history sent to the server. */
export type ChatHistoryTurn = { content: string; role: 'user' | 'assistant' };

export type ChatReply = { response?: unknown; audioUrl?: unknown };
