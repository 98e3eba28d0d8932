/*
 * A lead's answers, defined once: each question of the contact form and the column, API field and
 * export column it fills. The server's validation (lead.inputs.ts), the entity (lead.entity.ts),
 * the INSERT, the REST shape, the CSV export and the demo seed, and the browser's form, its yup
 * schema and its payload are all built from this list, so a new answer is one entry here and a
 * migration (docs/architecture.md, "Adding a field to a lead").
 *
 * It imports nothing: the browser bundles this very file (through
 * frontend/src/features/contact-form/leadFields.ts), so it must stay free of server code.
 */

/** The example domain in the website's message; the browser shows its own host there instead. */
export const EXAMPLE_DOMAIN = 'example.com';

/** A choice's stored value, and the label people read. */
type LeadFieldOption = { readonly value: string; readonly label: string };

/** The contact form's three groups of questions, in order. */
export const LEAD_FORM_SECTIONS = [
  { id: 'about-you', legend: 'About you' },
  { id: 'your-business', legend: 'Your business' },
  { id: 'your-goals', legend: 'Your goals' },
] as const;

type SectionId = (typeof LEAD_FORM_SECTIONS)[number]['id'];

type CommonField = {
  /** the name in the API and the entity; the column and the REST/CSV name are its snake_case */
  readonly key: string;
  /** the contact form's name for it (spec section 3) */
  readonly formName: string;
  /** what people read: the form's label (which adds "(optional)" to an answer it does not require), the team's emails */
  readonly label: string;
  readonly section: SectionId;
  /**
   * required by the API; `'form'`: only the form requires it (API clients written before it
   * existed may leave it out)
   */
  readonly required: boolean | 'form';
  /** stored NOT NULL (the spec's first answers); every other answer's column is nullable */
  readonly notNull?: true;
  /** the message for a missing or invalid answer (a website's gets an example domain) */
  readonly message: string;
  /** the GraphQL schema's description */
  readonly description?: string;
  readonly placeholder?: string;
  /** spans the form's two columns */
  readonly wide?: true;
};

/** Free text: one line (`text`, `email`, `tel`, `website`) or a paragraph. */
type TextField = CommonField & {
  readonly kind: 'text' | 'email' | 'tel' | 'website' | 'paragraph';
  /** fewest characters, trimmed; a required answer has at least one */
  readonly minLength?: number;
  /** most characters, so one submission cannot fill the database */
  readonly maxLength: number;
  /** the browser's autofill hint (HTML autocomplete) */
  readonly autoComplete?: string;
  /** rows of a paragraph's box */
  readonly rows?: number;
};

/** One of a fixed list of values. */
type ChoiceField = CommonField & {
  readonly kind: 'choice';
  readonly options: readonly LeadFieldOption[];
};

export type LeadField = TextField | ChoiceField;

/** The answers, in the form's order (and the order of the API's fields). */
export const LEAD_FIELDS = [
  {
    key: 'name',
    formName: 'fullName',
    label: 'Full Name',
    section: 'about-you',
    kind: 'text',
    required: true,
    notNull: true,
    minLength: 2,
    maxLength: 200,
    message: 'Name must be at least 2 characters',
    autoComplete: 'name',
    wide: true,
  },
  {
    key: 'email',
    formName: 'email',
    label: 'Email',
    section: 'about-you',
    kind: 'email',
    required: true,
    notNull: true,
    maxLength: 254,
    message: 'Please enter a valid email address',
    autoComplete: 'email',
  },
  {
    key: 'phone',
    formName: 'phone',
    label: 'Phone',
    section: 'about-you',
    kind: 'tel',
    required: true,
    minLength: 10,
    maxLength: 40,
    message: 'Phone number must be at least 10 digits',
    autoComplete: 'tel',
  },
  {
    key: 'company',
    formName: 'companyName',
    label: 'Company Name',
    section: 'your-business',
    kind: 'text',
    required: true,
    minLength: 2,
    maxLength: 200,
    message: 'Company name is required',
    autoComplete: 'organization',
  },
  {
    key: 'companyWebsite',
    formName: 'companyWebsite',
    label: 'Company Website',
    section: 'your-business',
    kind: 'website',
    required: false,
    // as sent, before its scheme and www. are removed (a domain itself has at most 253)
    maxLength: 300,
    message: `Please enter a valid domain (e.g., ${EXAMPLE_DOMAIN})`,
    description: "the company's website as a bare domain, e.g. example.com (scheme, www. and trailing slashes removed)",
    autoComplete: 'url',
  },
  {
    key: 'businessType',
    formName: 'businessType',
    label: 'Type of Business',
    section: 'your-business',
    kind: 'choice',
    required: true,
    message: 'Please select your type of business',
    placeholder: 'Select type',
    options: [
      { value: 'ecommerce', label: 'E-commerce' },
      { value: 'local-business', label: 'Local business' },
      { value: 'saas', label: 'SaaS' },
      { value: 'service-business', label: 'Service business' },
      { value: 'coaching', label: 'Coaching or consulting' },
      { value: 'b2b', label: 'B2B' },
      { value: 'info-products', label: 'Info products or courses' },
      { value: 'agency', label: 'Agency' },
      { value: 'other', label: 'Other' },
    ],
  },
  {
    key: 'companySize',
    formName: 'companySize',
    label: 'Company Size',
    section: 'your-business',
    kind: 'choice',
    required: true,
    message: 'Please select your company size',
    placeholder: 'Select size',
    options: [
      { value: '1-5', label: '1-5 employees' },
      { value: '6-10', label: '6-10 employees' },
      { value: '11-25', label: '11-25 employees' },
      { value: '26-50', label: '26-50 employees' },
      { value: '51-100', label: '51-100 employees' },
      { value: '101-250', label: '101-250 employees' },
      { value: '250+', label: '250+ employees' },
    ],
  },
  {
    key: 'annualRevenue',
    formName: 'annualRevenue',
    label: 'Annual Revenue',
    section: 'your-business',
    kind: 'choice',
    required: true,
    message: 'Please select your annual revenue',
    placeholder: 'Select revenue',
    options: [
      { value: 'less-than-250k', label: 'Less than $250K' },
      { value: '250k-500k', label: '$250K - $500K' },
      { value: '500k-1m', label: '$500K - $1M' },
      { value: '1m-5m', label: '$1M - $5M' },
      { value: '5m-10m', label: '$5M - $10M' },
      { value: '10m-plus', label: '$10M+' },
    ],
  },
  {
    key: 'clientValue',
    formName: 'avgClientValue',
    label: 'Average Client Value',
    section: 'your-business',
    kind: 'choice',
    required: true,
    message: 'Please select your average client value',
    placeholder: 'Select value',
    options: [
      { value: 'less-than-1k', label: 'Less than $1K' },
      { value: '1k-5k', label: '$1K - $5K' },
      { value: '5k-10k', label: '$5K - $10K' },
      { value: '10k-25k', label: '$10K - $25K' },
      { value: '25k-50k', label: '$25K - $50K' },
      { value: '50k-100k', label: '$50K - $100K' },
      { value: '100k-plus', label: '$100K+' },
    ],
  },
  {
    key: 'budget',
    formName: 'marketingBudget',
    label: 'Monthly Marketing Budget',
    section: 'your-goals',
    kind: 'choice',
    required: true,
    message: 'Please select your monthly marketing budget',
    placeholder: 'Select budget',
    wide: true,
    options: [
      { value: 'less-than-10k', label: 'Less than $10K per month' },
      { value: '10k-25k', label: '$10K - $25K per month' },
      { value: '25k-50k', label: '$25K - $50K per month' },
      { value: '50k-100k', label: '$50K - $100K per month' },
      { value: '100k-plus', label: '$100K+ per month' },
    ],
  },
  {
    key: 'marketingNeeds',
    formName: 'primaryChallenges',
    label: 'Primary Business Challenges',
    section: 'your-goals',
    kind: 'paragraph',
    required: true,
    minLength: 10,
    maxLength: 5000,
    message: 'Please provide more detail',
    placeholder:
      'What is holding growth back? For example: rising cost per lead, low close rates, no predictable pipeline.',
    wide: true,
  },
  {
    key: 'serviceInterest',
    formName: 'serviceInterest',
    label: 'Primary Service Interest',
    section: 'your-goals',
    kind: 'choice',
    required: 'form',
    message: 'Please select the service you are most interested in',
    description: 'the primary service interest; the contact form always sends it',
    placeholder: 'Select a service',
    options: [
      { value: 'paid-media', label: 'Paid media' },
      { value: 'funnel-buildouts', label: 'Funnel buildouts' },
      { value: 'offer-creation', label: 'Offer creation' },
      { value: 'local-marketing', label: 'Local marketing' },
      { value: 'social-media', label: 'Social media' },
      { value: 'data-analytics', label: 'Data analytics' },
      { value: 'psychology-based', label: 'Psychology-based marketing' },
      { value: 'linkedin-marketing', label: 'LinkedIn marketing' },
      { value: 'multiple', label: 'Multiple services' },
    ],
  },
  {
    key: 'timeline',
    formName: 'implementationTimeline',
    label: 'Implementation Timeline',
    section: 'your-goals',
    kind: 'choice',
    required: true,
    message: 'Please select your implementation timeline',
    placeholder: 'Select a timeline',
    options: [
      { value: 'immediate', label: 'Immediate (0-2 weeks)' },
      { value: 'short-term', label: 'Short-term (1-2 months)' },
      { value: 'mid-term', label: 'Mid-term (3-6 months)' },
      { value: 'long-term', label: 'Long-term (6+ months)' },
      { value: 'exploring', label: 'Just exploring' },
    ],
  },
  {
    key: 'message',
    formName: 'additionalInfo',
    label: 'Additional Information',
    section: 'your-goals',
    kind: 'paragraph',
    required: false,
    maxLength: 5000,
    message: 'Please keep this under 5000 characters',
    description: 'the additional information the visitor wrote',
    placeholder: 'Anything else we should know before the call?',
    rows: 3,
    wide: true,
  },
] as const satisfies readonly LeadField[];

type Fields = (typeof LEAD_FIELDS)[number];

/** An answer's name in the API and the entity. */
export type LeadAnswerKey = Fields['key'];

/** An answer's name in the contact form. */
type LeadFormName = Fields['formName'];

type NotNullKey = Extract<Fields, { notNull: true }>['key'];

/** The answers as stored and read back: the spec's first ones always there, the others nullable. */
export type LeadAnswers = { [K in NotNullKey]: string } & { [K in Exclude<LeadAnswerKey, NotNullKey>]: string | null };

type ApiRequiredKey = Extract<Fields, { required: true }>['key'];

/** The answers as a client sends them: the required ones, and the others if it has them. */
export type LeadAnswersInput = { [K in ApiRequiredKey]: string } & {
  [K in Exclude<LeadAnswerKey, ApiRequiredKey>]?: string | null;
};

/** The contact form's values: every answer as the visitor typed or chose it. */
export type LeadFormValues = Record<LeadFormName, string>;

/** `businessType` → `business_type`: the column's name, the REST field's and the CSV column's. */
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The message for an answer longer than its field allows. */
export const tooLongMessage = (maxLength: number): string => `Please keep this under ${maxLength} characters`;

/** A choice's values. */
export const optionValues = (field: ChoiceField): string[] => field.options.map((option) => option.value);

/** What people read for a stored answer: a choice's label (a value no longer offered reads as it is), or the text. */
export function answerText(field: LeadField, value: string): string {
  if (field.kind !== 'choice') return value;
  return field.options.find((option) => option.value === value)?.label ?? value;
}

/** The answer's description in the GraphQL schema: a choice's lists its values. */
export function answerDescription(field: LeadField): string | undefined {
  if (field.kind !== 'choice') return field.description;
  return `${field.description ?? field.label}: one of ${optionValues(field).join(', ')}`;
}

/** The definition of the answer stored under `key`. */
export function leadField(key: LeadAnswerKey): LeadField {
  const field = LEAD_FIELDS.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`no lead field ${key}`);
  return field;
}
