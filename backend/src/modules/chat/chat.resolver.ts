import { Arg, Authorized, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ChatConversation } from './chat-conversation.entity';
import type { ChatService } from './chat.service';

@ObjectType()
export class ChatConversationPage {
  @Field(() => [ChatConversation])
  nodes: ChatConversation[];

  @Field(() => Boolean)
  hasNextPage: boolean;
}

/** The sales team's view of what visitors asked the assistant. Admins only. */
@Resolver(() => ChatConversation)
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  @Authorized()
  @Query(() => ChatConversationPage, { description: 'most recently active first; at most 100 a page' })
  async chatConversations(
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<ChatConversationPage> {
    return this.chat.conversations(first, offset);
  }

  @Authorized()
  @Query(() => [ChatConversation], { description: 'the conversations of the visitor who submitted this lead' })
  async leadChatConversations(@Arg('leadId', () => Int) leadId: number): Promise<ChatConversation[]> {
    return this.chat.conversationsForLead(leadId);
  }
}
