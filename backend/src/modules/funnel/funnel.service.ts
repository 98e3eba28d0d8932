import type { DataSource } from 'typeorm';
import type { FunnelEvent } from './funnel-event';

/** The public site's daily funnel counters. */
export class FunnelService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date,
  ) {}

  /** Adds one to the counter of the event's UTC day, source and campaign. */
  async count({ event, source, campaign }: FunnelEvent): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "funnel_count" ("day", "event", "source", "campaign", "count")
       VALUES (($1::timestamptz AT TIME ZONE 'UTC')::date, $2, $3, $4, 1)
       ON CONFLICT ("day", "event", "source", "campaign") DO UPDATE SET "count" = "funnel_count"."count" + 1`,
      [this.now(), event, source, campaign],
    );
  }
}
