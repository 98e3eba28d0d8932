import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { ChatConfig } from '../../engine/config';
import { BuiltInReplyProvider } from './builtin-reply-provider';
import { ChatAudioStore } from './chat-audio.store';
import type { ChatConversationsStore } from './chat-conversations.store';
import { ChatService } from './chat.service';
import { ElevenLabsVoiceProvider } from './elevenlabs-voice-provider';
import { FallbackReplyProvider } from './fallback-reply-provider';
import { OpenAICompatibleReplyProvider } from './openai-reply-provider';
import type { ReplyProvider } from './reply-provider';
import { NoVoiceProvider, type VoiceProvider } from './voice-provider';

export type ChatServiceSettings = ChatConfig & { bookingUrl: string };

/** Picks the providers the configuration names: an LLM (falling back to the built-in assistant) and a voice, or neither. */
export function createChatService(
  dataSource: DataSource,
  conversations: ChatConversationsStore,
  logger: Logger,
  settings: ChatServiceSettings,
  /** the chat audio retention period in force (Settings → Data retention) */
  audioRetentionHours: () => Promise<number>,
): ChatService {
  const builtIn = new BuiltInReplyProvider({ bookingUrl: settings.bookingUrl });
  const replies: ReplyProvider = settings.openai
    ? new FallbackReplyProvider(
        new OpenAICompatibleReplyProvider({ ...settings.openai, bookingUrl: settings.bookingUrl }),
        builtIn,
        logger,
      )
    : builtIn;
  const voice: VoiceProvider = settings.elevenlabs
    ? new ElevenLabsVoiceProvider(settings.elevenlabs)
    : new NoVoiceProvider();
  return new ChatService({
    replies,
    voice,
    audio: new ChatAudioStore(dataSource, audioRetentionHours),
    conversations,
    logger,
    dataSource,
  });
}
