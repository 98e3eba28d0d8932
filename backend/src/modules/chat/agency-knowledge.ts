/**
 * What the assistant may say about the agency: the same facts the website shows (the landing
 * page's content in frontend/src/features/landing/landingContent.ts, the legal pages and the
 * spec's product table). The server cannot import the front end's modules, so the facts are kept
 * here once for both the built-in assistant and the LLM's system prompt. Package names, prices and
 * descriptions are not copied: they come from the payments catalogue, the only source of prices.
 */

import { PRODUCTS, type ProductId } from '../payments';

export const AGENCY_NAME = 'Apex AI';

export type Package = {
  id: ProductId;
  name: string;
  /** whole US dollars */
  amount: number;
  description: string;
};

/** The checkout's products in dollars; checkout is at /checkout?product=<id>. */
export const PACKAGES: readonly Package[] = PRODUCTS.map((product) => ({
  id: product.id,
  name: product.name,
  amount: product.amountCents / 100,
  description: product.description,
}));

export const checkoutPath = (pkg: Package): string => `/checkout?product=${pkg.id}`;
export const price = (pkg: Package): string => `$${pkg.amount.toLocaleString('en-US')}`;

export const SERVICES = [
  {
    title: 'Custom AI Agents',
    description:
      'always-on agents that answer buyer questions, qualify inbound leads and book meetings into your calendar, trained on your offers, tone of voice and sales process',
  },
  {
    title: 'AI Content Creation',
    description:
      'ads, emails, landing pages and short-form video scripts produced at scale, then sharpened by senior copywriters so every piece sounds like you',
  },
  {
    title: 'Intelligent Media Buying',
    description:
      'algorithmic budget allocation across Meta, Google, YouTube, TikTok and LinkedIn that moves spend to winning audiences every day',
  },
  {
    title: 'AI-Powered Funnels',
    description:
      "landing pages, lead magnets and nurture sequences that adapt to each visitor's intent, lifting conversion from first click to signed contract",
  },
  {
    title: 'Predictive Analytics',
    description:
      "models that forecast lifetime value, churn risk and next month's revenue, so you invest in the customers and channels that pay back",
  },
  {
    title: 'AI Marketing Strategy',
    description:
      'a 90-day roadmap built on your own data: positioning, offer, channel mix and the exact AI tools to deploy, ranked by impact',
  },
] as const;

export const CLAIMS = [
  '$200 million+ in managed ad spend',
  '70+ years of combined team experience',
  '30-50% higher ROI',
  '40-60% lower customer acquisition cost',
  'client retention +40%',
  'operational costs -25%',
  '3x more qualified leads',
] as const;

export const TEAM = {
  founder:
    'Marcus Reed, Founder & Chief Strategist: more than $200 million in paid media overseen and 20 years in performance marketing',
  roles: [
    'development (20+ years)',
    'project manager (15+ years)',
    'copywriter (15+ years)',
    'sales manager (20+ years)',
  ],
} as const;

export const PROCESS_STEPS = [
  'Application review: a senior strategist reads your answers and looks at your market, offer and numbers',
  'Strategy call: a 30-minute call to map where your funnel leaks and which levers move revenue first',
  'Custom solution: a written plan with channels, AI agents, content and the budget each one needs',
  'Implementation: we build, launch and optimise, with results reported every week',
] as const;

export const FUNNEL =
  'a 90-day content funnel by audience temperature: cold (days 1-30, awareness), warm (days 31-60, consideration) and hot (days 61-90, conversion)';

export const LEGAL = {
  privacyPath: '/privacy',
  termsPath: '/terms',
  cookiesPath: '/cookies',
  contactEmail: 'privacy@apexai.agency',
  lastUpdated: 'May 10, 2025',
  refund:
    'If you cancel before any work has started, or if we cannot deliver within 30 days of your payment, you get a full refund. Once a session has taken place or a deliverable has been handed over, that part of the package is not refundable.',
  retention:
    'Applications are kept for up to 24 months after our last contact, unless you ask us to delete them sooner.',
  children: 'The service is for businesses and is not directed to children under 13.',
} as const;

export const REPLY_PROMISE_HOURS = 48;
export const CONTACT_FORM_PATH = '/#contact';
