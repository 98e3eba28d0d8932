import {
  ANNUAL_REVENUES,
  BUSINESS_TYPES,
  CLIENT_VALUES,
  COMPANY_SIZES,
  MARKETING_BUDGETS,
  SERVICE_INTERESTS,
  TIMELINES,
} from '../modules/leads/lead-options';
import { fakeAttribution, type FakeAttribution } from './fake-attribution';
import { fakeProgress, type FakeProgress } from './fake-progress';
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, GOALS, LAST_NAMES, MESSAGES, PROBLEMS } from './lead-words';

/** One lead row as the seed writes it (the table's columns, snake_case). */
export type FakeLead = FakeAttribution &
  FakeProgress & {
    name: string;
    email: string;
    phone: string;
    company: string;
    business_type: string;
    company_size: string;
    annual_revenue: string;
    client_value: string;
    marketing_needs: string;
    service_interest: string;
    company_website: string | null;
    timeline: string;
    budget: string;
    source: string;
    message: string | null;
    created_at: Date;
  };

/** mulberry32: a small seeded PRNG, so the same seed gives the same leads on every machine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EIGHTEEN_MONTHS_MS = 548 * 24 * 60 * 60 * 1000;

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

/** Endless realistic leads, created within the 18 months before `now`, more of them recently. */
export function fakeLeads(seed: number, now: Date = new Date()): () => FakeLead {
  const random = seededRandom(seed);
  // the answers added later come from a stream of their own, so the same seed still gives the same leads as before
  const laterAnswers = seededRandom(seed ^ 0x5eed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const end = now.getTime();

  return () => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const businessType = pick(BUSINESS_TYPES);
    const company = `${pick(COMPANY_WORDS)} ${pick(COMPANY_SUFFIXES[businessType])}`;
    const domain = `${slug(company)}.example`;
    const local = pick([
      `${slug(first)}.${slug(last)}`,
      `${slug(first)}`,
      `${slug(first)[0]}${slug(last)}`,
      `${slug(first)}${digits(2)}`,
    ]);
    const phone = pick([
      `+1 (${digits(3)}) 555-${digits(4)}`,
      `+1 ${digits(3)} 555 ${digits(4)}`,
      `+44 20 7946 ${digits(4)}`,
      `(${digits(3)}) 555-${digits(4)}`,
    ]);
    // the square root skews arrivals towards the present: the agency is growing
    const age = (1 - Math.sqrt(random())) * EIGHTEEN_MONTHS_MS;
    const createdAt = new Date(Math.round(end - age));
    const attribution = fakeAttribution(random, createdAt, now);
    return {
      name: `${first} ${last}`,
      email: `${local}@${domain}`,
      phone,
      company,
      business_type: businessType,
      company_size: pick(COMPANY_SIZES),
      annual_revenue: pick(ANNUAL_REVENUES),
      client_value: pick(CLIENT_VALUES),
      marketing_needs: random() < 0.7 ? `${pick(PROBLEMS)} ${pick(GOALS)}` : pick(PROBLEMS),
      service_interest: SERVICE_INTERESTS[Math.floor(laterAnswers() * SERVICE_INTERESTS.length)],
      company_website: laterAnswers() < 0.65 ? domain : null,
      timeline: pick(TIMELINES),
      budget: pick(MARKETING_BUDGETS),
      source: 'contact_form',
      message: random() < 0.45 ? pick(MESSAGES) : null,
      created_at: createdAt,
      ...attribution,
      ...fakeProgress(
        random,
        {
          firstResponseAt: attribution.first_response_at,
          source: attribution.first_touch?.source ?? null,
          campaign: attribution.first_touch?.campaign ?? null,
        },
        now,
      ),
    };
  };
}
