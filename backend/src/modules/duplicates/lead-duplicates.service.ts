import { In, type DataSource } from 'typeorm';
import { hasPossibleDuplicatesSql, Lead, nameCompanyKeyed, phoneKeyed, sameNameCompany, samePhone } from '../leads';

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
           SELECT l."id" AS "of", d."id" FROM "lead" l JOIN "lead" d ON ${samePhone('d', 'l')}
           WHERE l."id" = ANY ($1::int[]) AND ${phoneKeyed('l')}
           UNION
           SELECT l."id" AS "of", d."id" FROM "lead" l JOIN "lead" d ON ${sameNameCompany('d', 'l')}
           WHERE l."id" = ANY ($1::int[]) AND ${nameCompanyKeyed('l')}
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

  /** Which of these leads have a possible duplicate (the lead table's marker, when its page did not read it). */
  async withDuplicates(ids: readonly number[]): Promise<Map<number, boolean>> {
    const rows = await this.dataSource.query<{ id: number }[]>(
      `SELECT l."id" FROM "lead" l WHERE l."id" = ANY ($1::int[]) AND ${hasPossibleDuplicatesSql('l')}`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, true]));
  }
}
