import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The single row of retention periods (id is always 1). A null period means "the default"
 * (RetentionDefaults): forever for leads that never reached Discovery Call.
 */
@Entity({ name: 'retention_settings' })
@Check('ck_retention_settings_single_row', '"id" = 1')
export class RetentionSettingsRecord {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'lead_days', type: 'integer', nullable: true })
  leadDays: number | null;

  @Column({ name: 'spam_days', type: 'integer', nullable: true })
  spamDays: number | null;

  @Column({ name: 'unlinked_chat_days', type: 'integer', nullable: true })
  unlinkedChatDays: number | null;

  @Column({ name: 'chat_audio_hours', type: 'integer', nullable: true })
  chatAudioHours: number | null;

  @Column({ name: 'audit_days', type: 'integer', nullable: true })
  auditDays: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
