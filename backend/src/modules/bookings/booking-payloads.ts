import { InvalidInputError } from '../../engine/errors';
import type { BookingProvider } from './booking.entity';

/** The UTM parameters a booking carried back from its link. */
type BookingTracking = { source?: string; medium?: string; campaign?: string; content?: string; term?: string };

/** A call booked: a new invitee (Calendly) or booking (Cal.com). */
export type BookingCreated = {
  kind: 'created';
  provider: BookingProvider;
  /** the tool's id of the booking */
  externalId: string;
  /** the same event delivered again has the same key */
  eventKey: string;
  email: string;
  name: string;
  phone: string | null;
  /** the tool's questions and their answers, as text */
  answers: string | null;
  startTime: Date;
  endTime: Date;
  timezone: string | null;
  eventName: string | null;
  cancelUrl: string | null;
  rescheduleUrl: string | null;
  bookedAt: Date | null;
  tracking: BookingTracking | null;
  /** Cal.com's reschedule: the booking this one replaces */
  replaces: string | null;
};

/** A call canceled (Calendly also cancels the old invitee of a reschedule). */
export type BookingCanceled = {
  kind: 'canceled';
  provider: BookingProvider;
  externalId: string;
  eventKey: string;
  rescheduled: boolean;
  reason: string | null;
};

/** An event type the app does not act on: acknowledged and ignored. */
type BookingIgnored = { kind: 'ignored'; event: string };

export type BookingChange = BookingCreated | BookingCanceled | BookingIgnored;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, path: string): Json {
  if (!isObject(value)) throw new InvalidInputError({ [path]: `${path} must be an object` });
  return value;
}

/** A string the payload must carry, trimmed and capped. */
function required(value: unknown, path: string, max = 1000): string {
  if (typeof value !== 'string' || value.trim() === '') throw new InvalidInputError({ [path]: `${path} is missing` });
  return value.trim().slice(0, max);
}

/** A string the payload may carry: null when absent or blank. */
function optional(value: unknown, max = 1000): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
}

function date(value: unknown, path: string): Date {
  const parsed = typeof value === 'string' ? new Date(value) : null;
  if (!parsed || Number.isNaN(parsed.getTime()))
    throw new InvalidInputError({ [path]: `${path} must be an ISO 8601 date-time` });
  return parsed;
}

function optionalDate(value: unknown): Date | null {
  const parsed = typeof value === 'string' ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
}

function email(value: unknown, path: string): string {
  const address = required(value, path, 254);
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new InvalidInputError({ [path]: `${path} is not an email address` });
  return address;
}

function times(start: Date, end: Date): void {
  if (end.getTime() < start.getTime()) throw new InvalidInputError({ end_time: 'The call ends before it starts' });
}

/** An https (or http) link the tool gave, else null: it is shown to the team as a link. */
function link(value: unknown): string | null {
  const text = optional(value, 2000);
  return text && /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}

const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

function tracking(value: unknown): BookingTracking | null {
  if (!isObject(value)) return null;
  const entries = UTM_KEYS.flatMap((key) => {
    const text = optional(value[`utm_${key}`], 200);
    return text ? [[key, text] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Questions and answers as the lead's message: "Question: answer" per line ("Why? Because", not "Why?: Because"). */
function answersText(pairs: [question: string, answer: string][]): string | null {
  const lines = pairs
    .filter(([, answer]) => answer !== '')
    .map(([question, answer]) => `${question}${/[?:.!]$/.test(question) ? '' : ':'} ${answer}`);
  return lines.length > 0 ? lines.join('\n').slice(0, 5000) : null;
}

/**
 * A Calendly webhook (API v2): `{ event, created_at, payload }`, the payload an invitee with its
 * `scheduled_event`. https://developer.calendly.com/api-docs (Webhooks: invitee.created,
 * invitee.canceled). A reschedule arrives as the old invitee canceled with `rescheduled: true`
 * and a new invitee created.
 */
export function calendlyChange(body: unknown): BookingChange {
  const root = object(body, 'body');
  const event = required(root.event, 'event', 100);
  if (event !== 'invitee.created' && event !== 'invitee.canceled') return { kind: 'ignored', event };
  const invitee = object(root.payload, 'payload');
  const externalId = required(invitee.uri, 'payload.uri');
  const eventKey = `${event}:${externalId}`;
  if (event === 'invitee.canceled') {
    const cancellation = isObject(invitee.cancellation) ? invitee.cancellation : {};
    return {
      kind: 'canceled',
      provider: 'calendly',
      externalId,
      eventKey,
      rescheduled: invitee.rescheduled === true,
      reason: optional(cancellation.reason),
    };
  }
  const scheduled = object(invitee.scheduled_event, 'payload.scheduled_event');
  const startTime = date(scheduled.start_time, 'payload.scheduled_event.start_time');
  const endTime = date(scheduled.end_time, 'payload.scheduled_event.end_time');
  times(startTime, endTime);
  const questions = Array.isArray(invitee.questions_and_answers) ? invitee.questions_and_answers : [];
  const firstLast = [optional(invitee.first_name), optional(invitee.last_name)].filter(Boolean).join(' ');
  return {
    kind: 'created',
    provider: 'calendly',
    externalId,
    eventKey,
    email: email(invitee.email, 'payload.email'),
    name: optional(invitee.name, 200) ?? (firstLast.slice(0, 200) || required(invitee.email, 'payload.email', 200)),
    phone: optional(invitee.text_reminder_number, 40),
    answers: answersText(
      questions.filter(isObject).map((qa) => [optional(qa.question, 500) ?? 'Answer', optional(qa.answer, 5000) ?? '']),
    ),
    startTime,
    endTime,
    timezone: optional(invitee.timezone, 100),
    eventName: optional(scheduled.name, 200),
    cancelUrl: link(invitee.cancel_url),
    rescheduleUrl: link(invitee.reschedule_url),
    bookedAt: optionalDate(invitee.created_at),
    tracking: tracking(invitee.tracking),
    replaces: null,
  };
}

const CAL_EVENTS = new Set(['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']);

/** A Cal.com booking form's answer (`responses.<name>.value`), as text. */
function calResponse(responses: Json, key: string): string | null {
  const entry = responses[key];
  const value = isObject(entry) ? entry.value : undefined;
  if (typeof value === 'string') return optional(value, 5000);
  if (Array.isArray(value)) return optional(value.filter((v) => typeof v === 'string').join(', '), 5000);
  return null;
}

/** The booking form's fields the lead takes elsewhere (or that say nothing about the person). */
const CAL_OWN_RESPONSES = new Set(['name', 'email', 'attendeePhoneNumber', 'location', 'guests', 'rescheduleReason']);

/**
 * A Cal.com webhook: `{ triggerEvent, createdAt, payload }`, the payload the booking
 * (https://cal.com/docs/developing/guides/automation/webhooks). BOOKING_RESCHEDULED is a new
 * booking (`uid`) replacing the old one (`rescheduleUid`).
 */
export function calChange(body: unknown): BookingChange {
  const root = object(body, 'body');
  const event = required(root.triggerEvent, 'triggerEvent', 100);
  if (!CAL_EVENTS.has(event)) return { kind: 'ignored', event };
  const booking = object(root.payload, 'payload');
  const externalId = required(booking.uid, 'payload.uid', 200);
  const eventKey = `${event}:${externalId}`;
  if (event === 'BOOKING_CANCELLED')
    return {
      kind: 'canceled',
      provider: 'cal',
      externalId,
      eventKey,
      rescheduled: false,
      reason: optional(booking.cancellationReason),
    };
  const startTime = date(booking.startTime, 'payload.startTime');
  const endTime = date(booking.endTime, 'payload.endTime');
  times(startTime, endTime);
  const attendees = Array.isArray(booking.attendees) ? booking.attendees.filter(isObject) : [];
  const attendee = attendees[0] ?? {};
  const responses = isObject(booking.responses) ? booking.responses : {};
  const labels = isObject(booking.userFieldsResponses) ? booking.userFieldsResponses : {};
  const pairs = Object.keys(responses)
    .filter((key) => !CAL_OWN_RESPONSES.has(key))
    .map((key): [string, string] => {
      const response = responses[key];
      const userField = labels[key];
      const label = isObject(response) ? optional(response.label, 500) : null;
      const userLabel = isObject(userField) ? optional(userField.label, 500) : null;
      return [userLabel ?? label ?? key, calResponse(responses, key) ?? ''];
    });
  const bookerUrl = link(booking.bookerUrl)?.replace(/\/+$/, '') ?? null;
  const name = calResponse(responses, 'name') ?? optional(attendee.name, 200);
  const address = calResponse(responses, 'email') ?? attendee.email;
  return {
    kind: 'created',
    provider: 'cal',
    externalId,
    eventKey,
    email: email(address, 'payload.attendees[0].email'),
    name: (name ?? required(address, 'payload.attendees[0].email')).slice(0, 200),
    phone: (calResponse(responses, 'attendeePhoneNumber') ?? optional(attendee.phoneNumber, 40))?.slice(0, 40) ?? null,
    answers: answersText(pairs),
    startTime,
    endTime,
    timezone: optional(attendee.timeZone, 100),
    eventName: optional(booking.eventTitle, 200) ?? optional(booking.title, 200),
    cancelUrl: bookerUrl ? `${bookerUrl}/booking/${encodeURIComponent(externalId)}?cancel=true` : null,
    rescheduleUrl: bookerUrl ? `${bookerUrl}/reschedule/${encodeURIComponent(externalId)}` : null,
    bookedAt: optionalDate(root.createdAt),
    tracking: tracking(booking.tracking) ?? tracking(booking.metadata),
    replaces: event === 'BOOKING_RESCHEDULED' ? optional(booking.rescheduleUid, 200) : null,
  };
}
