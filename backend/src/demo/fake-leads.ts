import { LEAD_FIELDS, type LeadAnswerKey, type LeadField } from '../modules/leads/lead-fields';
import { choiceValues } from '../modules/leads/lead-options';
import { fakeAttribution, type FakeAttribution } from './fake-attribution';
import { fakeProgress, type FakeProgress } from './fake-progress';
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, GOALS, LAST_NAMES, MESSAGES, PROBLEMS } from './lead-words';

/** One lead as the seed writes it: the answers (lead-fields.ts), its source and arrival, and what happened since. */
export type FakeLead = FakeAttribution &
  FakeProgress & {
    answers: Record<LeadAnswerKey, string | null>;
    source: string;
    created_at: Date;
  };

const BUSINESS_TYPES = choiceValues('businessType');
const COMPANY_SIZES = choiceValues('companySize');
const ANNUAL_REVENUES = choiceValues('annualRevenue');
const CLIENT_VALUES = choiceValues('clientValue');
const SERVICE_INTERESTS = choiceValues('serviceInterest');
const TIMELINES = choiceValues('timeline');
const MARKETING_BUDGETS = choiceValues('budget');

/** An answer the seed has no words for (a field added since): a random choice, or text its rules accept. */
function anyAnswer(field: LeadField, random: () => number): string | null {
  if (field.kind === 'choice') return field.options[Math.floor(random() * field.options.length)].value;
  if (field.required === false) return null;
  return 'Seeded answer'.padEnd(field.minLength ?? 0, '.');
}

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
    const company = `${pick(COMPANY_WORDS)} ${pick(COMPANY_SUFFIXES[businessType] ?? ['Group'])}`;
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
    // in the order the values were always drawn, so that a seed gives the leads it gave before
    const answers: Partial<Record<LeadAnswerKey, string | null>> = {
      name: `${first} ${last}`,
      email: `${local}@${domain}`,
      phone,
      company,
      businessType,
      companySize: pick(COMPANY_SIZES),
      annualRevenue: pick(ANNUAL_REVENUES),
      clientValue: pick(CLIENT_VALUES),
      marketingNeeds: random() < 0.7 ? `${pick(PROBLEMS)} ${pick(GOALS)}` : pick(PROBLEMS),
      serviceInterest: SERVICE_INTERESTS[Math.floor(laterAnswers() * SERVICE_INTERESTS.length)],
      companyWebsite: laterAnswers() < 0.65 ? domain : null,
      timeline: pick(TIMELINES),
      budget: pick(MARKETING_BUDGETS),
      message: random() < 0.45 ? pick(MESSAGES) : null,
    };
    for (const field of LEAD_FIELDS) answers[field.key] ??= anyAnswer(field, laterAnswers);
    return {
      answers: answers as Record<LeadAnswerKey, string | null>,
      source: 'contact_form',
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
