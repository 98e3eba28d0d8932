import type { Logger } from 'pino';
import type { Reply, ReplyProvider, ReplyRequest } from './reply-provider';

/** Uses the primary provider and, when it fails or times out, the fallback: a visitor never sees an LLM outage. */
export class FallbackReplyProvider implements ReplyProvider {
  readonly name;

  constructor(
    private readonly primary: ReplyProvider,
    private readonly fallback: ReplyProvider,
    private readonly logger: Logger,
  ) {
    this.name = primary.name;
  }

  async reply(request: ReplyRequest): Promise<Reply> {
    try {
      return await this.primary.reply(request);
    } catch (error) {
      this.logger.warn(
        { provider: this.primary.name, reason: error instanceof Error ? error.message : String(error) },
        'reply provider failed; using the fallback',
      );
      return this.fallback.reply(request);
    }
  }
}
