import type { DomainEvent } from '../events';
import { answerText, LEAD_FIELDS, snakeCase } from '../leads';
import type { NotificationSettings } from './notification-settings.entity';

type EmailKind =
  | 'new-lead'
  | 'returning-lead'
  | 'call-booked'
  | 'reply-due-soon'
  | 'reply-overdue'
  | 'payment-received'
  | 'endpoint-disabled';

export type ComposedEmail = { kind: EmailKind; subject: string; text: string; html: string };

type Row = [label: string, value: string];

const TOUCH_PARTS: Row[] = [
  ['source', 'source'],
  ['medium', 'medium'],
  ['campaign', 'campaign'],
  ['term', 'term'],
  ['content', 'content'],
  ['referrer', 'referrer'],
  ['landing page', 'landing_path'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
];

function text(value: unknown): string {
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "source: google, medium: cpc, campaign: spring" for a stored touch; "direct" when it has none. */
function describeTouch(touch: unknown): string {
  if (!touch || typeof touch !== 'object') return 'direct';
  const parts = TOUCH_PARTS.flatMap(([label, key]) => {
    const value = text((touch as Record<string, unknown>)[key]);
    return value ? [`${label}: ${value}`] : [];
  });
  return parts.length > 0 ? parts.join(', ') : 'direct';
}

/** The lead's answers (lead-fields.ts) as the team reads them, those given only, then where it came from. */
function leadRows(data: Record<string, unknown>): Row[] {
  const answers = LEAD_FIELDS.flatMap((field): Row[] => {
    const value = text(data[snakeCase(field.key)]);
    return value ? [[field.label, answerText(field, value)]] : [];
  });
  const source = text(data.source);
  return [
    ...answers,
    ...(source ? [['Heard about us', source] as Row] : []),
    ['First touch', describeTouch(data.first_touch)],
    ['Last touch', describeTouch(data.last_touch)],
  ];
}

function render(intro: string, rows: Row[], link: { label: string; url: string } | null) {
  const width = Math.max(...rows.map(([label]) => label.length), 0);
  const plain = [
    intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="color:#555;font-weight:normal">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>${
    link ? `<p><a href="${escapeHtml(link.url)}" style="color:#4f46e5">${escapeHtml(link.label)}</a></p>` : ''
  }</body></html>`;
  return { text: `${plain}\n`, html };
}

function leadLink(siteUrl: string, data: Record<string, unknown>) {
  return { label: 'Open the lead', url: `${siteUrl}/leads/lifecycle/${text(data.id)}` };
}

function formatAmount(cents: unknown, currency: unknown): string {
  const amount = typeof cents === 'number' ? (cents / 100).toFixed(2) : '';
  return `${amount} ${text(currency).toUpperCase()}`.trim();
}

/** "Tue, 1 Dec 2026, 15:00 (Europe/Berlin)": a call's start as the team reads it. */
function callTime(iso: unknown, timeZone: string): string {
  const start = typeof iso === 'string' ? new Date(iso) : null;
  if (!start || Number.isNaN(start.getTime())) return text(iso);
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start);
  return `${formatted} (${timeZone})`;
}

/**
 * The email an event sends the team, or null when it sends none (not an emailed kind, or switched
 * off in the settings).
 */
export function composeEmail(
  event: DomainEvent,
  settings: NotificationSettings,
  siteUrl: string,
  timeZone: string,
): ComposedEmail | null {
  const data = event.data;
  const company = text(data.company) || 'no company';
  switch (event.type) {
    case 'lead.created': {
      if (!settings.newLead) return null;
      const body = render(
        `A new lead arrived. The website promises a reply within 48 hours (by ${text(data.reply_due_at)}).`,
        leadRows(data),
        leadLink(siteUrl, data),
      );
      return { kind: 'new-lead', subject: `New lead: ${text(data.name)} (${company})`, ...body };
    }
    case 'lead.resubmitted': {
      // a returning person's new question is a new lead's news: the same setting sends it
      if (!settings.newLead) return null;
      const replyDue =
        data.reply_status === 'meeting_booked' ? 'A call is booked' : `Reply by ${text(data.reply_due_at)}`;
      const body = render(
        `A lead sent the form again. ${replyDue}. The lead now reads:`,
        leadRows(data),
        leadLink(siteUrl, data),
      );
      return { kind: 'returning-lead', subject: `Returning lead: ${text(data.name)} (${company})`, ...body };
    }
    case 'booking.created': {
      // a booked call is a new lead's news: the same setting sends it
      if (!settings.newLead) return null;
      const invitee = (data.invitee ?? {}) as Record<string, unknown>;
      const when = callTime(data.start_time, timeZone);
      const body = render(
        'A call was booked.',
        [
          ['Name', text(invitee.name)],
          ['Email', text(invitee.email)],
          ['When', when],
          ['Event', text(data.event_name) || '(not named)'],
          ['Booked in', data.provider === 'cal' ? 'Cal.com' : 'Calendly'],
        ],
        { label: 'Open the lead', url: `${siteUrl}/leads/lifecycle/${text(data.lead_id)}` },
      );
      return { kind: 'call-booked', subject: `Call booked: ${text(invitee.name)}, ${when}`, ...body };
    }
    case 'lead.reply_due_soon': {
      if (!settings.replyOverdue) return null;
      const body = render(
        `This lead has waited 24 hours without a reply. The 48-hour promise runs out at ${text(data.reply_due_at)}.`,
        leadRows(data),
        leadLink(siteUrl, data),
      );
      return { kind: 'reply-due-soon', subject: `Reply due in 24 hours: ${text(data.name)} (${company})`, ...body };
    }
    case 'lead.reply_overdue': {
      if (!settings.replyOverdue) return null;
      const body = render(
        `The 48-hour reply promise to this lead ran out at ${text(data.reply_due_at)}, and nobody has replied yet.`,
        leadRows(data),
        leadLink(siteUrl, data),
      );
      return { kind: 'reply-overdue', subject: `Reply overdue: ${text(data.name)} (${company})`, ...body };
    }
    case 'order.paid': {
      if (!settings.paymentReceived) return null;
      const amount = formatAmount(data.amount_cents, data.currency);
      const body = render(
        'A payment was received.',
        [
          ['Package', text(data.product_name)],
          ['Amount', amount],
          ['Order', `#${text(data.id)}`],
          ['Paid at', text(data.updated_at)],
        ],
        null,
      );
      return { kind: 'payment-received', subject: `Payment received: ${text(data.product_name)} (${amount})`, ...body };
    }
    case 'webhook.endpoint_disabled': {
      const body = render(
        'Every delivery to this webhook endpoint failed for 3 days, so it was disabled. Fix the receiver, then enable it again in Settings → Webhooks.',
        [
          ['Endpoint', text(data.url)],
          ['Description', text(data.description) || '(none)'],
        ],
        { label: 'Open the webhook settings', url: `${siteUrl}/settings/webhooks` },
      );
      return { kind: 'endpoint-disabled', subject: `Webhook endpoint disabled: ${text(data.url)}`, ...body };
    }
    default:
      return null;
  }
}
