import type { DataSource } from 'typeorm';

/** The UTM sources and campaigns of the seeded counters ('' for none). */
const SOURCES = ['', 'google', 'facebook', 'linkedin', 'newsletter', 'bing', 'twitter', 'reddit'];
const CAMPAIGNS = ['', 'spring', 'brand', 'retarget', 'launch'];

/**
 * What the funnel reads beside the leads: a booking for one lead in eight (one in ten of those
 * canceled, the others held once their end passed; a trigger counts them by day), and two years of
 * the public site's daily counters for every event, source and campaign (far more rows than a real
 * site's).
 */
export async function seedFunnel(dataSource: DataSource, now: Date): Promise<void> {
  await dataSource.query(
    `INSERT INTO "booking" ("lead_id", "provider", "external_id", "status", "start_time", "end_time", "created_at", "held_at")
     SELECT "id", 'cal', 'bench-' || "id", CASE WHEN "id" % 80 = 0 THEN 'canceled' ELSE 'scheduled' END,
            "created_at" + interval '3 days', "created_at" + interval '3 days 30 minutes', "created_at" + interval '2 hours',
            CASE WHEN "id" % 80 <> 0 AND "created_at" + interval '3 days 30 minutes' < $1
              THEN "created_at" + interval '3 days 30 minutes' END
     FROM "lead" WHERE NOT "spam" AND "id" % 8 = 0`,
    [now],
  );
  await dataSource.query(
    `INSERT INTO "funnel_count" ("day", "event", "source", "campaign", "count")
     SELECT d::date, e, s, c, 1 + (random() * 200)::int
     FROM generate_series($1::date - 730, $1::date, interval '1 day') AS d,
          unnest(ARRAY['page_view', 'form_start', 'form_submit', 'booking_click']) AS e,
          unnest($2::text[]) AS s, unnest($3::text[]) AS c`,
    [now, SOURCES, CAMPAIGNS],
  );
  // as autovacuum would have by now
  await dataSource.query('VACUUM (ANALYZE) "funnel_count"');
}
