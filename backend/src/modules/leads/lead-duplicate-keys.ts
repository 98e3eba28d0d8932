/**
 * The keys two leads of one person share, as SQL over a lead aliased `t`: written exactly as the
 * LeadDuplicates migration's indexes are, expression and predicate, so that each side of a search
 * is an index probe. The lead table's page reads its marker with them (hasPossibleDuplicatesSql),
 * and the duplicates module lists the duplicates with them.
 */
const digits = (t: string) => `regexp_replace(${t}."phone", '[^0-9]', '', 'g')`;

/** The lead `t` has a phone to compare: seven digits or more, outside the spam quarantine. */
export const phoneKeyed = (t: string) => `NOT ${t}."spam" AND length(${digits(t)}) >= 7`;

/** The lead `t` has a name and a company to compare, outside the spam quarantine. */
export const nameCompanyKeyed = (t: string) =>
  `NOT ${t}."spam" AND btrim(${t}."name") <> '' AND btrim(${t}."company") <> ''`;

/** Another lead `d` with the phone digits of `l`. */
export const samePhone = (d: string, l: string) =>
  `${phoneKeyed(d)} AND ${digits(d)} = ${digits(l)} AND ${d}."id" <> ${l}."id"`;

/** Another lead `d` with the name and company of `l`, trimmed, in any case. */
export const sameNameCompany = (d: string, l: string) => `${nameCompanyKeyed(d)}
  AND lower(btrim(${d}."name")) = lower(btrim(${l}."name"))
  AND lower(btrim(${d}."company")) = lower(btrim(${l}."company")) AND ${d}."id" <> ${l}."id"`;

/** Whether the lead `t` has a possible duplicate (false, never null, for a lead without a phone): at most two index probes. */
export const hasPossibleDuplicatesSql = (t: string) => `COALESCE(NOT ${t}."spam" AND (
  (${phoneKeyed(t)} AND EXISTS (SELECT 1 FROM "lead" dup WHERE ${samePhone('dup', t)}))
  OR (${nameCompanyKeyed(t)} AND EXISTS (SELECT 1 FROM "lead" dup WHERE ${sameNameCompany('dup', t)}))), false)`;
