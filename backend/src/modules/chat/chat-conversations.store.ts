import type { DataSource, EntityManager } from 'typeorm';
import { ChatConversation, type ChatConversationMessage } from './chat-conversation.entity';

/** A conversation stops growing here; the rate limit makes this a bound rather than a routine. */
const MAX_STORED_MESSAGES = 1000;

export type ConversationPage = { nodes: ChatConversation[]; hasNextPage: boolean };

/** What deleting conversations let go: how many, whose (visitor ids) and the spoken replies they pointed to. */
export type DeletedConversations = { count: number; visitorIds: string[]; audioIds: string[] };

/** DELETE … RETURNING these (read through a CTE: TypeORM answers a bare DELETE with its count): each conversation's visitor and the audio ids its replies carry. */
const DELETED_COLUMNS = `"visitor_id" AS "visitorId",
  ARRAY(SELECT m ->> 'audioId' FROM jsonb_array_elements("messages") AS m WHERE m ->> 'audioId' IS NOT NULL) AS "audioIds"`;

function deleted(rows: { visitorId: string; audioIds: string[] }[]): DeletedConversations {
  return {
    count: rows.length,
    visitorIds: rows.map((row) => row.visitorId),
    audioIds: rows.flatMap((row) => row.audioIds),
  };
}

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

  /** Moves a lead's conversations to another lead (a restored submission joining its person's lead). */
  async moveLead(manager: EntityManager, fromLeadId: number, toLeadId: number): Promise<void> {
    await manager.query(`UPDATE "chat_conversation" SET "lead_id" = $2 WHERE "lead_id" = $1`, [fromLeadId, toLeadId]);
  }

  /** Deletes the conversations linked to these leads (an erasure), in the caller's transaction. */
  async deleteForLeads(manager: EntityManager, leadIds: readonly number[]): Promise<DeletedConversations> {
    if (leadIds.length === 0) return deleted([]);
    return deleted(
      await manager.query(
        `WITH gone AS (DELETE FROM "chat_conversation" WHERE "lead_id" = ANY ($1::int[]) RETURNING ${DELETED_COLUMNS})
         SELECT * FROM gone`,
        [leadIds],
      ),
    );
  }

  /** Deletes the conversations linked to no lead whose last message is older than `before`. */
  async deleteUnlinkedBefore(manager: EntityManager, before: Date): Promise<DeletedConversations> {
    return deleted(
      await manager.query(
        `WITH gone AS (
           DELETE FROM "chat_conversation" WHERE "lead_id" IS NULL AND "updated_at" < $1 RETURNING ${DELETED_COLUMNS})
         SELECT * FROM gone`,
        [before],
      ),
    );
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
