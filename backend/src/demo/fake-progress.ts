import { MILESTONES } from '../modules/leads/milestone-catalogue';
import { PRODUCTS } from '../modules/payments/product-catalogue';

/** A milestone after the capture, completed at `at`. */
type FakeStep = { milestoneId: string; title: string; description: string; at: Date };

type FakeOrder = {
  productId: string;
  productName: string;
  amountCents: number;
  status: 'succeeded' | 'failed';
  at: Date;
  cardBrand: string;
  cardLast4: string;
};

/** The brands of the cards the seeded clients paid with, most common first (Stripe's names). */
const CARD_BRANDS = ['visa', 'visa', 'visa', 'mastercard', 'mastercard', 'amex', 'discover'];

export type FakeProgress = { steps: FakeStep[]; order: FakeOrder | null };

const HOUR_MS = 3_600_000;

/**
 * The chance of each milestone after the first reply (qualification) given the one before:
 * discovery call, proposal, negotiation, closed won, onboarding. The funnel thins out.
 */
const NEXT_STEP_CHANCE = [0.6, 0.55, 0.6, 0.5, 0.85];

/** Campaigns of these themes, and search ads, bring leads that go further. */
const STRONG_THEMES = ['case-study', 'webinar', 'ai-audit'];

/**
 * How far a lead went along the funnel, drawn from the seed's PRNG: an answered lead is qualified
 * at its first reply; each later milestone follows some days after the one before, while the time
 * is not past `now`; some clients who signed paid a package by card.
 */
export function fakeProgress(
  random: () => number,
  lead: { firstResponseAt: Date | null; source: string | null; campaign: string | null },
  now: Date,
): FakeProgress {
  const steps: FakeStep[] = [];
  if (!lead.firstResponseAt) return { steps, order: null };
  const boost =
    (lead.source === 'google' ? 1.1 : 1) * (STRONG_THEMES.some((theme) => lead.campaign?.startsWith(theme)) ? 1.2 : 1);
  let at = lead.firstResponseAt.getTime();
  for (const [index, milestone] of MILESTONES.slice(1).entries()) {
    if (index > 0) {
      if (random() > Math.min(0.95, NEXT_STEP_CHANCE[index - 1] * boost)) break;
      at += (12 + random() * 24 * 9) * HOUR_MS;
    }
    if (at > now.getTime()) break;
    steps.push({
      milestoneId: milestone.milestoneId,
      title: milestone.title,
      description: milestone.description,
      at: new Date(at),
    });
  }
  const won = steps.some((step) => step.milestoneId === 'closed_won');
  const paidAt = at + random() * 72 * HOUR_MS;
  if (!won || random() > 0.7 || paidAt > now.getTime()) return { steps, order: null };
  const product = PRODUCTS[Math.floor(random() * PRODUCTS.length)];
  return {
    steps,
    order: {
      productId: product.id,
      productName: product.name,
      amountCents: product.amountCents,
      status: random() < 0.92 ? 'succeeded' : 'failed',
      at: new Date(paidAt),
      // from the payment time, not the PRNG: the leads seeded after this one stay the same
      cardBrand: CARD_BRANDS[Math.floor(paidAt / 1000) % CARD_BRANDS.length],
      cardLast4: String(Math.floor(paidAt / 7) % 10000).padStart(4, '0'),
    },
  };
}
