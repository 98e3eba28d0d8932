import type {
  Benefit,
  ExpertiseCard,
  FooterLink,
  FunnelStage,
  NavLink,
  Partner,
  ProcessStep,
  Service,
  TeamRole,
  Testimonial,
  Trend,
} from './landingTypes';
import { BRAND_NAME } from '../logo';

/** Desktop navigation, in the order and with the hrefs the spec gives. */
export const NAV_LINKS: readonly NavLink[] = [
  { name: 'Home', href: '/' },
  { name: 'Services', href: '/#services' },
  { name: 'Benefits', href: '/#benefits' },
  { name: 'Why Hire Us', href: '/#why-hire-us' },
  { name: 'Testimonials', href: '/#testimonials' },
  { name: 'Content Funnel', href: '/#content-funnel' },
  { name: 'Contact', href: '/#contact' },
];

export const SERVICES_HREF = '/#services';
export const CONTACT_HREF = '/#contact';

/** The mobile menu has its own "Our Services" button, so the Services link is left out there. */
export const MOBILE_NAV_LINKS: readonly NavLink[] = NAV_LINKS.filter((link) => link.href !== SERVICES_HREF);

export const PARTNERS: readonly Partner[] = [
  { name: 'Northwind Commerce', logoText: 'NW' },
  { name: 'Helix Health Labs', logoText: 'HX' },
  { name: 'Summit SaaS Group', logoText: 'SG' },
  { name: 'Lumen Realty Partners', logoText: 'LR' },
];

export const SERVICES: readonly Service[] = [
  {
    icon: 'bot',
    title: 'Custom AI Agents',
    description:
      'Always-on agents that answer buyer questions, qualify inbound leads and book meetings straight into your calendar, trained on your offers, your tone of voice and your sales process.',
  },
  {
    icon: 'pen',
    title: 'AI Content Creation',
    description:
      'Scroll-stopping ads, emails, landing pages and short-form video scripts produced at scale, then sharpened by senior copywriters so every piece sounds unmistakably like you.',
  },
  {
    icon: 'target',
    title: 'Intelligent Media Buying',
    description:
      'Algorithmic budget allocation across Meta, Google, YouTube, TikTok and LinkedIn that moves spend to winning audiences every day, not at the end of the month.',
  },
  {
    icon: 'funnel',
    title: 'AI-Powered Funnels',
    description:
      'Landing pages, lead magnets and nurture sequences that adapt to each visitor’s intent, lifting conversion at every step from first click to signed contract.',
  },
  {
    icon: 'chart',
    title: 'Predictive Analytics',
    description:
      'Models that forecast lifetime value, churn risk and next month’s revenue, so you invest in the customers and channels that will pay back before your competitors notice them.',
  },
  {
    icon: 'compass',
    title: 'AI Marketing Strategy',
    description:
      'A 90-day roadmap built on your own data: positioning, offer, channel mix and the exact AI tools to deploy, ranked by impact and ready for your team to execute.',
  },
];

export const BENEFITS: readonly Benefit[] = [
  {
    icon: 'trending-up',
    metric: '30–50%',
    title: 'Higher ROI',
    description:
      'Budgets flow to proven winners automatically, so every dollar you spend works harder than it did last quarter.',
  },
  {
    icon: 'dollar',
    metric: '40–60%',
    title: 'Lower customer acquisition cost',
    description: 'Sharper targeting and psychology-led creative cut wasted impressions and bring buyers in for less.',
  },
  {
    icon: 'magnet',
    metric: '3x',
    title: 'More qualified leads',
    description:
      'AI agents score and qualify every prospect in real time, so your sales team only talks to people ready to buy.',
  },
  {
    icon: 'repeat',
    metric: '+40%',
    title: 'Client retention',
    description:
      'Churn alerts and personalised nurture sequences keep customers buying long after their first purchase.',
  },
  {
    icon: 'zap',
    metric: '−25%',
    title: 'Operational costs',
    description:
      'Automated reporting, content production and lead routing give your team back hours of manual work every week.',
  },
  {
    icon: 'megaphone',
    metric: '$200M+',
    title: 'Managed ad spend',
    description:
      'Our playbooks are proven across more than $200 million in paid media, so you get what already works, not theory.',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Within 90 days our cost per acquisition dropped by more than half and we finally had a funnel we could scale. Their AI agent now books more demos than our first two SDRs combined.',
    name: 'Sarah Mitchell',
    role: 'CMO, Brightline Software',
    initials: 'SM',
  },
  {
    quote:
      'They rebuilt our Meta and Google accounts around buyer psychology instead of guesswork. Return on ad spend went from 1.8 to 3.1 while we doubled the budget.',
    name: 'David Chen',
    role: 'Founder & CEO, Evergreen Outdoor Co.',
    initials: 'DC',
  },
  {
    quote:
      'The weekly forecasts changed how we plan. We know which campaigns will pay back before we spend a cent, and client retention is up 38% year on year.',
    name: 'Priya Raman',
    role: 'Head of Growth, Meridian Wellness',
    initials: 'PR',
  },
];

export const FOUNDER = {
  name: 'Marcus Reed',
  initials: 'MR',
  role: 'Founder & Chief Strategist',
  bio: [
    'Marcus has personally overseen more than $200 million in paid media for e-commerce brands, SaaS companies and service businesses, from seven-figure launches to nine-figure annual budgets.',
    `He founded ${BRAND_NAME} to give growing companies the same AI-driven playbooks the largest advertisers use, without the enterprise retainer or the junior account managers.`,
  ],
  highlights: ['$200M+ in managed ad spend', '20 years in performance marketing', 'Speaker on AI and buyer psychology'],
} as const;

export const TEAM_ROLES: readonly TeamRole[] = [
  {
    icon: 'code',
    title: 'Development',
    experience: '20+ years',
    description:
      'Builds your AI agents, integrations and server-side tracking so every signal reaches the ad platforms.',
  },
  {
    icon: 'clipboard',
    title: 'Project Manager',
    experience: '15+ years',
    description:
      'Keeps every launch on schedule and every stakeholder informed, with one clear plan and weekly check-ins.',
  },
  {
    icon: 'pen',
    title: 'Copywriter',
    experience: '15+ years',
    description: 'Writes the hooks, offers and email sequences that turn attention into booked calls and revenue.',
  },
  {
    icon: 'briefcase',
    title: 'Sales Manager',
    experience: '20+ years',
    description: 'Aligns marketing with your pipeline and coaches your team to close the leads we send them.',
  },
];

export const WHY_HIRE_US_CHECKLIST: readonly string[] = [
  'Senior specialists on your account from day one, never handed off to juniors',
  'Custom AI built around your business, not off-the-shelf templates',
  'Weekly reporting tied to revenue and pipeline, not vanity metrics',
  'A dedicated channel with same-day answers from the people doing the work',
  'Strategy grounded in more than $200M of real ad-spend data',
  'Clear 90-day milestones, so you always know what comes next',
];

export const FUNNEL_STAGES: readonly FunnelStage[] = [
  {
    temperature: 'cold',
    icon: 'snowflake',
    days: 'Days 1–30',
    stage: 'Awareness',
    goal: 'Stop the scroll and earn attention from people who have never heard of you.',
    content: ['Short-form video hooks', 'Educational carousels', 'Myth-busting posts and ads'],
    metrics: 'Reach, thumb-stop rate, cost per engaged viewer',
  },
  {
    temperature: 'warm',
    icon: 'sun',
    days: 'Days 31–60',
    stage: 'Consideration',
    goal: 'Build trust with people who engaged with you but have not bought yet.',
    content: ['Case studies and client results', 'Webinars and live Q&As', 'Lead magnets with email nurture'],
    metrics: 'Opt-in rate, email click-through, cost per lead',
  },
  {
    temperature: 'hot',
    icon: 'flame',
    days: 'Days 61–90',
    stage: 'Conversion',
    goal: 'Turn ready buyers into customers with a clear, time-bound offer.',
    content: ['Offer-led retargeting ads', 'Testimonials and objection handling', 'Booking and checkout reminders'],
    metrics: 'Booked calls, cost per acquisition, return on ad spend',
  },
];

export const CONTENT_CREATION_STEPS: readonly ProcessStep[] = [
  {
    title: 'Research',
    description: 'AI mines reviews, comments and competitor ads to find the exact words your buyers use.',
  },
  {
    title: 'Generate',
    description: 'Our models draft dozens of hooks, angles and formats in hours instead of weeks.',
  },
  {
    title: 'Refine',
    description: 'Senior copywriters sharpen every piece with psychology-based messaging in your brand voice.',
  },
  {
    title: 'Produce',
    description: 'Each winning idea ships as video, static, email and landing-page variants.',
  },
  {
    title: 'Test and learn',
    description: 'Performance data feeds back into the models, so next week’s content beats this week’s.',
  },
];

export const CONVERSION_STEPS: readonly ProcessStep[] = [
  {
    title: 'Capture',
    description: 'Lead magnets and an AI chat assistant capture intent the moment a visitor shows interest.',
  },
  {
    title: 'Qualify',
    description: 'Agents score each lead on budget, timeline and fit, and route the hottest ones to sales instantly.',
  },
  {
    title: 'Nurture',
    description: 'Personalised email and SMS sequences answer objections before the first sales call.',
  },
  {
    title: 'Close',
    description: 'Sales receives a briefing on every lead, and automated follow-ups revive deals that stall.',
  },
];

export const TRENDS: readonly Trend[] = [
  {
    icon: 'bot',
    title: 'Autonomous AI agents',
    description:
      'Agents will run prospecting, follow-up and first-line sales conversations around the clock, handing people only the deals that need a human touch.',
  },
  {
    icon: 'shield',
    title: 'First-party data wins',
    description:
      'As third-party cookies and tracking signals fade, brands that own their customer data and send server-side events will outbid everyone else.',
  },
  {
    icon: 'layers',
    title: 'Creative at infinite scale',
    description:
      'Generative tools make volume cheap. The winners will test hundreds of variants a month while keeping the psychology sharp and the brand consistent.',
  },
  {
    icon: 'chart',
    title: 'Predictive budgets',
    description:
      'Forecasting models will decide where the next dollar goes before a campaign launches, not after the monthly report arrives.',
  },
];

export const ACTION_ITEMS: readonly ProcessStep[] = [
  {
    title: 'Audit your data foundations',
    description:
      'Make sure your pixel, server-side events and CRM talk to each other, so AI has clean signals to learn from.',
  },
  {
    title: 'Automate one high-volume task',
    description:
      'Start with lead qualification or ad reporting: quick to deploy, easy to measure and hours saved from week one.',
  },
  {
    title: 'Book a 30-minute strategy call',
    description:
      'We will map the three AI opportunities with the biggest payoff for your business, whether you hire us or not.',
  },
];

/** Footer links: in-page anchors are plain hrefs, the other pages go through the router. */
export const FOOTER_COMPANY_LINKS: readonly FooterLink[] = [
  { name: 'Services', href: '/#services', routed: false },
  { name: 'About', href: '/#about', routed: false },
  { name: 'Testimonials', href: '/#testimonials', routed: false },
  { name: 'Results', href: '/#results', routed: false },
];

export const FOOTER_LEGAL_LINKS: readonly FooterLink[] = [
  { name: 'Privacy Policy', href: '/privacy', routed: true },
  { name: 'Terms of Service', href: '/terms', routed: true },
  { name: 'Cookie Policy', href: '/cookies', routed: true },
  { name: 'Admin Login', href: '/login', routed: true },
];

export const EXPERTISE_CARDS: readonly ExpertiseCard[] = [
  {
    icon: 'megaphone',
    title: 'Media buying that compounds',
    description:
      'We have managed more than $200 million across Meta, Google, YouTube, TikTok and LinkedIn. We know where budgets leak and exactly how to plug them.',
    points: [
      'Creative testing frameworks that find winners in days',
      'Incrementality tests instead of last-click guesses',
      'Bids and budgets tuned daily by AI, reviewed by people',
    ],
  },
  {
    icon: 'brain',
    title: 'Psychology-based marketing',
    description:
      'Every ad, page and email is built on proven principles of persuasion, so your message speaks to the buyer’s real motivations, not just their demographics.',
    points: [
      'Social proof and authority placed where doubt peaks',
      'Honest urgency and loss aversion, without the gimmicks',
      'Offers anchored so your price feels like the obvious choice',
    ],
  },
];
