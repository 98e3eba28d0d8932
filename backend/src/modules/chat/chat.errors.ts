/** The visitor or their network sent too many messages; the REST adapter answers 429. */
export class ChatRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('You are sending messages too quickly. Please wait a moment and try again.');
    this.name = 'ChatRateLimitedError';
  }
}
