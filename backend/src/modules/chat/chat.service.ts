import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { ChatAudioStore, StoredAudio } from './chat-audio.store';
import type { ChatConversation } from './chat-conversation.entity';
import type { ChatConversationsStore, ConversationPage } from './chat-conversations.store';
import type { ChatRequestInput } from './chat.inputs';
import type { ChatTurn, ReplyProvider } from './reply-provider';
import type { VoiceProvider } from './voice-provider';

export type ChatAnswer = { response: string; audioId: string | null; visitorId: string | null };

export type ChatServiceDeps = {
  replies: ReplyProvider;
  voice: VoiceProvider;
  audio: ChatAudioStore;
  conversations: ChatConversationsStore;
  logger: Logger;
  dataSource: DataSource;
};

/** What erasing or purging conversations removed. */
export type ErasedChats = { conversations: number; audio: number; visitorIds: string[] };

/** Only the latest turns go to a provider: enough context, bounded cost. */
const MAX_HISTORY_TURNS = 12;
const MAX_TURN_CHARS = 2000;

/** The latest non-empty turns, each trimmed and clipped. */
function recentTurns(history: readonly ChatTurn[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const { role, content } of history) {
    const clipped = content.trim().slice(0, MAX_TURN_CHARS);
    if (clipped !== '') turns.push({ role, content: clipped });
  }
  return turns.slice(-MAX_HISTORY_TURNS);
}

/**
 * The assistant: checks the message, gets a reply (and speech when a voice is
 * configured), and keeps the conversation for the sales team.
 */
export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  async chat(request: ChatRequestInput): Promise<ChatAnswer> {
    const askedAt = new Date().toISOString();
    const reply = await this.deps.replies.reply({
      message: request.message,
      history: recentTurns(request.history ?? []),
    });
    const audio = await this.speak(reply.text);

    // a visitor without an id gets a conversation of one exchange, under an id nobody else holds
    const visitorId = request.visitorId ?? `anonymous-${randomUUID()}`;
    try {
      await this.deps.conversations.append(
        visitorId,
        [
          { role: 'user', content: request.message, at: askedAt },
          {
            role: 'assistant',
            content: reply.text,
            at: new Date().toISOString(),
            provider: reply.provider,
            ...(audio ? { audioId: audio.id } : {}),
          },
        ],
        reply.provider,
      );
    } catch (error) {
      // the visitor still gets the answer; the sales team loses one exchange
      this.deps.logger.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'chat conversation not stored',
      );
    }
    return { response: reply.text, audioId: audio?.id ?? null, visitorId: request.visitorId ?? null };
  }

  /** Speech is a bonus: a failing voice provider leaves the reply without audio, never without text. */
  private async speak(text: string): Promise<StoredAudio | null> {
    if (!this.deps.voice.enabled) return null;
    try {
      const spoken = await this.deps.voice.speak(text);
      return spoken ? await this.deps.audio.save(spoken) : null;
    } catch (error) {
      this.deps.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'text-to-speech failed; reply sent without audio',
      );
      return null;
    }
  }

  audio(id: string): Promise<StoredAudio | null> {
    return this.deps.audio.find(id);
  }

  /**
   * Deletes spoken replies past their retention (the retention purge): expired, or made before
   * `createdBefore`. Returns how many went.
   */
  purgeExpiredAudio(now: Date, createdBefore: Date): Promise<number> {
    return this.deps.audio.deleteExpired(now, createdBefore);
  }

  /** Deletes the conversations of these leads and the spoken replies they hold, in the erasure's transaction. */
  async eraseForLeads(manager: EntityManager, leadIds: readonly number[]): Promise<ErasedChats> {
    const gone = await this.deps.conversations.deleteForLeads(manager, leadIds);
    const audio = await this.deps.audio.deleteIds(manager, gone.audioIds);
    return { conversations: gone.count, audio, visitorIds: gone.visitorIds };
  }

  /** Deletes the conversations linked to no lead, idle since before `before`, with their spoken replies. */
  purgeUnlinkedConversations(before: Date): Promise<ErasedChats> {
    return this.deps.dataSource.transaction(async (manager) => {
      const gone = await this.deps.conversations.deleteUnlinkedBefore(manager, before);
      const audio = await this.deps.audio.deleteIds(manager, gone.audioIds);
      return { conversations: gone.count, audio, visitorIds: gone.visitorIds };
    });
  }

  conversationsForLead(leadId: number): Promise<ChatConversation[]> {
    return this.deps.conversations.forLead(leadId);
  }

  conversations(first: number, offset: number): Promise<ConversationPage> {
    return this.deps.conversations.list(Math.min(Math.max(first, 1), 100), Math.max(offset, 0));
  }
}
