import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The single row of the scheduling tools' settings (id is always 1). */
@Entity({ name: 'scheduling_settings' })
@Check('ck_scheduling_settings_single_row', '"id" = 1')
export class SchedulingSettingsRecord {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  /** Calendly's webhook signing key, sealed (engine/secret-box.ts) */
  @Column({ name: 'calendly_signing_key', type: 'text', nullable: true })
  calendlySigningKey: string | null;

  /** Cal.com's webhook secret, sealed */
  @Column({ name: 'cal_webhook_secret', type: 'text', nullable: true })
  calWebhookSecret: string | null;

  @Column({ name: 'calendly_last_event_at', type: 'timestamptz', precision: 3, nullable: true })
  calendlyLastEventAt: Date | null;

  @Column({ name: 'cal_last_event_at', type: 'timestamptz', precision: 3, nullable: true })
  calLastEventAt: Date | null;
}
