import { createHash } from 'node:crypto';

/** A Lead conversion as Meta's Conversions API takes it (hashed identifiers only). */
export type LeadConversion = {
  pixelId: string;
  accessToken: string;
  eventId: string;
  eventTime: Date;
  email: string;
  phone: string | null;
  clientIp: string | null;
  userAgent: string | null;
  sourceUrl: string | null;
  /** Meta's click id (fbc) and the pixel's browser id (fbp); sent as they are, not hashed */
  fbc: string | null;
  fbp: string | null;
};

export interface ConversionsApi {
  sendLead(conversion: LeadConversion): Promise<void>;
}

/** SHA-256 of the normalised value, hex encoded, as Meta requires for customer information. */
function hashIdentifier(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only, country code included, no symbols or leading zeros (Meta's phone format). */
function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0+/, '');
}

const LEAD_VALUE_USD = 50;

/** Meta's Graph API `/{pixel-id}/events` endpoint over HTTPS (any base URL in tests). */
export class GraphConversionsApi implements ConversionsApi {
  constructor(
    private readonly baseUrl: string,
    private readonly apiVersion: string,
    private readonly timeoutMs: number,
  ) {}

  async sendLead(c: LeadConversion): Promise<void> {
    const userData: Record<string, unknown> = { em: [hashIdentifier(normaliseEmail(c.email))] };
    const phone = c.phone ? normalisePhone(c.phone) : '';
    if (phone) userData.ph = [hashIdentifier(phone)];
    if (c.clientIp) userData.client_ip_address = c.clientIp;
    if (c.userAgent) userData.client_user_agent = c.userAgent;
    if (c.fbc) userData.fbc = c.fbc;
    if (c.fbp) userData.fbp = c.fbp;

    const body = {
      data: [
        {
          event_name: 'Lead',
          event_time: Math.floor(c.eventTime.getTime() / 1000),
          event_id: c.eventId,
          action_source: 'website',
          ...(c.sourceUrl ? { event_source_url: c.sourceUrl } : {}),
          user_data: userData,
          custom_data: { value: LEAD_VALUE_USD, currency: 'USD', content_category: 'General' },
        },
      ],
      // in the body, not the URL, so the token never lands in an access log
      access_token: c.accessToken,
    };
    const url = `${this.baseUrl.replace(/\/$/, '')}/${this.apiVersion}/${encodeURIComponent(c.pixelId)}/events`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      throw new Error(`Conversions API answered ${response.status}`);
    }
  }
}
