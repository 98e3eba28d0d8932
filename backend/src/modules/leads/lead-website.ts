/**
 * The company website as the contact form normalises it (spec section 5): trimmed, without a
 * leading http:// or https://, a leading www. or trailing slashes. The browser's copy is
 * frontend/src/features/contact-form/normalizeWebsite.ts; the contact-form example table, run
 * against both, keeps the two in step.
 */
export const normalizeWebsite = (raw: string): string =>
  raw
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');

const DOMAIN_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** A bare domain: dot-separated labels ending in an alphabetic top-level domain; no scheme, path, port or spaces. */
const BARE_DOMAIN = new RegExp(`^(?=.{1,253}$)(?:${DOMAIN_LABEL}\\.)+[a-z]{2,63}$`, 'i');

/** Empty (no website given) or a bare domain once normalised. */
export const isWebsiteOrEmpty = (raw: string): boolean => {
  const website = normalizeWebsite(raw);
  return website === '' || BARE_DOMAIN.test(website);
};
