/**
 * The browser's own `type=email` rule accepts `jane@example` (no top-level domain), which the
 * server's validator rejects; this check follows the stricter server rule so the two agree on the
 * shared example table: a dot-separated local part of at most 64 characters, and a domain of at
 * least two labels ending in an alphabetic top-level domain.
 */
const LOCAL_ATOM = /^[a-z0-9!#$%&'*+\-/=?^_`{|}~]+$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL_DOMAIN = /^[a-z]{2,63}$/i;

export const isValidEmail = (value: string): boolean => {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]);
};
