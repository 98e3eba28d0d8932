import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The single row of marketing integration settings (id is always 1). */
@Entity({ name: 'marketing_settings' })
@Check('ck_marketing_settings_single_row', '"id" = 1')
export class MarketingSettingsRecord {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'ga_enabled', type: 'boolean', default: false })
  gaEnabled: boolean;

  @Column({ name: 'ga_measurement_id', type: 'text', nullable: true })
  gaMeasurementId: string | null;

  @Column({ name: 'fb_capi_enabled', type: 'boolean', default: false })
  fbCapiEnabled: boolean;

  @Column({ name: 'fb_pixel_id', type: 'text', nullable: true })
  fbPixelId: string | null;

  @Column({ name: 'fb_access_token', type: 'text', nullable: true })
  fbAccessToken: string | null;

  /** on: analytics, the pixel and the Conversions API wait for the visitor's consent (the cookie banner) */
  @Column({ name: 'require_consent', type: 'boolean', default: true })
  requireConsent: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
