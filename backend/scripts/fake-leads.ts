import {
  ANNUAL_REVENUES, BUSINESS_TYPES, CLIENT_VALUES, COMPANY_SIZES, MARKETING_BUDGETS, TIMELINES,
} from '../src/modules/leads/lead-options';

/** One lead row as the seed writes it (the table's columns, snake_case). */
export type FakeLead = {
  name: string;
  email: string;
  phone: string;
  company: string;
  business_type: string;
  company_size: string;
  annual_revenue: string;
  client_value: string;
  marketing_needs: string;
  timeline: string;
  budget: string;
  source: string;
  message: string | null;
  created_at: Date;
};

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'William', 'Mia', 'Benjamin',
  'Charlotte', 'Lucas', 'Amelia', 'Henry', 'Harper', 'Theodore', 'Evelyn', 'Jack', 'Abigail', 'Levi', 'Emily',
  'Alexander', 'Ella', 'Jackson', 'Elizabeth', 'Mateo', 'Camila', 'Daniel', 'Luna', 'Michael', 'Sofia', 'Mason',
  'Avery', 'Sebastian', 'Mila', 'Ethan', 'Aria', 'Logan', 'Scarlett', 'Owen', 'Penelope', 'Samuel', 'Layla', 'Jacob',
  'Chloe', 'Asher', 'Victoria', 'Aiden', 'Madison', 'John', 'Eleanor', 'Joseph', 'Grace', 'Wyatt', 'Nora', 'David',
  'Riley', 'Leo', 'Zoey', 'Luke', 'Hannah', 'Julian', 'Hazel', 'Hudson', 'Lily', 'Grayson', 'Ellie', 'Matthew',
  'Violet', 'Ezra', 'Lillian', 'Gabriel', 'Zoe', 'Carter', 'Stella', 'Isaac', 'Aurora', 'Jayden', 'Natalie', 'Priya',
  'Arjun', 'Mei', 'Hiroshi', 'Fatima', 'Omar', 'Ingrid', 'Lars', 'Chiara', 'Marco', 'Aisha', 'Kwame', 'Sven', 'Ana',
  'Diego', 'Yuki', 'Tomás', 'Zainab', 'Nikolai', 'Leila', 'Ravi', 'Siobhan', 'Declan', 'Camille', 'Mathis', 'Freya',
];

const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker',
  'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz',
  'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers',
  'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox',
  'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Patel', 'Shah', 'Okafor', 'Nakamura', 'Schmidt', 'Rossi', 'Novak', 'Kowalski', 'Larsen', "O'Brien", 'Dubois',
  'Fischer', 'Haddad', 'Mensah', 'Silva', 'Costa', 'Yamamoto', 'Chen', 'Wang', 'Singh', 'Ivanova', 'Lindqvist',
];

const COMPANY_WORDS = [
  'Northwind', 'Bluebird', 'Summit', 'Harbor', 'Evergreen', 'Copperline', 'Brightside', 'Redwood', 'Silverleaf',
  'Ironclad', 'Maple', 'Lighthouse', 'Pinecrest', 'Sunrise', 'Granite', 'Riverstone', 'Oakridge', 'Clearwater',
  'Blue Harbor', 'Golden Gate', 'Cedar', 'Falcon', 'Aurora', 'Horizon', 'Keystone', 'Lakeside', 'Meridian', 'Nimbus',
  'Orchard', 'Pioneer', 'Quartz', 'Sterling', 'Tidewater', 'Upland', 'Vantage', 'Willow', 'Atlas', 'Beacon', 'Crescent',
  'Driftwood', 'Ember', 'Fernhill', 'Greystone', 'Highland', 'Juniper', 'Kingfisher', 'Larkspur', 'Mosaic', 'Nova',
  'Onyx', 'Peak', 'Rosewood', 'Saffron', 'Thistle', 'Urban', 'Velvet', 'Wildflower', 'Zephyr', 'Apex', 'Brick & Mortar',
];

/** Per business type, what the company calls itself, so "Maple Dental" is a local business and not a SaaS. */
const COMPANY_SUFFIXES: Record<(typeof BUSINESS_TYPES)[number], readonly string[]> = {
  'ecommerce': ['Outfitters', 'Goods', 'Supply Co.', 'Apparel', 'Home', 'Skincare', 'Pet Co.', 'Coffee Roasters', 'Store'],
  'local-business': ['Dental', 'Plumbing', 'Fitness', 'Auto Repair', 'Bakery', 'Salon', 'Roofing', 'Veterinary Clinic', 'Landscaping'],
  'saas': ['Labs', 'Software', 'Analytics', 'Cloud', 'HQ', 'Systems', 'AI', 'Data', 'Platform'],
  'service-business': ['Consulting', 'Legal', 'Accounting', 'Cleaning Services', 'Movers', 'Insurance', 'Property Management'],
  'coaching': ['Coaching', 'Leadership', 'Wellness', 'Performance', 'Mindset Academy', 'Career Coaching'],
  'b2b': ['Logistics', 'Industrial', 'Manufacturing', 'Partners', 'Solutions', 'Wholesale', 'Engineering'],
  'info-products': ['Academy', 'Courses', 'Learning', 'Masterclass', 'Media', 'Publishing'],
  'agency': ['Creative', 'Studio', 'Digital', 'Media Group', 'Design Co.', 'Collective'],
  'other': ['Group', 'Holdings', 'Ventures', 'Foundation', 'Co.', 'Collective'],
};

const PROBLEMS = [
  'Paid social is plateauing and our cost per acquisition doubled this year.',
  'We get plenty of traffic but fewer than 1% of visitors ever book a call.',
  'Our Google Ads spend keeps climbing while lead quality keeps dropping.',
  'We rely almost entirely on referrals and have no predictable pipeline.',
  'Our email list is large but open rates fell below 12% and sales from it are flat.',
  'We launched a new product line and nobody outside our existing customers knows about it.',
  'Our in-house team cannot keep up with the content we need for three channels.',
  'Meta ads worked great until iOS privacy changes; attribution is a mess now.',
  'Leads come in after hours and we lose most of them before anyone replies.',
  'Our funnel converts on desktop but mobile visitors bounce from the checkout.',
  'We want to expand into two new cities and need local demand fast.',
  'Competitors outbid us on every branded keyword and we do not know how to respond.',
  'We tried two agencies already and never saw clear reporting on what worked.',
  'Our webinar funnel used to fill 500 seats; now we struggle to reach 80.',
  'Sales calls are booked, but half of them are not a fit for our pricing.',
];

const GOALS = [
  'We would like an AI agent that qualifies and books leads around the clock.',
  'The goal is to double qualified demos within two quarters.',
  'We want a funnel that brings our cost per lead under $40.',
  'We need consistent, on-brand content every week without hiring three people.',
  'We want clear attribution so we know which channel to scale.',
  'Our target is 30% more revenue from existing customers through retention campaigns.',
  'We would like help restructuring our ad accounts and creative testing.',
  'We want to test TikTok and YouTube without wasting the first $20k.',
  'We want our chat and email follow-ups to feel personal at scale.',
  'The aim is a predictable 60 booked calls a month.',
];

const MESSAGES = [
  'We would like to start before Black Friday.',
  'Please call after 2pm Eastern; mornings are clinic hours.',
  'Our current agency contract ends next month.',
  'Happy to share our ad account access on the first call.',
  'We are also interested in the AI voice agent for inbound calls.',
  'Board approved the budget last week, so timing is good.',
  'Found you through a podcast interview with your founder.',
  'We have a small in-house team that would work alongside you.',
  'Can you send case studies from our industry before we talk?',
  'We are based in Europe, so afternoons US time work best.',
];

/** mulberry32: a small seeded PRNG, so the same seed gives the same leads on every machine. */
export function seededRandom(seed: number): () => number {
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
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
}

/** Endless realistic leads, created within the 18 months before `now`, more of them recently. */
export function fakeLeads(seed: number, now: Date = new Date()): () => FakeLead {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const end = now.getTime();

  return () => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const businessType = pick(BUSINESS_TYPES);
    const company = `${pick(COMPANY_WORDS)} ${pick(COMPANY_SUFFIXES[businessType])}`;
    const domain = `${slug(company)}.example`;
    const local = pick([`${slug(first)}.${slug(last)}`, `${slug(first)}`, `${slug(first)[0]}${slug(last)}`, `${slug(first)}${digits(2)}`]);
    const phone = pick([
      `+1 (${digits(3)}) 555-${digits(4)}`,
      `+1 ${digits(3)} 555 ${digits(4)}`,
      `+44 20 7946 ${digits(4)}`,
      `(${digits(3)}) 555-${digits(4)}`,
    ]);
    // the square root skews arrivals towards the present: the agency is growing
    const age = (1 - Math.sqrt(random())) * EIGHTEEN_MONTHS_MS;
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
      timeline: pick(TIMELINES),
      budget: pick(MARKETING_BUDGETS),
      source: 'contact_form',
      message: random() < 0.45 ? pick(MESSAGES) : null,
      created_at: new Date(Math.round(end - age)),
    };
  };
}
