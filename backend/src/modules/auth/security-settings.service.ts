import type { DataSource } from 'typeorm';
import type { AuditLogService } from '../audit';
import { SecuritySettingsRecord } from './security-settings.entity';

export type SecuritySettings = { requireTwoFactor: boolean; gracePeriodDays: number; requiredSince: Date | null };

const DEFAULTS: SecuritySettings = { requireTwoFactor: false, gracePeriodDays: 7, requiredSince: null };
const DAY_MS = 24 * 60 * 60 * 1000;

/** From when a member without two-step sign-in must enrol before anything else; null while it is not required. */
export function enrolmentDeadlineOf({
  requireTwoFactor,
  gracePeriodDays,
  requiredSince,
}: SecuritySettings): Date | null {
  if (!requireTwoFactor || !requiredSince) return null;
  return new Date(requiredSince.getTime() + gracePeriodDays * DAY_MS);
}

/** The team's sign-in policy: whether two-step sign-in is required, and the grace period to enrol in. */
export class SecuritySettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly now: () => Date,
  ) {}

  async get(): Promise<SecuritySettings> {
    const row = await this.dataSource.getRepository(SecuritySettingsRecord).findOneBy({ id: 1 });
    return row
      ? {
          requireTwoFactor: row.requireTwoFactor,
          gracePeriodDays: row.gracePeriodDays,
          requiredSince: row.requiredSince,
        }
      : { ...DEFAULTS };
  }

  /** Switching the requirement on starts the grace period now; switching it off forgets it. */
  async update({
    requireTwoFactor,
    gracePeriodDays,
  }: Omit<SecuritySettings, 'requiredSince'>): Promise<SecuritySettings> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<{ required_since: Date | null }[]>(
        `INSERT INTO "security_settings" ("id", "require_two_factor", "grace_period_days", "required_since")
         VALUES (1, $1, $2, CASE WHEN $1 THEN $3::timestamptz END)
         ON CONFLICT ("id") DO UPDATE SET
           "require_two_factor" = EXCLUDED."require_two_factor",
           "grace_period_days" = EXCLUDED."grace_period_days",
           "required_since" = CASE WHEN NOT EXCLUDED."require_two_factor" THEN NULL
             ELSE coalesce("security_settings"."required_since", EXCLUDED."required_since") END
         RETURNING "required_since"`,
        [requireTwoFactor, gracePeriodDays, this.now()],
      );
      const settings = { requireTwoFactor, gracePeriodDays, requiredSince: row?.required_since ?? null };
      await this.audit.record(
        { action: 'security_settings.updated', details: { requireTwoFactor, gracePeriodDays } },
        manager,
      );
      return settings;
    });
  }

  async enrolmentDeadline(): Promise<Date | null> {
    return enrolmentDeadlineOf(await this.get());
  }
}
