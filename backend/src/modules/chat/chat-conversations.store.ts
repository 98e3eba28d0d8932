import type { DataSource, EntityManager } from 'typeorm';
import { ChatConversation, type ChatConversationMessage } from './chat-conversation.entity';

/** A conversation stops growing here; the rate limit makes this a bound rather than a routine. */
const MAX_STORED_MESSAGES = 1000;

export type ConversationPage = { nodes: ChatConversation[]; hasNextPage: boolean };

/** Conversations in PostgreSQL, one row per visitor, appended to atomically. */
export class ChatConversationsStore {
  constructor(private readonly dataSource: DataSource) {}

  async append(visitorId: string, messages: ChatConversationMessage[], provider: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "chat_conversation" ("visitor_id", "messages", "provider") VALUES ($1, $2::jsonb, $3)
       ON CONFLICT ("visitor_id") DO UPDATE SET
         "messages" = CASE WHEN jsonb_array_length("chat_conversation"."messages") >= ${MAX_STORED_MESSAGES}
                           THEN "chat_conversation"."messages"
                           ELSE "chat_conversation"."messages" || EXCLUDED."messages" END,
         "provider" = EXCLUDED."provider",
         "updated_at" = now()`,
      [visitorId, JSON.stringify(messages), provider],
    );
  }

  /** Links the visitor's conversation to a lead they just submitted, inside the lead's own transaction. */
  async linkLead(manager: EntityManager, visitorId: string, leadId: number): Promise<void> {
    await manager.query(`UPDATE "chat_conversation" SET "lead_id" = $1 WHERE "visitor_id" = $2`, [leadId, visitorId]);
  }

  async forLead(leadId: number): Promise<ChatConversation[]> {
    return this.dataSource
      .getRepository(ChatConversation)
      .find({ where: { leadId }, order: { updatedAt: 'DESC', id: 'DESC' } });
  }

  /** Most recently active first. */
  async list(first: number, offset: number): Promise<ConversationPage> {
    const rows = await this.dataSource.getRepository(ChatConversation).find({
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: first + 1,
      skip: offset,
    });
    return { nodes: rows.slice(0, first), hasNextPage: rows.length > first };
  }
}
