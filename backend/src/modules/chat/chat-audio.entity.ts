import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A spoken reply, kept in PostgreSQL so any instance behind the load balancer can serve it, and
 * removed after the retention period.
 */
@Entity({ name: 'chat_audio' })
export class ChatAudio {
  /** random (UUID v4): the URL is the only key to it */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ type: 'bytea' })
  data: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Index('idx_chat_audio_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz', precision: 3 })
  expiresAt: Date;
}
