import type { SelectQueryBuilder } from 'typeorm';
import { type Lead, MILESTONES } from '../leads';
import { HISTOGRAM_GROWTH } from './stats-histogram';

/**
 * The dashboard's figures of a set of leads as (metric, key, count) rows: one definition, read by
 * the daily roll-up and by the statistics of the days it has not counted, so both always agree.
 *
 * Metrics of the leads that are not spam:
 * - `leads` (key ''); `replied` (key 'true' or 'false'); `repliedWithin48h` (key 'true' or 'false'),
 *   these two and the reply times of the leads promised a reply (an imported lead not contacted was not);
 * - the breakdowns `source`, `campaign`, `businessType`, `companySize`, `timeline`, `budget`
 *   (key: the value, '' for none);
 * - `lastSource`: by the last touch's source, lowercased as the funnel's counters are (key '' for none);
 * - `replyHours`: a histogram of the hours to the first reply (key: the stats-histogram bin);
 * - `replyBand`: the same in the dashboard's REPLY_TIME_BANDS (key: the band's index);
 * - `reached` (key: milestone id) and `stepHours:<milestone id>`: a histogram of the hours from the
 *   milestone before to this one.
 * And `spam` (key ''): the quarantined leads of the same period and filter.
 */
export type FactRow = { metric: string; key: string; count: number };

/** Reply times, in hours, as the dashboard's histogram groups them (the last band is open-ended). */
export const REPLY_TIME_BANDS = [4, 12, 24, 48, 72] as const;

/** The columns a fact reads, selected from the `lead` alias of a lead query. */
const LEAD_COLUMNS: [string, string][] = [
  ['lead.id', 'id'],
  ['lead.createdAt', 'created_at'],
  ['lead.firstTouchSource', 'source'],
  ['lead.firstTouchCampaign', 'campaign'],
  [`lower(lead.lastTouch ->> 'source')`, 'last_source'],
  ['lead.businessType', 'business_type'],
  ['lead.companySize', 'company_size'],
  ['lead.timeline', 'timeline'],
  ['lead.budget', 'budget'],
  ['lead.replyDueAt', 'reply_due_at'],
  ['lead.firstResponseAt', 'first_response_at'],
  ['lead.repliedByBooking', 'replied_by_booking'],
];

const hoursBetween = (later: string, earlier: string) => `(extract(epoch FROM (${later} - ${earlier})) / 3600)`;

/** The stats-histogram bin of a number of hours, as SQL (bin 0: under a minute). */
function histogramBin(hours: string): string {
  return `(CASE WHEN ${hours} < 1.0 / 60 THEN 0 ELSE 1 + floor(ln(${hours} * 60) / ln(${HISTOGRAM_GROWTH}))::int END)::text`;
}

const REPLY_HOURS = hoursBetween('l.first_response_at', 'l.created_at');
/**
 * A lead the 48-hour promise was made to: not one imported from a file without a contact, which
 * is stored as replied when it arrived (lead-imports) and stays out of the reply figures.
 */
const PROMISED = '(NOT (l.first_response_at = l.created_at AND NOT l.replied_by_booking))';
const STEP_HOURS = hoursBetween('s.completed_at', 's.before_at');
const MILESTONE_ORDER = `ARRAY[${MILESTONES.map((m) => `'${m.milestoneId}'`).join(', ')}]`;

/** The lead facts: one pass over the leads, one grouping set per metric. */
const GROUPED_METRICS: [metric: string, column: string][] = [
  ['source', 'source'],
  ['campaign', 'campaign'],
  ['lastSource', 'last_source'],
  ['businessType', 'business_type'],
  ['companySize', 'company_size'],
  ['timeline', 'timeline'],
  ['budget', 'budget'],
  ['replied', 'replied'],
  ['repliedWithin48h', 'within_48h'],
  ['replyHours', 'reply_bin'],
  ['replyBand', 'reply_band'],
];

/** Renumbers a query's $n parameters after `offset` others, to join it to another query. */
function shifted([sql, parameters]: [string, unknown[]], offset: number): [string, unknown[]] {
  return [sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`), parameters];
}

/**
 * One SQL statement giving the FactRows of the leads `leads` selects (not spam) and the count of
 * the spam `spam` selects. Both are lead queries of LeadsService.matching, narrowed to a period.
 */
export function factsQuery(leads: SelectQueryBuilder<Lead>, spam: SelectQueryBuilder<Lead>): [string, unknown[]] {
  let selected = leads.clone().select(LEAD_COLUMNS[0][0], LEAD_COLUMNS[0][1]);
  for (const [column, alias] of LEAD_COLUMNS.slice(1)) selected = selected.addSelect(column, alias);
  const [leadSql, leadParameters]: [string, unknown[]] = selected.getQueryAndParameters();
  const [spamSql, spamParameters] = shifted(
    spam.clone().select('count(*)::int', 'count').getQueryAndParameters(),
    leadParameters.length,
  );
  const whenGrouped = (then: (metric: string, column: string) => string, otherwise: string) =>
    `CASE ${GROUPED_METRICS.map(([metric, column]) => `WHEN GROUPING(x.${column}) = 0 THEN ${then(metric, column)}`).join(' ')} ELSE ${otherwise} END`;
  const sql = `WITH l AS MATERIALIZED (${leadSql})
    SELECT g.metric, g.key, g.count FROM (
      SELECT ${whenGrouped((metric) => `'${metric}'`, `'leads'`)} AS metric,
             ${whenGrouped((_, column) => `x.${column}`, `''`)} AS key,
             count(*)::int AS count
      FROM (
        SELECT COALESCE(l.source, '') AS source, COALESCE(l.campaign, '') AS campaign,
               COALESCE(l.last_source, '') AS last_source,
               COALESCE(l.business_type, '') AS business_type, COALESCE(l.company_size, '') AS company_size,
               COALESCE(l.timeline, '') AS timeline, COALESCE(l.budget, '') AS budget,
               CASE WHEN ${PROMISED} IS NOT false THEN (l.first_response_at IS NOT NULL)::text END AS replied,
               CASE WHEN ${PROMISED} THEN (l.first_response_at <= l.reply_due_at)::text END AS within_48h,
               CASE WHEN ${PROMISED} THEN ${histogramBin(REPLY_HOURS)} END AS reply_bin,
               CASE WHEN ${PROMISED}
                 THEN width_bucket(${REPLY_HOURS}, ARRAY[${REPLY_TIME_BANDS.join(',')}]::float8[])::text END AS reply_band
        FROM l
      ) AS x
      GROUP BY GROUPING SETS ((), ${GROUPED_METRICS.map(([, column]) => `(x.${column})`).join(', ')})
    ) AS g
    WHERE g.key IS NOT NULL
    UNION ALL
    SELECT f.metric, f.key, count(*)::int
    FROM l
    CROSS JOIN LATERAL (
      SELECT m.milestone_id, m.completed_at, o.position,
             lag(m.completed_at) OVER w AS before_at, lag(o.position) OVER w AS before_position
      FROM lead_milestone m, array_position(${MILESTONE_ORDER}, m.milestone_id) AS o(position)
      WHERE m.lead_id = l.id AND m.completed
      WINDOW w AS (ORDER BY o.position)
    ) AS s
    CROSS JOIN LATERAL (VALUES
      ('reached', s.milestone_id),
      ('stepHours:' || s.milestone_id,
        CASE WHEN s.before_position = s.position - 1 AND s.completed_at >= s.before_at THEN ${histogramBin(STEP_HOURS)} END)
    ) AS f(metric, key)
    WHERE f.key IS NOT NULL
    GROUP BY f.metric, f.key
    UNION ALL
    SELECT 'spam', '', s.count FROM (${spamSql}) AS s`;
  return [sql, [...leadParameters, ...spamParameters]];
}
