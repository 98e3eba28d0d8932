import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One message of a stored conversation. */
@ObjectType('ChatConversationMessage')
export class ChatConversationMessage {
  @Field(() => String, { description: 'user or assistant' })
  role: 'user' | 'assistant';

  @Field(() => String)
  content: string;

  @Field(() => String, { description: 'when it was sent, ISO 8601' })
  at: string;

  @Field(() => String, { nullable: true, description: 'which provider wrote an assistant message: builtin or openai' })
  provider?: string | null;

  /** the spoken reply's id (chat_audio), so that erasing the conversation erases its audio too */
  audioId?: string | null;
}

/** A visitor's conversation with the assistant, linked to the lead the same visitor later submitted. */
@ObjectType()
@Entity({ name: 'chat_conversation' })
@Index('idx_chat_conversation_updated_at', ['updatedAt', 'id'])
@Index('idx_chat_conversation_unlinked_updated_at', ['updatedAt'], { where: '"lead_id" IS NULL' })
export class ChatConversation {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "the browser's random visitor id" })
  @Index('uq_chat_conversation_visitor_id', { unique: true })
  @Column({ name: 'visitor_id', type: 'text' })
  visitorId: string;

  @Field(() => Int, { nullable: true })
  @Index('idx_chat_conversation_lead_id')
  @Column({ name: 'lead_id', type: 'integer', nullable: true })
  leadId: number | null;

  @Field(() => [ChatConversationMessage])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  messages: ChatConversationMessage[];

  @Field(() => String, { description: 'the provider of the latest reply: builtin or openai' })
  @Column({ type: 'text' })
  provider: string;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
