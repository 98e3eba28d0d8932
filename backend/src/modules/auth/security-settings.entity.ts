import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The single row of the team's sign-in policy (id is always 1). */
@Entity({ name: 'security_settings' })
@Check('ck_security_settings_single_row', '"id" = 1')
export class SecuritySettingsRecord {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'require_two_factor', type: 'boolean', default: false })
  requireTwoFactor: boolean;

  @Column({ name: 'grace_period_days', type: 'integer', default: 7 })
  gracePeriodDays: number;

  /** when the requirement was switched on: the grace period counts from here */
  @Column({ name: 'required_since', type: 'timestamptz', precision: 3, nullable: true })
  requiredSince: Date | null;
}
