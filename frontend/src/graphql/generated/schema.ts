export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number; }
};

export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTimeISO']['output'];
  /** null: never expires */
  expiresAt: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['Int']['output'];
  /** within a minute */
  lastUsedAt: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  revokedAt: Maybe<Scalars['DateTimeISO']['output']>;
  scope: ApiTokenScope;
  /** the first characters of the token, to tell tokens apart (amk_AbCd…) */
  tokenHint: Scalars['String']['output'];
};

export type ApiTokenScope =
  | 'READ'
  | 'WRITE';

export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** e.g. auth.sign_in, user.created, leads.exported */
  action: Scalars['String']['output'];
  /** null for a failed sign-in of an unknown name */
  actorId: Maybe<Scalars['Int']['output']>;
  /** the username at the time */
  actorUsername: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTimeISO']['output'];
  /** what changed, as JSON: field names, a filter, a role; never a secret */
  details: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  ip: Maybe<Scalars['String']['output']>;
  /** when an erasure (or deletion) of the lead this event is about wiped the event's details */
  redactedAt: Maybe<Scalars['DateTimeISO']['output']>;
  targetId: Maybe<Scalars['String']['output']>;
  /** lead, user, api_token, webhook_endpoint, settings… */
  targetType: Maybe<Scalars['String']['output']>;
};

export type AuditEventConnection = {
  __typename?: 'AuditEventConnection';
  nodes: Array<AuditEvent>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AuditEventFilter = {
  /** one of auditActions */
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['Int']['input']>;
  /** from this instant on */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** before this instant */
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type Booking = {
  __typename?: 'Booking';
  cancelUrl: Maybe<Scalars['String']['output']>;
  canceledAt: Maybe<Scalars['DateTimeISO']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  endTime: Scalars['DateTimeISO']['output'];
  /** the event type, e.g. "30 Minute Meeting" */
  eventName: Maybe<Scalars['String']['output']>;
  /** when its end passed without a cancellation (the Discovery Call milestone was completed from it) */
  heldAt: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['Int']['output'];
  /** the lead the call was booked by */
  lead: Lead;
  leadId: Scalars['Int']['output'];
  provider: BookingProvider;
  rescheduleUrl: Maybe<Scalars['String']['output']>;
  startTime: Scalars['DateTimeISO']['output'];
  status: BookingStatus;
  /** the invitee's time zone (IANA), as the tool reports it */
  timezone: Maybe<Scalars['String']['output']>;
};

/** the team's calendar: calls by start time */
export type BookingConnection = {
  __typename?: 'BookingConnection';
  nodes: Array<Booking>;
  pageInfo: PageInfo;
};

export type BookingFilter = {
  /** calls starting at or after */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  status?: InputMaybe<BookingStatus>;
  /** calls starting before */
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** the scheduling tool the call was booked in */
export type BookingProvider =
  | 'CAL'
  | 'CALENDLY';

export type BookingStatus =
  | 'CANCELED'
  | 'SCHEDULED';

/** one value of a breakdown (a breakdown lists its 20 largest values, largest first) */
export type BreakdownEntry = {
  __typename?: 'BreakdownEntry';
  count: Scalars['Int']['output'];
  /** the stored value; "" when none was given */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type ChatConversation = {
  __typename?: 'ChatConversation';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  leadId: Maybe<Scalars['Int']['output']>;
  messages: Array<ChatConversationMessage>;
  /** the provider of the latest reply: builtin or openai */
  provider: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** the browser's random visitor id */
  visitorId: Scalars['String']['output'];
};

export type ChatConversationMessage = {
  __typename?: 'ChatConversationMessage';
  /** when it was sent, ISO 8601 */
  at: Scalars['String']['output'];
  content: Scalars['String']['output'];
  /** which provider wrote an assistant message: builtin or openai */
  provider: Maybe<Scalars['String']['output']>;
  /** user or assistant */
  role: Scalars['String']['output'];
};

export type ChatConversationPage = {
  __typename?: 'ChatConversationPage';
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<ChatConversation>;
};

export type CompleteNextMilestonePayload = {
  __typename?: 'CompleteNextMilestonePayload';
  /** the milestone this call completed; null when all were already completed */
  completed: Maybe<LeadMilestone>;
  milestones: Array<LeadMilestone>;
};

export type CompletedMilestoneInput = {
  completedAt: Scalars['DateTimeISO']['input'];
  milestoneId: Scalars['String']['input'];
};

export type CreateApiTokenInput = {
  /** days until it stops working; null: never */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** what the token is for, e.g. "Looker Studio" */
  name: Scalars['String']['input'];
  /** READ runs queries only; an analyst's tokens are READ */
  scope: ApiTokenScope;
};

export type CreateLeadInput = {
  /** Annual Revenue: one of less-than-250k, 250k-500k, 500k-1m, 1m-5m, 5m-10m, 10m-plus */
  annualRevenue: Scalars['String']['input'];
  /** Monthly Marketing Budget: one of less-than-10k, 10k-25k, 25k-50k, 50k-100k, 100k-plus */
  budget: Scalars['String']['input'];
  /** Type of Business: one of ecommerce, local-business, saas, service-business, coaching, b2b, info-products, agency, other */
  businessType: Scalars['String']['input'];
  /** Average Client Value: one of less-than-1k, 1k-5k, 5k-10k, 10k-25k, 25k-50k, 50k-100k, 100k-plus */
  clientValue: Scalars['String']['input'];
  company: Scalars['String']['input'];
  /** Company Size: one of 1-5, 6-10, 11-25, 26-50, 51-100, 101-250, 250+ */
  companySize: Scalars['String']['input'];
  /** the company's website as a bare domain, e.g. example.com (scheme, www. and trailing slashes removed) */
  companyWebsite?: InputMaybe<Scalars['String']['input']>;
  /** the visitor's cookie choice; with 'Require consent before tracking' on, the Conversions API event is sent only when it allows marketing */
  consent?: InputMaybe<LeadConsentInput>;
  /** a field people never see or fill in; a submission with it filled is quarantined as spam (answered like any other) */
  contactFax?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  /** the earliest visit seen in this browser */
  firstTouch?: InputMaybe<TouchInput>;
  /** milliseconds from the form appearing to its submission; one faster than the configured minimum is quarantined as spam (answered like any other) */
  formFillMs?: InputMaybe<Scalars['Int']['input']>;
  /** the visit the form is sent from */
  lastTouch?: InputMaybe<TouchInput>;
  /** the id the browser pixel gave its Lead event, so Meta counts the lead once */
  leadEventId?: InputMaybe<Scalars['String']['input']>;
  marketingNeeds: Scalars['String']['input'];
  /** the additional information the visitor wrote */
  message?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** the primary service interest; the contact form always sends it: one of paid-media, funnel-buildouts, offer-creation, local-marketing, social-media, data-analytics, psychology-based, linkedin-marketing, multiple */
  serviceInterest?: InputMaybe<Scalars['String']['input']>;
  /** where the lead came from; the contact form sends contact_form */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Implementation Timeline: one of immediate, short-term, mid-term, long-term, exploring */
  timeline: Scalars['String']['input'];
};

export type CreateUserInput = {
  /** at least 10 characters, not a common password */
  password: Scalars['String']['input'];
  role: UserRole;
  username: Scalars['String']['input'];
};

export type CreateWebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** any of lead.created, lead.resubmitted, lead.contacted, lead.milestone_completed, lead.deleted, lead.merged, order.paid, order.failed, booking.created, booking.canceled */
  eventTypes: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  apiToken: ApiToken;
  /** the token itself: shown this once, never again */
  token: Scalars['String']['output'];
};

/** pending while retries remain; failed once they ran out (or the endpoint was disabled) */
export type DeliveryStatus =
  | 'failed'
  | 'pending'
  | 'succeeded';

export type DemoCredentials = {
  __typename?: 'DemoCredentials';
  password: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type EmailDelivery = {
  __typename?: 'EmailDelivery';
  attemptCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  /** new-lead, returning-lead, call-booked, reply-due-soon, reply-overdue, payment-received or endpoint-disabled */
  kind: Scalars['String']['output'];
  /** the mail server's last refusal */
  lastError: Maybe<Scalars['String']['output']>;
  recipients: Array<Scalars['String']['output']>;
  sentAt: Maybe<Scalars['DateTimeISO']['output']>;
  status: DeliveryStatus;
  subject: Scalars['String']['output'];
};

export type EmailDeliveryConnection = {
  __typename?: 'EmailDeliveryConnection';
  nodes: Array<EmailDelivery>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** the funnel from visit to call, over all sources or one; each percentage is of the step before (null when it is 0), and may pass 100 (a lead sent without a counted form start, a call held that was booked before the period) */
export type FunnelFigures = {
  __typename?: 'FunnelFigures';
  /** "Book a call" links clicked */
  bookingClicks: Scalars['Int']['output'];
  /** calls booked in the period, those canceled since included */
  callsBooked: Scalars['Int']['output'];
  /** calls booked, in % of leads */
  callsBookedPercent: Maybe<Scalars['Float']['output']>;
  /** calls whose end passed in the period without a cancellation */
  callsHeld: Scalars['Int']['output'];
  /** calls held, in % of calls booked */
  callsHeldPercent: Maybe<Scalars['Float']['output']>;
  /** form starts, in % of visits */
  formStartPercent: Maybe<Scalars['Float']['output']>;
  /** contact forms started (a first field focused) */
  formStarts: Scalars['Int']['output'];
  /** contact forms sent, as the browsers counted them */
  formSubmits: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** leads, in % of form starts */
  leadPercent: Maybe<Scalars['Float']['output']>;
  /** leads created, not spam; by their last touch’s source */
  leads: Scalars['Int']['output'];
  /** the UTM source ("" for none); null for the totals */
  source: Maybe<Scalars['String']['output']>;
  /** page views of the public site */
  visits: Scalars['Int']['output'];
};

/** the funnel in a period: visits, form starts and calls are daily counters, whole UTC days, those of the period’s dates in its time zone; leads are counted to the instant */
export type FunnelStats = {
  __typename?: 'FunnelStats';
  /** by UTM source: the 20 with the most visits, then leads */
  bySource: Array<FunnelFigures>;
  totals: FunnelFigures;
};

/** one milestone of the funnel, over the leads of the period */
export type FunnelStep = {
  __typename?: 'FunnelStep';
  /** reached ÷ the previous step’s reached; null for the first */
  conversionFromPrevious: Maybe<Scalars['Float']['output']>;
  /** median hours from the previous milestone’s completion to this one’s; null without a pair */
  medianHoursFromPrevious: Maybe<Scalars['Float']['output']>;
  milestoneId: Scalars['String']['output'];
  /** leads with this milestone completed */
  reached: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Lead = {
  __typename?: 'Lead';
  /** Annual Revenue: one of less-than-250k, 250k-500k, 500k-1m, 1m-5m, 5m-10m, 10m-plus */
  annualRevenue: Maybe<Scalars['String']['output']>;
  /** the calls booked in Calendly or Cal.com, soonest first */
  bookings: Array<Booking>;
  /** Monthly Marketing Budget: one of less-than-10k, 10k-25k, 25k-50k, 50k-100k, 100k-plus */
  budget: Maybe<Scalars['String']['output']>;
  /** Type of Business: one of ecommerce, local-business, saas, service-business, coaching, b2b, info-products, agency, other */
  businessType: Maybe<Scalars['String']['output']>;
  /** Average Client Value: one of less-than-1k, 1k-5k, 5k-10k, 10k-25k, 25k-50k, 50k-100k, 100k-plus */
  clientValue: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  /** Company Size: one of 1-5, 6-10, 11-25, 26-50, 51-100, 101-250, 250+ */
  companySize: Maybe<Scalars['String']['output']>;
  /** the company's website as a bare domain, e.g. example.com (scheme, www. and trailing slashes removed) */
  companyWebsite: Maybe<Scalars['String']['output']>;
  /** admin only: the visitor's cookie choice sent with the lead (consent banner); null when the browser had made none */
  consent: Maybe<LeadConsent>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  /** when the team first responded (marked contacted, or a milestone after the capture completed) */
  firstResponseAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** the earliest visit seen in the browser the lead was sent from */
  firstTouch: Maybe<Touch>;
  /** whether possibleDuplicates has any (cheaper, for the lead table) */
  hasPossibleDuplicates: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** the visit the lead was sent from */
  lastTouch: Maybe<Touch>;
  marketingNeeds: Maybe<Scalars['String']['output']>;
  /** the additional information the visitor wrote */
  message: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** the start of the next scheduled call not yet over */
  nextMeetingAt: Maybe<Scalars['DateTimeISO']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  /** other leads (not spam) with the same phone digits (7 or more), or the same name and company (trimmed, any case); at most 20, oldest first */
  possibleDuplicates: Array<Lead>;
  /** when the 48-hour reply promise runs out (a restored spam lead: 48 h after it was restored) */
  replyDueAt: Scalars['DateTimeISO']['output'];
  /** judged by the server at request time */
  replyStatus: ReplyStatus;
  /** the primary service interest; the contact form always sends it: one of paid-media, funnel-buildouts, offer-creation, local-marketing, social-media, data-analytics, psychology-based, linkedin-marketing, multiple */
  serviceInterest: Maybe<Scalars['String']['output']>;
  source: Maybe<Scalars['String']['output']>;
  /** admin only: quarantined by the spam guard, so left out of the list, the counts and the export unless asked for */
  spam: Scalars['Boolean']['output'];
  /** admin only: why it was quarantined (honeypot or too-fast) */
  spamReason: Maybe<Scalars['String']['output']>;
  /** how many times the form was sent by this person */
  submissionCount: Scalars['Int']['output'];
  /** the contact-form submissions of this person (same email), newest first; none for a booked call */
  submissions: Array<LeadSubmission>;
  /** Implementation Timeline: one of immediate, short-term, mid-term, long-term, exploring */
  timeline: Maybe<Scalars['String']['output']>;
};

export type LeadConnection = {
  __typename?: 'LeadConnection';
  nodes: Array<Lead>;
  pageInfo: PageInfo;
  /** all leads matching the filter, across pages: exact for a whole view and up to 1,000, else estimated */
  totalCount: Scalars['Int']['output'];
  /** true when totalCount is an estimate: a filter that narrows the leads matches more than 1,000 */
  totalCountIsEstimate: Scalars['Boolean']['output'];
};

/** the visitor's cookie choice when the lead was sent */
export type LeadConsent = {
  __typename?: 'LeadConsent';
  /** Google Analytics allowed */
  analytics: Scalars['Boolean']['output'];
  /** when the choice was made (the browser's clock) */
  at: Scalars['DateTimeISO']['output'];
  /** Meta's pixel and the Conversions API allowed: without it no Conversions API event is sent */
  marketing: Scalars['Boolean']['output'];
  /** the version of the banner the choice was made under */
  version: Scalars['Int']['output'];
};

/** the visitor's cookie choice, as the consent banner stored it in their browser */
export type LeadConsentInput = {
  /** Google Analytics allowed */
  analytics: Scalars['Boolean']['input'];
  /** when the choice was made, ISO 8601 (the browser clock) */
  at: Scalars['String']['input'];
  /** Meta's pixel and the Conversions API allowed */
  marketing: Scalars['Boolean']['input'];
  /** the version of the banner the choice was made under */
  version: Scalars['Int']['input'];
};

/** what the back office header counts */
export type LeadCounts = {
  __typename?: 'LeadCounts';
  /** leads (not spam) whose reply deadline has passed without a response, now */
  overdue: Scalars['Int']['output'];
  /** leads in the spam quarantine */
  spam: Scalars['Int']['output'];
};

/** what erasing a lead removed or changed */
export type LeadErasure = {
  __typename?: 'LeadErasure';
  /** spoken chat replies deleted */
  audio: Scalars['Int']['output'];
  /** audit events about the lead (their target) whose details were wiped */
  auditEventsRedacted: Scalars['Int']['output'];
  /** chat conversations deleted */
  conversations: Scalars['Int']['output'];
  /** queued events, webhook deliveries and emails that held a copy of the lead, deleted */
  copiesForgotten: Scalars['Int']['output'];
  leadId: Scalars['Int']['output'];
  /** milestone records deleted */
  milestones: Scalars['Int']['output'];
  /** orders that kept product, amount and dates but lost the visitor id and card digits */
  ordersAnonymised: Scalars['Int']['output'];
};

export type LeadFilter = {
  businessType?: InputMaybe<Scalars['String']['input']>;
  companySize?: InputMaybe<Scalars['String']['input']>;
  /** created at or after this instant */
  createdFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** created at or before this instant */
  createdTo?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** the first touch's campaign, exactly */
  firstTouchCampaign?: InputMaybe<Scalars['String']['input']>;
  /** the first touch's source, exactly */
  firstTouchSource?: InputMaybe<Scalars['String']['input']>;
  /** the reply status now */
  replyStatus?: InputMaybe<ReplyStatus>;
  /** matches part of the name, email or company, ignoring case */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true: only the leads quarantined as spam; false or unset: only the others */
  spam?: InputMaybe<Scalars['Boolean']['input']>;
  timeline?: InputMaybe<Scalars['String']['input']>;
};

export type LeadImport = {
  __typename?: 'LeadImport';
  created: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** why the import failed */
  error: Maybe<Scalars['String']['output']>;
  /** its error file (row, column, reason), a CSV */
  errorsUrl: Scalars['String']['output'];
  /** rows reported in the error file, not stored */
  failed: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  finishedAt: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  /** update or skip: what a row does to an existing lead with its email */
  mode: Scalars['String']['output'];
  processed: Scalars['Int']['output'];
  /** rows whose email an existing lead has, in mode skip */
  skipped: Scalars['Int']['output'];
  /** queued, running, done or failed */
  status: Scalars['String']['output'];
  /** the data rows of the file */
  total: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

export type LeadMilestone = {
  __typename?: 'LeadMilestone';
  completed: Scalars['Boolean']['output'];
  completedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** "booking" when a booked call that was held completed it; null when a person did (or it is open) */
  completedBy: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** null while the milestone has no stored record yet */
  id: Maybe<Scalars['Int']['output']>;
  leadId: Scalars['Int']['output'];
  milestoneId: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** order of leads by creation time */
export type LeadSort =
  | 'NEWEST_FIRST'
  | 'OLDEST_FIRST';

/** statistics of the leads created in a period, from SQL aggregates */
export type LeadStats = {
  __typename?: 'LeadStats';
  byBudget: Array<BreakdownEntry>;
  byBusinessType: Array<BreakdownEntry>;
  /** by the first touch’s campaign (utm_campaign) */
  byCampaign: Array<BreakdownEntry>;
  byCompanySize: Array<BreakdownEntry>;
  /** by the first touch’s source (utm_source or referrer) */
  bySource: Array<BreakdownEntry>;
  byTimeline: Array<BreakdownEntry>;
  /** the seven milestones in order; medians within 2 % (read from histograms) */
  funnel: Array<FunnelStep>;
  /** the same, over the period of the same length just before */
  previousTotal: Scalars['Int']['output'];
  /** answered leads by hours to their first reply */
  replyTimes: Array<BreakdownEntry>;
  /** the median and p90 are within 2 % (read from histograms) */
  response: ResponseStats;
  /** every bucket of the period, empty ones included */
  series: Array<SeriesPoint>;
  /** leads quarantined as spam in the period */
  spam: Scalars['Int']['output'];
  /** leads created in the period (not spam unless filter.spam) */
  total: Scalars['Int']['output'];
};

/** one contact-form submission of a lead: the person's answers and visit at that time */
export type LeadSubmission = {
  __typename?: 'LeadSubmission';
  /** the answers as sent, under the API names of the Lead fields (an answer left out is absent) */
  answers: Scalars['JSONObject']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  /** the visit the form was sent from */
  touch: Maybe<Touch>;
};

export type MarketingSettings = {
  __typename?: 'MarketingSettings';
  /** the token masked, e.g. ••••••••a1b2; never the token itself */
  fbAccessTokenMasked: Maybe<Scalars['String']['output']>;
  fbAccessTokenSet: Scalars['Boolean']['output'];
  fbCapiEnabled: Scalars['Boolean']['output'];
  fbPixelId: Maybe<Scalars['String']['output']>;
  gaEnabled: Scalars['Boolean']['output'];
  gaMeasurementId: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** on (the default): the site asks for cookie consent, and loads analytics and the pixel (and sends a lead's Conversions API event) only as the visitor allows; off: it loads them without asking */
  requireConsent: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** a new authenticator key for you; confirmTwoFactorSetup turns it on */
  beginTwoFactorSetup: TwoFactorSetup;
  /** your own password; your other sessions end, this one stays */
  changeMyPassword: Scalars['Boolean']['output'];
  completeNextMilestone: CompleteNextMilestonePayload;
  /** a code from the new key turns two-step sign-in on; the ten recovery codes, shown once */
  confirmTwoFactorSetup: Array<Scalars['String']['output']>;
  /** the token is in the answer once; only its hash is kept */
  createApiToken: CreatedApiToken;
  /** anyone: the contact form submits here */
  createLead: Lead;
  /** admin only: there is no public sign-up */
  createUser: User;
  createWebhookEndpoint: WebhookEndpointWithSecret;
  /** admin only: erases a lead as eraseLead does, without the typed email (the spam view uses it): no copy of it is left behind, lead.deleted carries only its id; audited as lead.deleted */
  deleteLead: Scalars['Boolean']['output'];
  /** deletes the endpoint and its delivery log */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** turns your two-step sign-in off: your password and a code */
  disableTwoFactor: Scalars['Boolean']['output'];
  /** signs out every session of yours but this one; how many ended */
  endOtherSessions: Scalars['Int']['output'];
  /** signs one of your sessions out; it is refused on its next request */
  endSession: Scalars['Boolean']['output'];
  /** admin only: signs a member out everywhere (their API tokens stay); how many ended */
  endUserSessions: Scalars['Int']['output'];
  /** admin only: erases a lead once confirmEmail matches its email (any case): the lead, its milestones, chats and audio are deleted, its orders anonymised, lead.deleted sent; BAD_USER_INPUT and nothing erased on a mismatch */
  eraseLead: LeadErasure;
  /** with two-step sign-in on, the session starts at verifyTwoFactor */
  login: SignInResult;
  /** ends the session; true even when no one was signed in */
  logout: Scalars['Boolean']['output'];
  /** records that the team responded now (kept if one is already recorded) */
  markLeadContacted: Lead;
  /** takes a lead out of the spam quarantine; it is then reported like a new lead, due 48 h from now */
  markLeadNotSpam: Lead;
  /** merges the source lead into the target (kept) and removes the source; BAD_USER_INPUT for the same lead twice, or one missing or spam */
  mergeLeads: Lead;
  /** sends the delivery again now, with the same webhook-id */
  resendWebhookDelivery: WebhookDelivery;
  resetLeadTimeline: Array<LeadMilestone>;
  /** sets someone’s password; their sessions end, and their API tokens unless revokeTokens is false */
  resetUserPassword: Scalars['Boolean']['output'];
  /** admin only: turns a member’s two-step sign-in off (a lost phone) */
  resetUserTwoFactor: Scalars['Boolean']['output'];
  /** stops the token at once */
  revokeApiToken: ApiToken;
  /** a new signing secret; the old one stops at once */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** sends a signed webhook.test message now */
  sendTestWebhook: WebhookDelivery;
  setMilestoneCompleted: LeadMilestone;
  /** undoes markLeadContacted: forgets the response recorded at firstResponseAt (refused if another is recorded) */
  undoLeadContacted: Lead;
  /** undoes a reset: completes each milestone given again at its former time (the others stay as they are) */
  undoLeadTimelineReset: Array<LeadMilestone>;
  updateMarketingSettings: MarketingSettings;
  updateNotificationSettings: NotificationSettingsView;
  /** admin only: a number sets a period, null puts it back to its default */
  updateRetentionSettings: RetentionSettings;
  updateSchedulingSettings: SchedulingSettings;
  /** admin only: require two-step sign-in, after a grace period */
  updateSecuritySettings: SecuritySettings;
  /** a new role or a deactivation ends the user’s sessions and tokens at once */
  updateUser: User;
  updateWebhookEndpoint: WebhookEndpoint;
  /** the second step of a sign-in that answered twoFactorRequired: starts the session */
  verifyTwoFactor: User;
};


export type MutationChangeMyPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCompleteNextMilestoneArgs = {
  leadId: Scalars['Int']['input'];
};


export type MutationConfirmTwoFactorSetupArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateLeadArgs = {
  input: CreateLeadInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationDeleteLeadArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['String']['input'];
};


export type MutationEndUserSessionsArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationEraseLeadArgs = {
  confirmEmail: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationMarkLeadContactedArgs = {
  id: Scalars['Int']['input'];
};


export type MutationMarkLeadNotSpamArgs = {
  id: Scalars['Int']['input'];
};


export type MutationMergeLeadsArgs = {
  sourceId: Scalars['Int']['input'];
  targetId: Scalars['Int']['input'];
};


export type MutationResendWebhookDeliveryArgs = {
  id: Scalars['Int']['input'];
};


export type MutationResetLeadTimelineArgs = {
  leadId: Scalars['Int']['input'];
};


export type MutationResetUserPasswordArgs = {
  id: Scalars['Int']['input'];
  password: Scalars['String']['input'];
  revokeTokens?: Scalars['Boolean']['input'];
};


export type MutationResetUserTwoFactorArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSendTestWebhookArgs = {
  endpointId: Scalars['Int']['input'];
};


export type MutationSetMilestoneCompletedArgs = {
  completed: Scalars['Boolean']['input'];
  leadId: Scalars['Int']['input'];
  milestoneId: Scalars['String']['input'];
};


export type MutationUndoLeadContactedArgs = {
  firstResponseAt: Scalars['DateTimeISO']['input'];
  id: Scalars['Int']['input'];
};


export type MutationUndoLeadTimelineResetArgs = {
  completed: Array<CompletedMilestoneInput>;
  leadId: Scalars['Int']['input'];
};


export type MutationUpdateMarketingSettingsArgs = {
  input: UpdateMarketingSettingsInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  input: UpdateNotificationSettingsInput;
};


export type MutationUpdateRetentionSettingsArgs = {
  input: UpdateRetentionSettingsInput;
};


export type MutationUpdateSchedulingSettingsArgs = {
  input: UpdateSchedulingSettingsInput;
};


export type MutationUpdateSecuritySettingsArgs = {
  input: SecuritySettingsInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['Int']['input'];
  input: UpdateUserInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['Int']['input'];
  input: UpdateWebhookEndpointInput;
};


export type MutationVerifyTwoFactorArgs = {
  code: Scalars['String']['input'];
};

export type NotificationSettingsView = {
  __typename?: 'NotificationSettingsView';
  /** false while the server has no SMTP_URL: no email is sent */
  emailEnabled: Scalars['Boolean']['output'];
  /** an email for every new lead */
  newLead: Scalars['Boolean']['output'];
  /** an email for every paid order */
  paymentReceived: Scalars['Boolean']['output'];
  recipients: Array<Scalars['String']['output']>;
  /** an email when a lead has waited 24 hours for a reply, and when it is overdue */
  replyOverdue: Scalars['Boolean']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** the amount charged, in cents (the catalogue price, never the client's) */
  amountCents: Scalars['Int']['output'];
  /** the card's brand as Stripe names it (visa, mastercard, amex, …), when Stripe has reported it */
  cardBrand: Maybe<Scalars['String']['output']>;
  /** last four digits of the card, when known */
  cardLast4: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** ISO currency code in lower case, e.g. usd */
  currency: Scalars['String']['output'];
  /** the buyer's email from the billing details of Stripe's charge; null until Stripe reports it */
  customerEmail: Maybe<Scalars['String']['output']>;
  /** the lead (not spam; the newest of several) with the buyer's email, in any capitals; null when none */
  customerLeadId: Maybe<Scalars['Int']['output']>;
  /** the buyer's name from the billing details of Stripe's charge; null until Stripe reports it */
  customerName: Maybe<Scalars['String']['output']>;
  /** why the payment failed or could not be set up */
  failureReason: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** the Stripe PaymentIntent (pi_...); null when it could not be created */
  paymentIntentId: Maybe<Scalars['String']['output']>;
  /** e.g. card, when Stripe has reported it */
  paymentMethodType: Maybe<Scalars['String']['output']>;
  productId: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  status: OrderStatus;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  nodes: Array<Order>;
  pageInfo: PageInfo;
  /** all orders, across pages */
  totalCount: Scalars['Int']['output'];
};

/** pending until Stripe reports the payment; failed also when the payment could not be set up */
export type OrderStatus =
  | 'failed'
  | 'pending'
  | 'refunded'
  | 'succeeded';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type ProductRevenue = {
  __typename?: 'ProductRevenue';
  /** in cents (a sum: beyond a 32-bit Int at scale) */
  amountCents: Scalars['SafeInt']['output'];
  count: Scalars['Int']['output'];
  /** the product id */
  key: Scalars['String']['output'];
  /** the product name */
  label: Scalars['String']['output'];
};

export type PublicMarketingSettings = {
  __typename?: 'PublicMarketingSettings';
  fbCapiEnabled: Scalars['Boolean']['output'];
  fbPixelId: Maybe<Scalars['String']['output']>;
  gaEnabled: Scalars['Boolean']['output'];
  gaMeasurementId: Maybe<Scalars['String']['output']>;
  /** on (the default): the site asks for cookie consent, and loads analytics and the pixel (and sends a lead's Conversions API event) only as the visitor allows; off: it loads them without asking */
  requireConsent: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** your tokens, newest first, revoked and expired ones included */
  apiTokens: Array<ApiToken>;
  /** the actions the audit log records */
  auditActions: Array<Scalars['String']['output']>;
  /** admin only: newest first; at most 200 a page */
  auditEvents: AuditEventConnection;
  /** admin and analyst: the calls booked, by start time; at most 200 a page */
  bookings: BookingConnection;
  /** most recently active first; at most 100 a page */
  chatConversations: ChatConversationPage;
  /** the demo admin, only while the server runs with it (never in production) */
  demoCredentials: Maybe<DemoCredentials>;
  /** the notification emails, newest first; at most 200 a page */
  emailDeliveries: EmailDeliveryConnection;
  /** admin only: everything stored about a lead as one JSON document (the lead, attribution, consent, milestones, chat conversations, orders, audit events); recorded in the audit log */
  exportLeadData: Scalars['JSONObject']['output'];
  /** admin and analyst: visits → form starts → leads → calls booked → held */
  funnelStats: FunnelStats;
  /** null when no lead has this id */
  lead: Maybe<Lead>;
  /** the conversations of the visitor who submitted this lead */
  leadChatConversations: Array<ChatConversation>;
  /** overdue leads and quarantined spam, now */
  leadCounts: LeadCounts;
  /** an import and its progress; null for an unknown id */
  leadImport: Maybe<LeadImport>;
  /** the newest imports first */
  leadImports: Array<LeadImport>;
  /** the seven milestones in order */
  leadMilestones: Array<LeadMilestone>;
  /** admin and analyst: the dashboard’s lead figures */
  leadStats: LeadStats;
  /** newest first by default; at most 200 a page; spam only with filter.spam */
  leads: LeadConnection;
  marketingSettings: MarketingSettings;
  /** the signed-in user (or the token’s owner), or null */
  me: Maybe<User>;
  /** where you are signed in: this session first, then the most recently active */
  mySessions: Array<Session>;
  notificationSettings: NotificationSettingsView;
  /** null when no order has this id */
  order: Maybe<Order>;
  /** checkout orders, newest first; at most 200 a page */
  orders: OrderConnection;
  /** anyone: what the browser needs to load analytics and the pixel */
  publicMarketingSettings: PublicMarketingSettings;
  /** how long each kind of data is kept (Settings → Data retention) */
  retentionSettings: RetentionSettings;
  /** admin and analyst: paid orders in a period */
  revenueStats: RevenueStats;
  schedulingSettings: SchedulingSettings;
  /** the team’s sign-in policy (an admin changes it) */
  securitySettings: SecuritySettings;
  /** your own two-step sign-in */
  twoFactorStatus: TwoFactorStatus;
  /** admin only: the team, oldest account first */
  users: Array<User>;
  /** an endpoint's deliveries, newest first; at most 200 a page */
  webhookDeliveries: WebhookDeliveryConnection;
  webhookEndpoints: Array<WebhookEndpoint>;
  /** the event types an endpoint can subscribe to */
  webhookEventTypes: Array<Scalars['String']['output']>;
};


export type QueryAuditEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditEventFilter>;
  first?: Scalars['Int']['input'];
};


export type QueryBookingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BookingFilter>;
  first?: Scalars['Int']['input'];
};


export type QueryChatConversationsArgs = {
  first?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryEmailDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryExportLeadDataArgs = {
  id: Scalars['Int']['input'];
};


export type QueryFunnelStatsArgs = {
  from: Scalars['DateTimeISO']['input'];
  timeZone?: Scalars['String']['input'];
  to: Scalars['DateTimeISO']['input'];
};


export type QueryLeadArgs = {
  id: Scalars['Int']['input'];
};


export type QueryLeadChatConversationsArgs = {
  leadId: Scalars['Int']['input'];
};


export type QueryLeadImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeadImportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLeadMilestonesArgs = {
  leadId: Scalars['Int']['input'];
};


export type QueryLeadStatsArgs = {
  filter?: InputMaybe<LeadFilter>;
  from: Scalars['DateTimeISO']['input'];
  interval?: StatsInterval;
  timeZone?: Scalars['String']['input'];
  to: Scalars['DateTimeISO']['input'];
};


export type QueryLeadsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LeadFilter>;
  first?: Scalars['Int']['input'];
  sort?: LeadSort;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryRevenueStatsArgs = {
  from: Scalars['DateTimeISO']['input'];
  interval?: StatsInterval;
  timeZone?: Scalars['String']['input'];
  to: Scalars['DateTimeISO']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endpointId: Scalars['Int']['input'];
  first?: Scalars['Int']['input'];
};

/** REPLIED once the team responded; MEETING_BOOKED while a call booked before any reply is scheduled; else OVERDUE from the reply deadline on; else AWAITING. As a filter, REPLIED keeps every lead whose promise is met (booked calls included) and MEETING_BOOKED only those */
export type ReplyStatus =
  | 'AWAITING'
  | 'MEETING_BOOKED'
  | 'OVERDUE'
  | 'REPLIED';

/** the 48-hour reply promise, over the leads of the period */
export type ResponseStats = {
  __typename?: 'ResponseStats';
  medianHoursToReply: Maybe<Scalars['Float']['output']>;
  /** leads past their deadline without an answer, now */
  overdueNow: Scalars['Int']['output'];
  p90HoursToReply: Maybe<Scalars['Float']['output']>;
  /** leads answered */
  replied: Scalars['Int']['output'];
  /** leads answered by their reply deadline (48 h after arrival) */
  repliedWithin48h: Scalars['Int']['output'];
  /** repliedWithin48h ÷ the leads already judged (answered, or past their deadline); null when none */
  shareWithin48h: Maybe<Scalars['Float']['output']>;
};

/** what a retention period may be set to */
export type RetentionLimitType = {
  __typename?: 'RetentionLimitType';
  /** the period it applies to, e.g. spamDays */
  field: Scalars['String']['output'];
  /** what the period applies to, as the settings page names it */
  label: Scalars['String']['output'];
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  /** days or hours */
  unit: Scalars['String']['output'];
};

/** how long each kind of data is kept before the daily purge deletes it */
export type RetentionPeriods = {
  __typename?: 'RetentionPeriods';
  /** audit events: deleted this many days after they were recorded */
  auditDays: Scalars['Int']['output'];
  /** spoken chat replies: deleted this many hours after they were made */
  chatAudioHours: Scalars['Int']['output'];
  /** leads that never reached Discovery Call: erased this many days after they arrived (as eraseLead does); null: kept until erased */
  leadsWithoutDiscoveryCallDays: Maybe<Scalars['Int']['output']>;
  /** quarantined spam: deleted this many days after it arrived */
  spamDays: Scalars['Int']['output'];
  /** chat conversations linked to no lead: deleted this many days after their last message */
  unlinkedChatDays: Scalars['Int']['output'];
};

/** the retention periods in force, their defaults and what they may be set to */
export type RetentionSettings = {
  __typename?: 'RetentionSettings';
  /** audit events: deleted this many days after they were recorded */
  auditDays: Scalars['Int']['output'];
  /** spoken chat replies: deleted this many hours after they were made */
  chatAudioHours: Scalars['Int']['output'];
  /** the periods when not set: the environment decides spam, chat audio and audit events */
  defaults: RetentionPeriods;
  /** leads that never reached Discovery Call: erased this many days after they arrived (as eraseLead does); null: kept until erased */
  leadsWithoutDiscoveryCallDays: Maybe<Scalars['Int']['output']>;
  limits: Array<RetentionLimitType>;
  /** quarantined spam: deleted this many days after it arrived */
  spamDays: Scalars['Int']['output'];
  /** chat conversations linked to no lead: deleted this many days after their last message */
  unlinkedChatDays: Scalars['Int']['output'];
  /** when an admin last changed them */
  updatedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

/** one bucket of the revenue series */
export type RevenuePoint = {
  __typename?: 'RevenuePoint';
  /** in cents (a sum: beyond a 32-bit Int at scale) */
  amountCents: Scalars['SafeInt']['output'];
  at: Scalars['DateTimeISO']['output'];
  /** paid orders */
  count: Scalars['Int']['output'];
};

/** paid checkout orders created in a period */
export type RevenueStats = {
  __typename?: 'RevenueStats';
  byProduct: Array<ProductRevenue>;
  paidOrders: Scalars['Int']['output'];
  /** in cents, over the period of the same length just before */
  previousTotalCents: Scalars['SafeInt']['output'];
  series: Array<RevenuePoint>;
  /** in cents (up to 2^53: a sum outgrows a 32-bit Int) */
  totalCents: Scalars['SafeInt']['output'];
};

/** Settings → Scheduling: the secrets are never answered, only whether each is set */
export type SchedulingSettings = {
  __typename?: 'SchedulingSettings';
  calConfigured: Scalars['Boolean']['output'];
  /** when Cal.com last sent an event with a valid signature */
  calLastEventAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** the webhook secret masked */
  calWebhookSecretMasked: Maybe<Scalars['String']['output']>;
  /** the address to paste into Cal.com's webhook */
  calWebhookUrl: Scalars['String']['output'];
  calendlyConfigured: Scalars['Boolean']['output'];
  /** when Calendly last sent an event with a valid signature */
  calendlyLastEventAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** the signing key masked, e.g. ••••••••a1b2 */
  calendlySigningKeyMasked: Maybe<Scalars['String']['output']>;
  /** the address to paste into Calendly's webhook subscription */
  calendlyWebhookUrl: Scalars['String']['output'];
};

export type SecuritySettings = {
  __typename?: 'SecuritySettings';
  /** from when a member without two-step sign-in must enrol */
  enrolmentDeadline: Maybe<Scalars['DateTimeISO']['output']>;
  gracePeriodDays: Scalars['Int']['output'];
  requireTwoFactor: Scalars['Boolean']['output'];
  /** when the requirement was switched on */
  requiredSince: Maybe<Scalars['DateTimeISO']['output']>;
};

export type SecuritySettingsInput = {
  /** days members have to enrol once it is required (0-90) */
  gracePeriodDays: Scalars['Int']['input'];
  /** every member must use two-step sign-in (after the grace period) */
  requireTwoFactor: Scalars['Boolean']['input'];
};

/** one bucket of a series: its start (an instant) and its count */
export type SeriesPoint = {
  __typename?: 'SeriesPoint';
  /** the start of the bucket, midnight in the asked time zone */
  at: Scalars['DateTimeISO']['output'];
  count: Scalars['Int']['output'];
};

/** a place where you are signed in (a browser or device) */
export type Session = {
  __typename?: 'Session';
  /** when it signed in */
  createdAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** the session this request came with */
  current: Scalars['Boolean']['output'];
  /** a digest of the session, not its cookie: what endSession takes */
  id: Scalars['String']['output'];
  /** the IP address that signed in */
  ip: Maybe<Scalars['String']['output']>;
  /** its last request, to within a minute */
  lastSeenAt: Scalars['DateTimeISO']['output'];
  /** the browser’s User-Agent at sign-in (its first 256 characters) */
  userAgent: Maybe<Scalars['String']['output']>;
};

/** what a right password leads to */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** true: no session yet, send the code with verifyTwoFactor */
  twoFactorRequired: Scalars['Boolean']['output'];
  /** the signed-in user; null while the second step is awaited */
  user: Maybe<User>;
};

/** the width of a series bucket, in the asked time zone (a WEEK starts on Monday) */
export type StatsInterval =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/** one visit that brought the visitor, as their browser recorded it */
export type Touch = {
  __typename?: 'Touch';
  /** when the visit happened (the browser's clock) */
  at: Maybe<Scalars['DateTimeISO']['output']>;
  /** utm_campaign */
  campaign: Maybe<Scalars['String']['output']>;
  /** utm_content */
  content: Maybe<Scalars['String']['output']>;
  fbclid: Maybe<Scalars['String']['output']>;
  gclid: Maybe<Scalars['String']['output']>;
  /** the path (and query) the visit landed on */
  landingPath: Maybe<Scalars['String']['output']>;
  /** utm_medium */
  medium: Maybe<Scalars['String']['output']>;
  /** the referrer's host, only when it is another site */
  referrer: Maybe<Scalars['String']['output']>;
  /** utm_source */
  source: Maybe<Scalars['String']['output']>;
  /** utm_term */
  term: Maybe<Scalars['String']['output']>;
};

/** a visit as the browser recorded it; the server trims, cuts to 200 characters and ignores what it cannot read */
export type TouchInput = {
  /** ISO 8601 time of the visit */
  at?: InputMaybe<Scalars['String']['input']>;
  campaign?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  fbclid?: InputMaybe<Scalars['String']['input']>;
  gclid?: InputMaybe<Scalars['String']['input']>;
  landingPath?: InputMaybe<Scalars['String']['input']>;
  medium?: InputMaybe<Scalars['String']['input']>;
  referrer?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};

/** shown once, at the start of enrolment */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  otpauthUrl: Scalars['String']['output'];
  /** the otpauth URL as a QR code (SVG) */
  qrCodeSvg: Scalars['String']['output'];
  /** the key to type into the app by hand (base32) */
  secret: Scalars['String']['output'];
};

export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  enabled: Scalars['Boolean']['output'];
  recoveryCodesLeft: Scalars['Int']['output'];
};

export type UpdateMarketingSettingsInput = {
  /** write-only: never read back in full */
  fbAccessToken?: InputMaybe<Scalars['String']['input']>;
  fbCapiEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  fbPixelId?: InputMaybe<Scalars['String']['input']>;
  gaEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  gaMeasurementId?: InputMaybe<Scalars['String']['input']>;
  requireConsent?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateNotificationSettingsInput = {
  newLead?: InputMaybe<Scalars['Boolean']['input']>;
  paymentReceived?: InputMaybe<Scalars['Boolean']['input']>;
  /** the email addresses that get the notifications */
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  replyOverdue?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateRetentionSettingsInput = {
  /** days; null: AUDIT_RETENTION_DAYS */
  auditDays?: InputMaybe<Scalars['Int']['input']>;
  /** hours; null: CHAT_AUDIO_RETENTION_HOURS */
  chatAudioHours?: InputMaybe<Scalars['Int']['input']>;
  /** days; null: kept until erased (the default) */
  leadsWithoutDiscoveryCallDays?: InputMaybe<Scalars['Int']['input']>;
  /** days; null: SPAM_RETENTION_DAYS */
  spamDays?: InputMaybe<Scalars['Int']['input']>;
  /** days; null: 180 */
  unlinkedChatDays?: InputMaybe<Scalars['Int']['input']>;
};

/** a secret left out stays as it is; an empty string removes it */
export type UpdateSchedulingSettingsInput = {
  /** Cal.com's webhook secret */
  calWebhookSecret?: InputMaybe<Scalars['String']['input']>;
  /** Calendly's webhook signing key */
  calendlySigningKey?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  /** false deactivates: sessions and tokens end at once */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<UserRole>;
};

export type UpdateWebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  eventTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  /** false once deactivated: no sign-in, no token */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  lastSignInAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** true on your own user when the team requires two-step sign-in, its grace period is over and this session has not set it up: nothing but enrolment works until it does */
  mustEnrolTwoFactor: Scalars['Boolean']['output'];
  role: UserRole;
  /** signs in with a code from an authenticator app too */
  twoFactorEnabled: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};

export type UserRole =
  | 'ADMIN'
  | 'ANALYST';

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  at: Scalars['DateTimeISO']['output'];
  /** why the attempt failed; the response body is never stored */
  error: Maybe<Scalars['String']['output']>;
  latencyMs: Scalars['Int']['output'];
  /** the receiver's HTTP status; null when none came (timeout, refused) */
  statusCode: Maybe<Scalars['Int']['output']>;
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** each POST, oldest first */
  attempts: Array<WebhookAttempt>;
  createdAt: Scalars['DateTimeISO']['output'];
  endpointId: Scalars['Int']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** the webhook-id header (msg_...), the same on every attempt */
  messageId: Scalars['String']['output'];
  status: DeliveryStatus;
};

export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  nodes: Array<WebhookDelivery>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  /** why the endpoint was disabled automatically */
  disabledReason: Maybe<Scalars['String']['output']>;
  /** false once disabled by an admin, or after 3 days of failed deliveries */
  enabled: Scalars['Boolean']['output'];
  /** the event types sent to this endpoint, e.g. lead.created */
  eventTypes: Array<Scalars['String']['output']>;
  /** since when every delivery has failed; null after a success */
  failingSince: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  url: Scalars['String']['output'];
};

/** an endpoint with its signing secret: returned only when the secret is created */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  endpoint: WebhookEndpoint;
  /** whsec_...: shown this once; store it in the receiver now */
  secret: Scalars['String']['output'];
};
