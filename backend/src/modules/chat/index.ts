import type { ModuleDefinition } from '../../engine/module';
import { ChatAudio } from './chat-audio.entity';
import { ChatConversation } from './chat-conversation.entity';
import { ChatResolver } from './chat.resolver';
import { chatRoutes } from './chat.routes';
import type { ChatService } from './chat.service';

/** What other modules use of this one. */
export type { ChatConversationsStore } from './chat-conversations.store';
export { chatVisitorFromCookie } from './chat-visitor';
export type { ChatService } from './chat.service';

/** The AI chat assistant: its replies, spoken replies and the conversations kept. */
export const chatModule: ModuleDefinition<{ chat: ChatService }> = {
  name: 'chat',
  entities: [ChatConversation, ChatAudio],
  resolvers: [{ type: ChatResolver, create: (s) => new ChatResolver(s.chat) }],
  routes: (s) => chatRoutes(s.chat),
};
