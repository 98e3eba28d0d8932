import { In, type DataSource } from 'typeorm';
import { Lead } from '../leads';

/**
 * The keys two leads of one person share, over a lead aliased `t`: written exactly as the
 * LeadDuplicates migration's indexes are, expression and predicate, so that each side of the
 * search is an index probe.
 */
const digits = (t: string) => `regexp_replace(${t}."phone", '[^0-9]', '', 'g')`;
const PHONE_KEYED = (t: string) => `NOT ${t}."spam" AND length(${digits(t)}) >= 7`;
const NAME_COMPANY_KEYED = (t: string) =>
  `NOT ${t}."spam" AND btrim(${t}."name") <> '' AND btrim(${t}."company") <> ''`;

/** The other leads `d` sharing a key with the lead `l` (not spam, not itself), as two indexed conditions. */
const SAME_PHONE = `${PHONE_KEYED('d')} AND ${digits('d')} = ${digits('l')} AND d."id" <> l."id"`;
const SAME_NAME_COMPANY = `${NAME_COMPANY_KEYED('d')} AND lower(btrim(d."name")) = lower(btrim(l."name"))
  AND lower(btrim(d."company")) = lower(btrim(l."company")) AND d."id" <> l."id"`;

/**
 * The most duplicates listed for one lead: a phone number many people typed (a placeholder, a
 * switchboard) must not make a page of leads load thousands.
 */
export const MAX_DUPLICATES = 20;

/**
 * Possible duplicates: the other leads outside the spam quarantine with the same phone digits
 * (seven or more, formatting ignored), or the same name and company (trimmed, any case; neither
 * empty). A spam lead has none. Each call serves all the leads of a page.
 */
export class LeadDuplicatesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Each lead's possible duplicates, the MAX_DUPLICATES oldest; a lead with none is left out. */
  async duplicatesOf(ids: readonly number[]): Promise<Map<number, Lead[]>> {
    const pairs = await this.dataSource.query<{ of: number; id: number }[]>(
      `SELECT "of", "id" FROM (
         SELECT "of", "id", row_number() OVER (PARTITION BY "of" ORDER BY "id") AS "n" FROM (
           SELECT l."id" AS "of", d."id" FROM "lead" l JOIN "lead" d ON ${SAME_PHONE}
           WHERE l."id" = ANY ($1::int[]) AND ${PHONE_KEYED('l')}
           UNION
           SELECT l."id" AS "of", d."id" FROM "lead" l JOIN "lead" d ON ${SAME_NAME_COMPANY}
           WHERE l."id" = ANY ($1::int[]) AND ${NAME_COMPANY_KEYED('l')}
         ) AS found
       ) AS numbered
       WHERE "n" <= ${MAX_DUPLICATES} ORDER BY "id"`,
      [ids],
    );
    if (pairs.length === 0) return new Map();
    const leads = await this.dataSource.getRepository(Lead).findBy({ id: In([...new Set(pairs.map((p) => p.id))]) });
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    const found = new Map<number, Lead[]>();
    for (const { of, id } of pairs) {
      const lead = byId.get(id);
      // a duplicate merged or erased between the two reads is gone
      if (lead) found.set(of, [...(found.get(of) ?? []), lead]);
    }
    return found;
  }

  /** Which of these leads have a possible duplicate: two index probes each, for the lead table's marker. */
  async withDuplicates(ids: readonly number[]): Promise<Map<number, boolean>> {
    const rows = await this.dataSource.query<{ id: number }[]>(
      `SELECT l."id" FROM "lead" l WHERE l."id" = ANY ($1::int[]) AND NOT l."spam" AND (
         (${PHONE_KEYED('l')} AND EXISTS (SELECT 1 FROM "lead" d WHERE ${SAME_PHONE}))
         OR (${NAME_COMPANY_KEYED('l')} AND EXISTS (SELECT 1 FROM "lead" d WHERE ${SAME_NAME_COMPANY})))`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, true]));
  }
}
