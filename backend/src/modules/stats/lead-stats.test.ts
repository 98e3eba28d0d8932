import { startTestApp, type TestApp } from '../../test/start-test-app';
import { addMember, type Member } from '../../test/team';
import { MILESTONES } from '../leads/milestone-catalogue';

/*
 * Every statistic against the same figure counted here, in JavaScript, from a known set of leads
 * stored with chosen times: March 2026 holds both daylight-saving changes (New York on the 8th,
 * Berlin on the 29th), and a few days without any lead.
 */
const NOW = new Date('2026-04-20T12:00:00Z');
const HOUR = 3_600_000;

type Seed = {
  createdAt: Date;
  source: string | null;
  campaign: string | null;
  businessType: string;
  budget: string;
  spam: boolean;
  /** hours after arrival of the first reply; null: none yet */
  replyAfterHours: number | null;
  /** completion time, in hours after arrival, of each milestone after the capture (in order) */
  milestoneHours: number[];
};

const SOURCES = ['google', 'google', 'google', 'facebook', 'facebook', 'linkedin', null];
const CAMPAIGNS = ['spring-sale', 'spring-sale', 'brand', null];
const TYPES = ['saas', 'ecommerce', 'saas', 'agency'];

/** A deterministic pseudo-random sequence, so the set is the same every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function buildSeeds(): Seed[] {
  const random = sequence(42);
  const seeds: Seed[] = [];
  // March 1 to April 12, skipping three whole days (UTC) so the series has empty buckets
  for (let day = 0; day < 43; day += 1) {
    if ([5, 6, 20].includes(day)) continue;
    const perDay = 1 + Math.floor(random() * 4);
    for (let i = 0; i < perDay; i += 1) {
      const createdAt = new Date(Date.UTC(2026, 2, 1 + day, Math.floor(random() * 24), Math.floor(random() * 60)));
      const reply = random();
      const steps = Math.floor(random() * random() * MILESTONES.length);
      seeds.push({
        createdAt,
        source: SOURCES[Math.floor(random() * SOURCES.length)]!,
        campaign: CAMPAIGNS[Math.floor(random() * CAMPAIGNS.length)]!,
        businessType: TYPES[Math.floor(random() * TYPES.length)],
        budget: random() < 0.5 ? '10k-25k' : '25k-50k',
        spam: random() < 0.08,
        replyAfterHours: reply < 0.15 ? null : Math.round(reply * 90 * 10) / 10,
        milestoneHours: Array.from({ length: steps }, () => 6 + Math.round(random() * 40)).map((_, k, gaps) =>
          gaps.slice(0, k + 1).reduce((sum, gap) => sum + gap, 0),
        ),
      });
    }
  }
  return seeds;
}

const seeds = buildSeeds();
let app: TestApp;
let analyst: Member;

beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
  analyst = await addMember(app, await app.signIn(), 'ANALYST');
  // two statements for the whole set: leads with chosen ids, then their milestones
  const leads = seeds.map((seed, index) => ({
    id: 100_000 + index,
    business_type: seed.businessType,
    budget: seed.budget,
    spam: seed.spam,
    first_touch: seed.source ? { source: seed.source, ...(seed.campaign ? { campaign: seed.campaign } : {}) } : null,
    created_at: seed.createdAt,
    first_response_at:
      seed.replyAfterHours === null ? null : new Date(seed.createdAt.getTime() + seed.replyAfterHours * HOUR),
  }));
  await app.dataSource.query(
    `INSERT INTO lead (id, name, email, business_type, budget, spam, first_touch, created_at, reply_due_at, first_response_at)
     SELECT id, 'Stat Lead', 'stat.' || id || '@example.com', business_type, budget, spam, first_touch, created_at,
            created_at + interval '48 hours', first_response_at
     FROM jsonb_to_recordset($1::jsonb) AS l(id int, business_type text, budget text, spam boolean, first_touch jsonb,
                                               created_at timestamptz, first_response_at timestamptz)`,
    [JSON.stringify(leads)],
  );
  const milestones = seeds.flatMap((seed, index) =>
    [0, ...seed.milestoneHours].map((hours, step) => ({
      lead_id: 100_000 + index,
      milestone_id: MILESTONES[step].milestoneId,
      title: MILESTONES[step].title,
      completed_at: new Date(seed.createdAt.getTime() + hours * HOUR),
    })),
  );
  await app.dataSource.query(
    `INSERT INTO lead_milestone (lead_id, milestone_id, title, description, completed, completed_at)
     SELECT lead_id, milestone_id, title, '', true, completed_at
     FROM jsonb_to_recordset($1::jsonb) AS m(lead_id int, milestone_id text, title text, completed_at timestamptz)`,
    [JSON.stringify(milestones)],
  );
});

afterAll(async () => {
  await app.close();
});

const STATS = `query ($from: DateTimeISO!, $to: DateTimeISO!, $interval: StatsInterval!, $tz: String!, $filter: LeadFilter) {
  leadStats(from: $from, to: $to, interval: $interval, timeZone: $tz, filter: $filter) {
    total previousTotal spam
    series { at count }
    bySource { key label count } byCampaign { key count } byBusinessType { key count } byBudget { key count }
    funnel { milestoneId title reached conversionFromPrevious medianHoursFromPrevious }
    response { replied repliedWithin48h shareWithin48h medianHoursToReply p90HoursToReply overdueNow }
    replyTimes { key count }
  }
}`;

type Stats = {
  total: number;
  previousTotal: number;
  spam: number;
  series: { at: string; count: number }[];
  bySource: { key: string; label: string; count: number }[];
  byCampaign: { key: string; count: number }[];
  byBusinessType: { key: string; count: number }[];
  byBudget: { key: string; count: number }[];
  funnel: {
    milestoneId: string;
    title: string;
    reached: number;
    conversionFromPrevious: number | null;
    medianHoursFromPrevious: number | null;
  }[];
  response: {
    replied: number;
    repliedWithin48h: number;
    shareWithin48h: number | null;
    medianHoursToReply: number | null;
    p90HoursToReply: number | null;
    overdueNow: number;
  };
  replyTimes: { key: string; count: number }[];
};

async function stats(from: string, to: string, tz: string, interval = 'DAY', filter?: object): Promise<Stats> {
  const res = await app.graphql<{ leadStats: Stats }>(STATS, { from, to, interval, tz, filter }, analyst.cookie);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.leadStats;
}

/** The local calendar date of an instant in a time zone, as YYYY-MM-DD. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The instant of local midnight starting the day `date` (YYYY-MM-DD) in a time zone. */
function localMidnight(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let guess = Date.UTC(y, m - 1, d);
  for (let i = 0; i < 3; i += 1) {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(guess));
    const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const shownAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    guess -= shownAsUtc - Date.UTC(y, m - 1, d);
  }
  return new Date(guess);
}

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/** A percentile read from the statistics' histograms: within 2 % of the exact one (or a minute). */
function expectNearPercentile(received: number | null, exact: number | null): void {
  if (exact === null) return expect(received).toBeNull();
  expect(Math.abs(received! - exact)).toBeLessThanOrEqual(0.02 * exact + 1 / 60);
}

const inRange = (from: string, to: string) => (seed: Seed) =>
  seed.createdAt >= new Date(from) && seed.createdAt < new Date(to);

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe.each([
  ['Europe/Berlin', '2026-03-29'],
  ['America/New_York', '2026-03-08'],
])('leadStats in %s', (tz, dstDay) => {
  const from = localMidnight('2026-03-01', tz).toISOString();
  const to = localMidnight('2026-04-11', tz).toISOString();
  const period = () => seeds.filter(inRange(from, to));
  const leads = () => period().filter((seed) => !seed.spam);

  it('counts the period, the one before it and the spam', async () => {
    const result = await stats(from, to, tz);
    expect(result.total).toBe(leads().length);
    expect(result.spam).toBe(period().filter((seed) => seed.spam).length);
    const before = new Date(2 * new Date(from).getTime() - new Date(to).getTime()).toISOString();
    expect(result.previousTotal).toBe(seeds.filter(inRange(before, from)).filter((s) => !s.spam).length);
  });

  it('has a bucket for every local day, empty ones included, with the daylight-saving day 23 hours long', async () => {
    const { series } = await stats(from, to, tz);
    expect(series).toHaveLength(41);
    const expected = countBy(leads(), (seed) => localDate(seed.createdAt, tz));
    for (const point of series) {
      const date = localDate(new Date(point.at), tz);
      expect(new Date(point.at).toISOString()).toBe(localMidnight(date, tz).toISOString());
      expect([date, point.count]).toEqual([date, expected.get(date) ?? 0]);
    }
    expect(series.filter((point) => point.count === 0).length).toBeGreaterThan(0);
    const dst = series.findIndex((point) => localDate(new Date(point.at), tz) === dstDay);
    expect(new Date(series[dst + 1].at).getTime() - new Date(series[dst].at).getTime()).toBe(23 * HOUR);
    expect(series.reduce((sum, point) => sum + point.count, 0)).toBe(leads().length);
  });

  it('buckets by week (Mondays) and by month', async () => {
    const weeks = await stats(from, to, tz, 'WEEK');
    expect(
      weeks.series.every(
        (point) => new Date(point.at).toLocaleDateString('en-US', { timeZone: tz, weekday: 'long' }) === 'Monday',
      ),
    ).toBe(true);
    expect(weeks.series.reduce((sum, point) => sum + point.count, 0)).toBe(leads().length);
    const months = await stats(from, to, tz, 'MONTH');
    expect(months.series.map((point) => localDate(new Date(point.at), tz))).toEqual(['2026-03-01', '2026-04-01']);
    expect(months.series.map((point) => point.count)).toEqual([
      leads().filter((seed) => localDate(seed.createdAt, tz) < '2026-04-01').length,
      leads().filter((seed) => localDate(seed.createdAt, tz) >= '2026-04-01').length,
    ]);
  });

  it('breaks the leads down by source, campaign, business type and budget, largest first', async () => {
    const result = await stats(from, to, tz);
    const expectBreakdown = (entries: { key: string; count: number }[], key: (seed: Seed) => string) => {
      const expected = countBy(leads(), key);
      expect(new Map(entries.map((entry) => [entry.key, entry.count]))).toEqual(expected);
      expect(entries.map((entry) => entry.count)).toEqual(
        [...entries.map((entry) => entry.count)].sort((a, b) => b - a),
      );
    };
    expectBreakdown(result.bySource, (seed) => seed.source ?? '');
    expectBreakdown(result.byCampaign, (seed) => (seed.source ? (seed.campaign ?? '') : ''));
    expectBreakdown(result.byBusinessType, (seed) => seed.businessType);
    expectBreakdown(result.byBudget, (seed) => seed.budget);
    expect(result.bySource.find((entry) => entry.key === '')?.label).toBe('Direct / none');
  });

  it('gives the funnel: reached, conversion from the step before and the median hours between them', async () => {
    const { funnel } = await stats(from, to, tz);
    expect(funnel.map((step) => step.milestoneId)).toEqual(MILESTONES.map((m) => m.milestoneId));
    let previous: number | null = null;
    for (const [index, step] of funnel.entries()) {
      const reachedBy = leads().filter((seed) => index === 0 || seed.milestoneHours.length >= index);
      expect([step.milestoneId, step.reached]).toEqual([step.milestoneId, reachedBy.length]);
      expect(step.conversionFromPrevious).toBe(previous ? reachedBy.length / previous : null);
      const gaps = reachedBy.map(
        (seed) => seed.milestoneHours[index - 1] - (index > 1 ? seed.milestoneHours[index - 2] : 0),
      );
      expectNearPercentile(step.medianHoursFromPrevious, index === 0 ? null : percentile(gaps, 0.5));
      previous = reachedBy.length;
    }
    expect(funnel[1].reached).toBeGreaterThan(funnel[3].reached);
  });

  it('measures the 48-hour promise: replies, the share within 48 h, median and p90, overdue now', async () => {
    const { response, replyTimes } = await stats(from, to, tz);
    const replied = leads().filter((seed) => seed.replyAfterHours !== null);
    const within = replied.filter((seed) => seed.replyAfterHours! <= 48);
    const judged = leads().filter(
      (seed) => seed.replyAfterHours !== null || seed.createdAt.getTime() + 48 * HOUR <= NOW.getTime(),
    );
    expect(response.replied).toBe(replied.length);
    expect(response.repliedWithin48h).toBe(within.length);
    expect(response.shareWithin48h).toBeCloseTo(within.length / judged.length, 9);
    const hours = replied.map((seed) => seed.replyAfterHours!);
    expectNearPercentile(response.medianHoursToReply, percentile(hours, 0.5));
    expectNearPercentile(response.p90HoursToReply, percentile(hours, 0.9));
    expect(response.overdueNow).toBe(leads().length - replied.length);
    const edges = [0, 4, 12, 24, 48, 72, Infinity];
    expect(replyTimes.map((bucket) => bucket.count)).toEqual(
      edges.slice(0, -1).map((low, i) => hours.filter((h) => h >= low && h < edges[i + 1]).length),
    );
  });

  it('applies a lead filter to every figure', async () => {
    const result = await stats(from, to, tz, 'DAY', { businessType: 'saas', firstTouchSource: 'google' });
    const matching = leads().filter((seed) => seed.businessType === 'saas' && seed.source === 'google');
    expect(result.total).toBe(matching.length);
    expect(result.series.reduce((sum, point) => sum + point.count, 0)).toBe(matching.length);
    expect(result.funnel[0].reached).toBe(matching.length);
    expect(result.response.replied).toBe(matching.filter((seed) => seed.replyAfterHours !== null).length);
  });
});

describe('revenueStats', () => {
  it('sums the paid orders of the period, by bucket and by product', async () => {
    const orders = [
      ['2026-03-02T10:00:00Z', 'starter', 'Starter', 50000, 'succeeded'],
      ['2026-03-02T23:30:00Z', 'growth', 'Growth', 150000, 'succeeded'],
      ['2026-03-04T09:00:00Z', 'starter', 'Starter', 50000, 'succeeded'],
      ['2026-03-04T09:30:00Z', 'starter', 'Starter', 50000, 'failed'],
      ['2026-03-05T09:30:00Z', 'growth', 'Growth', 150000, 'pending'],
      ['2026-02-26T09:30:00Z', 'growth', 'Growth', 150000, 'succeeded'],
      ['2026-02-20T09:30:00Z', 'growth', 'Growth', 150000, 'succeeded'],
    ] as const;
    for (const [at, productId, productName, cents, status] of orders) {
      await app.dataSource.query(
        `INSERT INTO payment_order (product_id, product_name, amount_cents, currency, status, created_at) VALUES ($1, $2, $3, 'usd', $4, $5)`,
        [productId, productName, cents, status, at],
      );
    }
    const res = await app.graphql<{ revenueStats: Record<string, unknown> }>(
      `{ revenueStats(from: "2026-03-01T00:00:00Z", to: "2026-03-06T00:00:00Z", interval: DAY, timeZone: "Europe/Berlin") {
          paidOrders totalCents previousTotalCents
          series { at count amountCents }
          byProduct { key label count amountCents }
      } }`,
      {},
      analyst.cookie,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.revenueStats).toEqual({
      paidOrders: 3,
      totalCents: 250000,
      previousTotalCents: 150000,
      // Berlin's days: the order at 23:30 UTC on the 2nd is on the 3rd there
      series: [
        { at: '2026-02-28T23:00:00.000Z', count: 0, amountCents: 0 },
        { at: '2026-03-01T23:00:00.000Z', count: 1, amountCents: 50000 },
        { at: '2026-03-02T23:00:00.000Z', count: 1, amountCents: 150000 },
        { at: '2026-03-03T23:00:00.000Z', count: 1, amountCents: 50000 },
        { at: '2026-03-04T23:00:00.000Z', count: 0, amountCents: 0 },
        { at: '2026-03-05T23:00:00.000Z', count: 0, amountCents: 0 },
      ],
      byProduct: [
        { key: 'growth', label: 'Growth', count: 1, amountCents: 150000 },
        { key: 'starter', label: 'Starter', count: 2, amountCents: 100000 },
      ],
    });
  });
  it('sums beyond a 32-bit integer', async () => {
    for (const at of ['2025-06-02T10:00:00Z', '2025-06-03T10:00:00Z']) {
      await app.dataSource.query(
        `INSERT INTO payment_order (product_id, product_name, amount_cents, currency, status, created_at)
         VALUES ('enterprise', 'Enterprise', 2000000000, 'usd', 'succeeded', $1)`,
        [at],
      );
    }
    const res = await app.graphql<{ revenueStats: { totalCents: number; byProduct: { amountCents: number }[] } }>(
      '{ revenueStats(from: "2025-06-01T00:00:00Z", to: "2025-06-05T00:00:00Z") { totalCents byProduct { amountCents } } }',
      {},
      analyst.cookie,
    );
    expect(res.data?.revenueStats).toEqual({ totalCents: 4_000_000_000, byProduct: [{ amountCents: 4_000_000_000 }] });
  });
});

describe('the statistics queries', () => {
  it.each([
    [
      'an unknown time zone',
      '{ leadStats(from: "2026-03-01T00:00:00Z", to: "2026-03-02T00:00:00Z", timeZone: "Mars/Olympus") { total } }',
      'timeZone',
    ],
    ['an empty period', '{ leadStats(from: "2026-03-02T00:00:00Z", to: "2026-03-01T00:00:00Z") { total } }', 'to'],
    [
      'five years of days',
      '{ leadStats(from: "2021-03-01T00:00:00Z", to: "2026-03-01T00:00:00Z", interval: DAY) { total } }',
      'interval',
    ],
  ])('refuse %s with BAD_USER_INPUT', async (_what, query, field) => {
    const res = await app.graphql(query, {}, analyst.cookie);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {})).toEqual([field]);
  });

  it('are for signed-in users only', async () => {
    const res = await app.graphql('{ leadStats(from: "2026-03-01T00:00:00Z", to: "2026-03-02T00:00:00Z") { total } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the daily roll-up', () => {
  const tz = 'Europe/Berlin';
  const from = localMidnight('2026-03-01', tz).toISOString();
  const to = localMidnight('2026-04-18', tz).toISOString();
  // a filter that selects every lead makes the statistics read the leads themselves, not the roll-up
  const everyLead = { createdFrom: '2000-01-01T00:00:00Z' };

  /** The figures from the roll-up equal those counted from the leads, for days, weeks and months. */
  async function expectRollupToMatchLeads(): Promise<Stats> {
    const rolled = await stats(from, to, tz);
    expect(rolled).toEqual(await stats(from, to, tz, 'DAY', everyLead));
    expect(await stats(from, to, tz, 'WEEK')).toEqual(await stats(from, to, tz, 'WEEK', everyLead));
    expect(await stats(from, to, tz, 'MONTH')).toEqual(await stats(from, to, tz, 'MONTH', everyLead));
    // UTC's days fall wholly in its day buckets: the series reads their totals, not their quarter hours
    expect(await stats(from, to, 'UTC')).toEqual(await stats(from, to, 'UTC', 'DAY', everyLead));
    // a period that cuts most of a day takes the day's roll-up less the leads of the hours it leaves
    // out: here a lead in the morning before it starts and one in the evening after it ends
    const dayStart = (instant: Date) => Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
    const early = seeds.find((seed) => !seed.spam && seed.createdAt.getUTCHours() < 11)!.createdAt;
    const late = [...seeds].reverse().find((seed) => !seed.spam && seed.createdAt.getUTCHours() >= 13)!.createdAt;
    const cutFrom = new Date(dayStart(early) + 11.5 * HOUR).toISOString();
    const cutTo = new Date(dayStart(late) + 12.5 * HOUR).toISOString();
    expect(await stats(cutFrom, cutTo, 'UTC')).toEqual(await stats(cutFrom, cutTo, 'UTC', 'DAY', everyLead));
    // New York's midnight cuts a UTC day after 5 of its hours
    const newYork = localMidnight('2026-03-02', 'America/New_York').toISOString();
    expect(await stats(newYork, to, 'America/New_York')).toEqual(
      await stats(newYork, to, 'America/New_York', 'DAY', everyLead),
    );
    return rolled;
  }

  async function admin(query: string): Promise<void> {
    const res = await app.graphql(query, {}, await app.signIn());
    expect(res.errors).toBeUndefined();
  }

  it('counts each complete day once and gives the same figures as the leads', async () => {
    const before = await stats(from, to, tz);
    // every UTC day from the first lead's, March 1, to today, April 20, counted up to 5 minutes ago
    expect(await app.services.leadStatsRollup.rollUp()).toBe(51);
    expect(await app.services.leadStatsRollup.rollUp()).toBe(0);
    // and sums the whole months and Monday-to-Sunday weeks among them, which the period reads instead of their days
    const blocks = async (table: string, column: string) =>
      (
        await app.dataSource.query<{ start: string }[]>(
          `SELECT to_char("${column}", 'YYYY-MM-DD') AS start FROM "${table}" ORDER BY 1`,
        )
      ).map((row) => row.start);
    expect(await blocks('lead_stats_month', 'month')).toEqual(['2026-03-01']);
    expect(await blocks('lead_stats_week', 'week')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
    ]);
    expect(await expectRollupToMatchLeads()).toEqual(before);
    expect(before.total).toBe(seeds.filter(inRange(from, to)).filter((seed) => !seed.spam).length);
  });

  it('shows a change to a counted day at once, and counts the day again on the next run', async () => {
    const before = await stats(from, to, tz);
    const index = (predicate: (seed: Seed) => boolean) => 100_000 + seeds.findIndex(predicate);
    const spam = index((seed) => seed.spam);
    const unanswered = index((seed) => !seed.spam && seed.replyAfterHours === null);
    const early = index((seed) => !seed.spam && seed.milestoneHours.length === 0);
    const deleted = index((seed) => !seed.spam && seed.replyAfterHours !== null);
    await admin(`mutation { markLeadNotSpam(id: ${spam}) { id } }`);
    await admin(`mutation { markLeadContacted(id: ${unanswered}) { id } }`);
    await admin(`mutation { completeNextMilestone(leadId: ${early}) { __typename } }`);
    await admin(`mutation { deleteLead(id: ${deleted}) }`);

    const after = await expectRollupToMatchLeads();
    expect([after.total, after.spam]).toEqual([before.total, before.spam - 1]);
    expect(after.response.replied).toBe(before.response.replied);
    expect(after.funnel[1].reached).toBe(before.funnel[1].reached + 1);
    // the changed days are counted again by a run: this one, or the app's own scheduled run if it
    // came first (under load it did, and this call then had nothing left to count)
    await app.services.leadStatsRollup.rollUp();
    const [{ stale }] = await app.dataSource.query<{ stale: number }[]>(
      `SELECT count(*)::int AS stale FROM "lead_stats_day" WHERE "stale"`,
    );
    expect(stale).toBe(0);
    expect(await expectRollupToMatchLeads()).toEqual(after);
  });

  it('counts today up to 5 minutes ago and reads the minutes since from the leads', async () => {
    const untilNow = async () => {
      const rolled = await stats(from, NOW.toISOString(), tz);
      expect(rolled).toEqual(await stats(from, NOW.toISOString(), tz, 'DAY', everyLead));
      return rolled;
    };
    const before = await untilNow();
    // one lead in the counted part of today (it marks the day stale), one after it
    for (const minutesAgo of [10, 1]) {
      await app.dataSource.query(
        `INSERT INTO lead (name, email, business_type, created_at, reply_due_at)
         VALUES ('Today', 'today@example.com', 'saas', $1, $1::timestamptz + interval '48 hours')`,
        [new Date(NOW.getTime() - minutesAgo * 60_000)],
      );
    }
    expect((await untilNow()).total).toBe(before.total + 2);
    expect(await app.services.leadStatsRollup.rollUp()).toBe(1);
    expect((await untilNow()).total).toBe(before.total + 2);
  });
});
