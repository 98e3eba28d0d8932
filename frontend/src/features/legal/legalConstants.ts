/** Every legal page carries the same date (spec section 2). */
export const LEGAL_LAST_UPDATED = { label: 'May 10, 2025', iso: '2025-05-10' } as const;

/** Where visitors send privacy and legal requests. */
export const LEGAL_CONTACT_EMAIL = 'privacy@apexai.agency';

export type LegalLink = { to: string; label: string };

export const LEGAL_NAV_LINKS: readonly LegalLink[] = [
  { to: '/', label: 'Home' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms' },
  { to: '/cookies', label: 'Cookie Policy' },
];
