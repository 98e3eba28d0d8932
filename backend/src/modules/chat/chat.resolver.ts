import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ChatConversation } from './chat-conversation.entity';

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
  @Authorized()
  @Query(() => ChatConversationPage, { description: 'most recently active first; at most 100 a page' })
  async chatConversations(
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<ChatConversationPage> {
    return services.chat.conversations(first, offset);
  }

  @Authorized()
  @Query(() => [ChatConversation], { description: 'the conversations of the visitor who submitted this lead' })
  async leadChatConversations(
    @Ctx() { services }: GraphQLContext,
    @Arg('leadId', () => Int) leadId: number,
  ): Promise<ChatConversation[]> {
    return services.chat.conversationsForLead(leadId);
  }
}
