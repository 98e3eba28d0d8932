import type { BadgeTone } from '../../components/StatusBadge';
import type { ApiTokenFieldsFragment } from '../../graphql/generated/graphql';
import type { ApiTokenScope } from '../../graphql/generated/schema';

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: a revoked token is revoked whatever its expiry said. */
export function apiTokenStatus(
  token: Pick<ApiTokenFieldsFragment, 'expiresAt' | 'revokedAt'>,
  now: Date = new Date(),
): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export const STATUS_DISPLAY: Record<ApiTokenStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'neutral' },
};

export const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  READ: 'Read',
  WRITE: 'Read and write',
};

/** The first characters of the token, marked as cut short: "amk_AbC1d2…". */
export function tokenHintText(hint: string): string {
  return `${hint}…`;
}

/** A day, in the visitor's locale: "12 Mar 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The expiry choices of the create form, in days; `none` for a token that never expires. */
export const EXPIRY_CHOICES = [
  { value: 'none', label: 'No expiry' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** The form's expiry choice as createApiToken's `expiresInDays`: null for no expiry. */
export function expiresInDays(choice: ExpiryChoice): number | null {
  return choice === 'none' ? null : Number(choice);
}

/** The curl call of the "How to use it" box, for this site's address. */
export function curlExample(origin: string, token = 'amk_…'): string {
  return [
    `curl -H "Authorization: Bearer ${token}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"query":"{ leads(first: 5) { nodes { id email } } }"}' \\`,
    `  ${origin}/graphql`,
  ].join('\n');
}
