/**
 * Visitors paste whole URLs into the website box; we keep only the domain the spec asks for:
 * trimmed, without http(s)://, without a leading www. and without trailing slashes.
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

export const isBareDomain = (value: string): boolean => BARE_DOMAIN.test(value);
