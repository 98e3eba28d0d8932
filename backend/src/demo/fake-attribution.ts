import type { LeadSpamReason } from '../modules/leads/lead-spam-guard';

/**
 * Where a fake lead came from and how the team answered it, drawn from the seed's PRNG: the
 * touches as the browser would have sent them (as stored: camelCase keys, `at` an ISO string),
 * the first response, and a little quarantined spam. Shaped like an agency that advertises: most
 * leads came from a handful of sources, each with a few dozen campaigns, and most were answered,
 * some of them late.
 */

type FakeTouch = {
  source?: string;
  medium?: string;
  campaign?: string;
  content?: string;
  gclid?: string;
  fbclid?: string;
  referrer?: string;
  landingPath: string;
  at: string;
};

export type FakeAttribution = {
  first_touch: FakeTouch | null;
  last_touch: FakeTouch | null;
  first_response_at: Date | null;
  spam_reason: LeadSpamReason | null;
};

type Channel = { source: string; medium: string; weight: number; clickId?: 'gclid' | 'fbclid' };

const CHANNELS: Channel[] = [
  { source: 'google', medium: 'cpc', weight: 30, clickId: 'gclid' },
  { source: 'facebook', medium: 'paid_social', weight: 20, clickId: 'fbclid' },
  { source: 'linkedin', medium: 'paid_social', weight: 12 },
  { source: 'newsletter', medium: 'email', weight: 10 },
  { source: 'instagram', medium: 'paid_social', weight: 8, clickId: 'fbclid' },
  { source: 'bing', medium: 'cpc', weight: 6 },
  { source: 'youtube', medium: 'video', weight: 4 },
  { source: 'partner-blog', medium: 'referral', weight: 3 },
];
const CHANNEL_WEIGHT = CHANNELS.reduce((sum, c) => sum + c.weight, 0);

const THEMES = ['launch', 'leadgen', 'retargeting', 'webinar', 'case-study', 'ai-audit', 'black-friday', 'brand'];
const QUARTERS = ['q1', 'q2', 'q3', 'q4'];
const YEARS = ['2024', '2025', '2026'];
const PAGES = ['/', '/services', '/pricing', '/case-studies', '/about', '/contact'];
const ORGANIC = ['www.google.com', 'duckduckgo.com', 'www.bing.com', 'news.ycombinator.com', 'www.reddit.com'];

const ID_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function fakeAttribution(random: () => number, createdAt: Date, now: Date): FakeAttribution {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const id = (prefix: string, length: number) => prefix + Array.from({ length }, () => pick(ID_CHARACTERS)).join('');
  const channel = (): Channel => {
    let left = random() * CHANNEL_WEIGHT;
    return CHANNELS.find((c) => (left -= c.weight) < 0) ?? CHANNELS[0];
  };
  const campaignTouch = (at: number): FakeTouch => {
    const c = channel();
    const campaign = `${pick(THEMES)}-${pick(QUARTERS)}-${pick(YEARS)}`;
    const page = pick(PAGES);
    const touch: FakeTouch = {
      source: c.source,
      medium: c.medium,
      campaign,
      landingPath: `${page}?utm_source=${c.source}&utm_medium=${c.medium}&utm_campaign=${campaign}`,
      at: new Date(at).toISOString(),
    };
    if (random() < 0.3) touch.content = `ad-${Math.floor(random() * 12) + 1}`;
    if (c.clickId === 'gclid') touch.gclid = id('Cj0KCQ', 40);
    if (c.clickId === 'fbclid') touch.fbclid = id('IwAR', 56);
    return touch;
  };
  const directTouch = (at: number): FakeTouch => ({
    ...(random() < 0.5 ? { referrer: pick(ORGANIC) } : {}),
    landingPath: pick(PAGES),
    at: new Date(at).toISOString(),
  });

  const arrived = createdAt.getTime();
  const firstAt = arrived - random() * 30 * DAY_MS;
  const kind = random();
  // leads from before the site recorded touches have none
  const first = kind < 0.2 ? null : kind < 0.75 ? campaignTouch(firstAt) : directTouch(firstAt);
  const again = random();
  const last =
    first === null
      ? null
      : again < 0.5
        ? first
        : again < 0.8
          ? campaignTouch(firstAt + random() * (arrived - firstAt))
          : directTouch(arrived - random() * HOUR_MS);

  // a little spam in the last two weeks (older spam is purged; the retention is 30 days)
  const age = now.getTime() - arrived;
  const spam = age < 14 * DAY_MS && random() < 0.1;
  const spamReason: LeadSpamReason | null = spam ? (random() < 0.6 ? 'too-fast' : 'honeypot') : null;

  // most leads were answered, some after their 48 hours; the most recent ones are still waiting
  const answeredAfter = random() < 0.8 ? random() * 48 * HOUR_MS : 48 * HOUR_MS + random() * 5 * DAY_MS;
  const answered = !spam && random() < (age > 48 * HOUR_MS ? 0.92 : 0.4) && answeredAfter < age;
  return {
    first_touch: first,
    last_touch: last,
    first_response_at: answered ? new Date(arrived + answeredAfter) : null,
    spam_reason: spamReason,
  };
}
