import {
  CLAIMS,
  CONTACT_FORM_PATH,
  FUNNEL,
  LEGAL,
  PACKAGES,
  PROCESS_STEPS,
  REPLY_PROMISE_HOURS,
  SERVICES,
  TEAM,
  checkoutPath,
  price,
  type Package,
} from './agency-knowledge';

export type AnswerContext = { bookingUrl: string };

/**
 * One thing a visitor may ask. Each keyword phrase adds its weight to the intent's score when the
 * message contains it (typos tolerated, `*` marks a stem); the best score above the threshold wins.
 */
export type Intent = {
  id: string;
  keywords: Readonly<Record<string, number>>;
  /** more specific intents that win over this one whenever they match at all (a package over prices in general) */
  yieldsTo?: readonly string[];
  answer(context: AnswerContext): string;
};

const PACKAGE_INTENTS = [
  'package-strategy-call',
  'package-content-audit',
  'package-ai-strategy',
  'package-full',
] as const;

const pkg = (id: Package['id']): Package => PACKAGES.find((p) => p.id === id)!;

/** A catalogue description inside a sentence: its first letter lowered, acronyms ("AI") kept. */
const inSentence = (text: string): string =>
  /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

const packageLine = (p: Package): string => `${p.name}: ${price(p)}, ${inSentence(p.description)}. ${checkoutPath(p)}`;

const bookLine = ({ bookingUrl }: AnswerContext): string => `You can book a free 30-minute call here: ${bookingUrl}`;

const packageAnswer =
  (id: Package['id'], pitch: string) =>
  (context: AnswerContext): string => {
    const p = pkg(id);
    return `The ${p.name} is ${price(p)}: ${inSentence(p.description)}. ${pitch} You can pay securely by card: ${checkoutPath(p)}. Or talk it through first on a free 30-minute call: ${context.bookingUrl}`;
  };

const serviceAnswer =
  (title: (typeof SERVICES)[number]['title'], extra: string) =>
  (context: AnswerContext): string => {
    const service = SERVICES.find((s) => s.title === title)!;
    return `${service.title}: ${service.description}. ${extra} ${bookLine(context)}`;
  };

/** Checked in order only to break ties: earlier intents win equal scores. */
export const INTENTS: readonly Intent[] = [
  {
    id: 'security',
    keywords: {
      'ignore previous': 6,
      'ignore all': 6,
      'ignore your': 6,
      'system prompt': 6,
      'your instructions': 5,
      'api key': 6,
      'secret*': 4,
      'password*': 5,
      'token*': 4,
      admin: 3,
      'other visitor*': 6,
      'other customer*': 5,
      'other client*': 4,
      database: 4,
      'lead list': 5,
      'their email*': 5,
      'credential*': 5,
      'hack*': 4,
      jailbreak: 6,
    },
    answer: () =>
      "I can't share that. I only answer questions about our services, packages and how to work with us, and I never have access to passwords, keys, internal settings or other people's information. Is there something about our marketing services I can help with?",
  },
  {
    id: 'hostile',
    keywords: {
      stupid: 4,
      'idiot*': 4,
      'scam*': 4,
      useless: 4,
      hate: 3,
      'suck*': 4,
      'shut up': 5,
      dumb: 4,
      'fraud*': 4,
      garbage: 4,
      'rip off': 4,
      ripoff: 4,
      'liar*': 4,
      'fuck*': 5,
      'shit*': 5,
      crap: 4,
    },
    answer: (context) =>
      `I'm sorry this hasn't been helpful so far. I'd like to get you a straight answer: our prices are public (from ${price(pkg('strategy-call'))} for a one-hour strategy session), our refund terms are in the Terms of Service at ${LEGAL.termsPath}, and you can speak to a person on a free 30-minute call: ${context.bookingUrl}`,
  },
  {
    id: 'package-strategy-call',
    keywords: {
      'strategy session': 7,
      'marketing strategy session': 8,
      'strategy call': 5,
      consultation: 4,
      'one hour': 4,
      '1 hour': 4,
      hour: 2,
      '299': 7,
      cheapest: 5,
      smallest: 4,
      starter: 3,
      entry: 3,
    },
    answer: packageAnswer(
      'strategy-call',
      "It's the easiest way to start: one hour with our experts on your goals, channels and next steps.",
    ),
  },
  {
    id: 'package-content-audit',
    keywords: {
      'audit*': 7,
      audit: 4,
      'content marketing audit': 9,
      'review my content': 5,
      'analy* my content': 5,
      '499': 7,
    },
    answer: packageAnswer(
      'content-audit',
      'We review your current content, channels and results and tell you what to keep, fix and stop.',
    ),
  },
  {
    id: 'package-ai-strategy',
    keywords: {
      'ai strategy': 7,
      'ai marketing strategy': 9,
      'ai powered strategy': 7,
      'custom strategy': 5,
      '999': 7,
    },
    answer: packageAnswer(
      'ai-strategy',
      'It includes a 90-day roadmap built on your own data: positioning, offer, channel mix and the AI tools to deploy, ranked by impact.',
    ),
  },
  {
    id: 'package-full',
    keywords: {
      'full package': 8,
      'full marketing package': 9,
      'complete package': 7,
      'complete solution': 6,
      everything: 4,
      'done for you': 6,
      implementation: 3,
      biggest: 4,
      'most expensive': 6,
      '2499': 8,
    },
    answer: packageAnswer(
      'full-package',
      'It covers strategy, content and implementation, so our team builds and launches it with you.',
    ),
  },
  {
    id: 'pricing',
    keywords: {
      price: 4,
      prices: 4,
      'pric*': 4,
      'cost*': 4,
      'how much': 5,
      'fee*': 3,
      'rate*': 2,
      'package*': 4,
      'plan*': 2,
      expensive: 4,
      'afford*': 4,
      quote: 3,
      budget: 2,
      'charge*': 3,
      pay: 2,
      'dollar*': 3,
      retainer: 3,
      cheap: 3,
      'tier*': 3,
      'offer*': 1,
    },
    yieldsTo: PACKAGE_INTENTS,
    answer: (context) =>
      `We have four fixed-price packages:\n${PACKAGES.map((p) => `- ${packageLine(p)}`).join('\n')}\nNot sure which fits? The Marketing Strategy Session is the usual first step, or book a free 30-minute call: ${context.bookingUrl}`,
  },
  {
    id: 'payment',
    yieldsTo: PACKAGE_INTENTS,
    keywords: {
      'credit card': 6,
      'card*': 3,
      stripe: 5,
      'invoice*': 4,
      paypal: 5,
      'payment method*': 6,
      'how to pay': 6,
      'how do i pay': 6,
      checkout: 4,
      buy: 3,
      purchase: 3,
      secure: 2,
    },
    answer: () =>
      `Packages are paid by card through Stripe's secure checkout, one page per package, and you are charged once when you submit the form. For example: ${checkoutPath(pkg('strategy-call'))} (${price(pkg('strategy-call'))}). For anything else, such as invoicing a larger engagement, ask on a call or through the contact form at ${CONTACT_FORM_PATH}.`,
  },
  {
    id: 'refund',
    keywords: {
      'refund*': 7,
      'money back': 7,
      'cancel*': 5,
      cancellation: 6,
      chargeback: 5,
      'not happy': 4,
      unhappy: 4,
      'get my money': 6,
      return: 2,
    },
    answer: () => `${LEGAL.refund} The full terms are in our Terms of Service at ${LEGAL.termsPath}.`,
  },
  {
    id: 'guarantee',
    keywords: {
      'guarantee*': 7,
      'promise*': 4,
      'warrant*': 5,
      'sure it works': 5,
      'what if it doesn t work': 6,
      risk: 3,
    },
    answer: (context) =>
      `We don't guarantee specific results: every business, market and budget is different. What we can share is what our clients typically see (for example 30-50% higher ROI and 40-60% lower customer acquisition cost) and our refund terms: ${LEGAL.refund} ${bookLine(context)}`,
  },
  {
    id: 'response-time',
    keywords: {
      'how long': 3,
      'how soon': 4,
      'when will': 3,
      'hear back': 7,
      'respond*': 5,
      response: 5,
      reply: 4,
      replies: 4,
      'get back': 6,
      'answer my application': 6,
      '48': 6,
      'contact me': 4,
      'wait*': 3,
    },
    answer: (context) =>
      `We reply to every application within ${REPLY_PROMISE_HOURS} hours. Send yours through the contact form at ${CONTACT_FORM_PATH}; if you'd rather not wait, ${inSentence(bookLine(context))}`,
  },
  {
    id: 'booking',
    keywords: {
      'book*': 5,
      'schedul*': 5,
      'appointment*': 6,
      meeting: 5,
      meet: 3,
      call: 3,
      calendly: 6,
      demo: 4,
      'talk to': 4,
      speak: 4,
      human: 4,
      'real person': 6,
      someone: 2,
      zoom: 4,
      calendar: 4,
      'availab*': 3,
    },
    answer: (context) =>
      `You can book a free 30-minute strategy call with our team here: ${context.bookingUrl} (it opens our scheduling page, where you pick a time that suits you). On the call we map where your funnel leaks and which levers will move revenue first.`,
  },
  {
    id: 'contact',
    keywords: {
      'contact*': 4,
      'email*': 4,
      'phone*': 4,
      'reach you': 5,
      'get in touch': 6,
      form: 4,
      apply: 5,
      application: 4,
      'message you': 5,
      address: 3,
      'sign up': 4,
      'get started': 5,
      'start working': 5,
      'hire you': 5,
      'work with you': 5,
    },
    answer: (context) =>
      `The best way to reach us is the application form at ${CONTACT_FORM_PATH}: tell us about your business and challenges and we reply within ${REPLY_PROMISE_HOURS} hours. After that it's four steps: application review, strategy call, custom solution, implementation. ${bookLine(context)}`,
  },
  {
    id: 'process',
    keywords: {
      process: 5,
      'how does it work': 7,
      'how do you work': 7,
      steps: 5,
      'onboard*': 5,
      'what happens': 5,
      'next step*': 5,
      workflow: 4,
      'methodolog*': 4,
      approach: 3,
      'first step': 5,
    },
    answer: (context) =>
      `Here's how working with us goes:\n${PROCESS_STEPS.map((step, index) => `${index + 1}. ${step}`).join('\n')}\nYou can start with the application form at ${CONTACT_FORM_PATH} (we reply within ${REPLY_PROMISE_HOURS} hours). ${bookLine(context)}`,
  },
  {
    id: 'services',
    keywords: {
      'service*': 5,
      'what do you do': 7,
      'what you do': 6,
      'what do you offer': 7,
      'offer*': 2,
      'help me with': 3,
      'help with': 2,
      provide: 3,
      'specializ*': 4,
      'specialis*': 4,
      'capabilit*': 4,
      solutions: 3,
      'what can you': 4,
      'you guys do': 6,
      'actually do': 5,
      'you do': 3,
    },
    answer: (context) =>
      `We're an AI-powered marketing agency with a psychology-based approach. Our six services:\n${SERVICES.map((s) => `- ${s.title}: ${s.description}`).join('\n')}\nWhich one matters most to you right now? ${bookLine(context)}`,
  },
  {
    id: 'service-agents',
    keywords: {
      'ai agent*': 7,
      'agent*': 4,
      'chatbot*': 6,
      bot: 3,
      'automat*': 4,
      'qualify leads': 5,
      'lead qualification': 5,
    },
    answer: serviceAnswer(
      'Custom AI Agents',
      'They work around the clock and hand your team only the conversations that need a person.',
    ),
  },
  {
    id: 'service-content',
    keywords: {
      'content creation': 7,
      content: 3,
      'copywrit*': 5,
      copy: 3,
      'video*': 4,
      'blog*': 4,
      'creative*': 4,
      write: 3,
      writing: 3,
      'newsletter*': 4,
    },
    answer: serviceAnswer(
      'AI Content Creation',
      `It runs on our content process: research, generate, refine, produce, test and learn. We also plan ${FUNNEL}.`,
    ),
  },
  {
    id: 'service-media',
    keywords: {
      'media buying': 8,
      'paid media': 7,
      'ad*': 2,
      'advert*': 5,
      ppc: 6,
      facebook: 5,
      meta: 4,
      'google ads': 6,
      google: 3,
      tiktok: 5,
      youtube: 5,
      linkedin: 5,
      'ad spend': 6,
      roas: 5,
      'campaign*': 4,
      'paid social': 6,
    },
    answer: serviceAnswer(
      'Intelligent Media Buying',
      'Our team has managed more than $200 million in ad spend, with bids and budgets tuned daily by AI and reviewed by people.',
    ),
  },
  {
    id: 'service-funnels',
    keywords: {
      'funnel*': 6,
      'landing page*': 6,
      'lead magnet*': 6,
      nurture: 5,
      'conversion rate': 5,
      'sales funnel': 7,
      'cold warm hot': 6,
    },
    answer: serviceAnswer('AI-Powered Funnels', `We build ${FUNNEL}, then capture, qualify, nurture and close.`),
  },
  {
    id: 'service-analytics',
    keywords: {
      'analytic*': 6,
      'predict*': 6,
      'forecast*': 6,
      churn: 5,
      'lifetime value': 6,
      ltv: 5,
      data: 2,
      'report*': 4,
      tracking: 4,
      'dashboard*': 4,
    },
    answer: serviceAnswer(
      'Predictive Analytics',
      'Reporting is weekly and tied to revenue and pipeline, not vanity metrics.',
    ),
  },
  {
    id: 'service-strategy',
    keywords: { strategy: 4, roadmap: 6, positioning: 5, 'channel mix': 6, '90 day': 4, 'plan for': 3 },
    answer: (context) =>
      `Our AI Marketing Strategy service is ${SERVICES[5].description}. As a package it's ${price(pkg('ai-strategy'))}: ${checkoutPath(pkg('ai-strategy'))}. If you'd like a shorter first step, the one-hour Marketing Strategy Session is ${price(pkg('strategy-call'))}: ${checkoutPath(pkg('strategy-call'))}. ${bookLine(context)}`,
  },
  {
    id: 'psychology',
    keywords: { 'psycholog*': 8, persuasion: 6, 'behavio*': 4, 'buyer motivation*': 6 },
    answer: (context) =>
      `Psychology-based marketing means every ad, page and email is built on proven principles of persuasion: social proof and authority placed where doubt peaks, honest urgency without gimmicks, and offers anchored so your price feels like the obvious choice. ${bookLine(context)}`,
  },
  {
    id: 'results',
    keywords: {
      'result*': 5,
      roi: 6,
      'return on investment': 7,
      'benefit*': 5,
      cac: 5,
      'acquisition cost': 6,
      retention: 5,
      'qualified leads': 5,
      'more leads': 5,
      leads: 2,
      performance: 3,
      numbers: 3,
      stats: 4,
      'statistic*': 4,
      'outcome*': 4,
      'why should': 4,
      'why choose': 6,
      'why hire': 6,
      different: 3,
      'choose you': 6,
      'over another': 4,
    },
    answer: (context) =>
      `What our clients typically see: ${CLAIMS.slice(2).join(', ')}. Behind that: ${CLAIMS[0]} and ${CLAIMS[1]}. Results depend on your market and budget, so we don't promise specific numbers; a 30-minute call is the best way to see what's realistic for you: ${context.bookingUrl}`,
  },
  {
    id: 'team',
    keywords: {
      team: 5,
      'who are you': 5,
      'who is behind': 6,
      founder: 7,
      marcus: 7,
      'experience*': 5,
      experts: 4,
      staff: 5,
      employees: 4,
      people: 2,
      qualified: 3,
      background: 4,
      'about you': 4,
      'about the agency': 5,
      company: 2,
    },
    answer: (context) =>
      `We're ${'Apex AI'}, an AI marketing agency with ${CLAIMS[1]}. Our founder is ${TEAM.founder}. The senior team covers ${TEAM.roles.join(', ')}, and you work with specialists from day one, never handed off to juniors. ${bookLine(context)}`,
  },
  {
    id: 'clients',
    keywords: {
      'client*': 3,
      'customer*': 2,
      'case stud*': 7,
      'testimonial*': 7,
      'review*': 4,
      portfolio: 6,
      examples: 4,
      'worked with': 6,
      'industr*': 5,
      ecommerce: 5,
      saas: 5,
      'local business': 5,
      b2b: 5,
      'who do you work': 7,
      partners: 4,
    },
    answer: (context) =>
      `We work with e-commerce brands, SaaS companies, local and service businesses, coaches, B2B firms, info-product businesses and agencies. A few client words: Sarah Mitchell (CMO, Brightline Software) saw cost per acquisition drop by more than half within 90 days; David Chen (Evergreen Outdoor Co.) went from 1.8 to 3.1 return on ad spend while doubling budget; Priya Raman (Meridian Wellness) saw retention up 38% year on year. ${bookLine(context)}`,
  },
  {
    id: 'privacy',
    keywords: {
      privacy: 10,
      gdpr: 10,
      'personal data': 12,
      'my data': 10,
      'delete my': 6,
      'personal information': 7,
      'store my': 5,
      'data protection': 7,
      'sell my': 6,
    },
    answer: () =>
      `Our Privacy Policy at ${LEGAL.privacyPath} explains what we collect (for example the details you send through the contact form), why, and your rights to access, correct or delete it. ${LEGAL.retention} For any privacy request, email ${LEGAL.contactEmail}.`,
  },
  {
    id: 'cookies',
    keywords: { 'cookie*': 7, 'tracking pixel': 6, pixel: 4 },
    answer: () =>
      `Our Cookie Policy at ${LEGAL.cookiesPath} lists the cookies we use and how to control them. Analytics and advertising tags only run when they are switched on. Questions: ${LEGAL.contactEmail}.`,
  },
  {
    id: 'terms',
    keywords: {
      terms: 6,
      'terms of service': 8,
      'contract*': 4,
      legal: 5,
      agreement: 4,
      conditions: 5,
      'liabilit*': 5,
    },
    answer: () =>
      `Our Terms of Service are at ${LEGAL.termsPath} (last updated ${LEGAL.lastUpdated}), with the Privacy Policy at ${LEGAL.privacyPath} and the Cookie Policy at ${LEGAL.cookiesPath}. On refunds in short: ${LEGAL.refund}`,
  },
  {
    id: 'children',
    keywords: { 'child*': 6, 'kid*': 5, 'under 13': 8, 'minor*': 5, 'teen*': 4, age: 2 },
    answer: () =>
      `${LEGAL.children} We don't knowingly collect information from children under 13; if you think a child has sent us information, email ${LEGAL.contactEmail} and we'll delete it.`,
  },
  {
    id: 'timeline',
    keywords: {
      'how fast': 6,
      'how quickly': 6,
      timeline: 5,
      'time frame': 5,
      timeframe: 5,
      'see results': 6,
      'when can': 3,
      'how many weeks': 6,
      'how many months': 6,
      'long does it take': 7,
      'take to': 3,
    },
    answer: (context) =>
      `Most engagements are planned in 90-day milestones, so you always know what comes next; the first work starts after the application review and strategy call. How fast results show depends on your starting point and budget, and we won't promise a date before we've seen your numbers. ${bookLine(context)}`,
  },
  {
    id: 'identity',
    keywords: {
      'are you a bot': 8,
      'are you human': 8,
      'are you real': 7,
      'are you ai': 7,
      'who am i talking': 7,
      'your name': 5,
      chatgpt: 5,
    },
    answer: (context) =>
      `I'm the agency's AI marketing assistant. I can answer questions about our services, packages, prices and process. For anything I can't answer, a person from our team is one click away: ${context.bookingUrl}`,
  },
  {
    id: 'off-topic',
    keywords: {
      weather: 6,
      'joke*': 6,
      'recipe*': 6,
      football: 6,
      soccer: 6,
      'politic*': 6,
      election: 6,
      'movie*': 5,
      'song*': 4,
      homework: 6,
      bitcoin: 5,
      'crypto*': 5,
      'stock tip*': 6,
      dating: 6,
      poem: 5,
      'capital of': 6,
      'meaning of life': 7,
    },
    answer: (context) =>
      `That's outside what I can help with here: I'm the agency's assistant, so I stick to marketing, our services and our packages. If you're curious how AI could grow your business, I'm happy to explain, or you can book a free 30-minute call: ${context.bookingUrl}`,
  },
  {
    id: 'greeting',
    keywords: { hi: 3, hello: 3, hey: 3, 'good morning': 3, 'good afternoon': 3, 'good evening': 3, howdy: 3, yo: 2 },
    answer: () =>
      `Hello! I can tell you about our six AI marketing services, our four packages (from ${price(pkg('strategy-call'))} to ${price(pkg('full-package'))}), how we work, or help you book a free 30-minute call. What are you working on?`,
  },
  {
    id: 'thanks',
    keywords: { 'thank*': 4, thx: 4, cheers: 3, bye: 4, goodbye: 4, great: 1, awesome: 1, perfect: 1 },
    answer: (context) =>
      `You're welcome! When you're ready, you can book a free 30-minute call at ${context.bookingUrl} or apply through the form at ${CONTACT_FORM_PATH}; we reply within ${REPLY_PROMISE_HOURS} hours.`,
  },
];

export const MATCH_THRESHOLD = 3;

/** Said when no intent scores well enough: honest, and still useful. */
export const unknownAnswer = (context: AnswerContext): string =>
  `I'm not sure about that one, and I'd rather not guess. I can help with our services (AI agents, content, media buying, funnels, analytics and strategy), our packages from ${price(pkg('strategy-call'))} to ${price(pkg('full-package'))}, and how to get started. For anything else, our team can answer on a free 30-minute call: ${context.bookingUrl}`;
