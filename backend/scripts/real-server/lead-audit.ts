import type { Target } from './targets';

/** The leads a run acknowledged, compared with the rows the database holds. */
type LeadAudit = {
  /** emails answered with a 2xx */
  acknowledged: number;
  /** acknowledged emails found (distinct) */
  stored: number;
  /** rows of the run beyond one per email */
  duplicates: number;
  /** acknowledged, not stored */
  missing: string[];
  /** stored, never acknowledged (the request's answer was lost: a kill, a reset) */
  unacknowledgedStored: number;
};

/** A LIKE pattern for the emails of one run: those starting with `prefix`, taken literally. */
export function emailPrefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Compares the acknowledged emails with the lead rows whose email starts with `prefix`. */
export async function auditLeads(target: Target, prefix: string, acknowledged: Set<string>): Promise<LeadAudit> {
  const counts = await target.withClient(async (client) => {
    const { rows } = await client.query<{ email: string; n: string }>(
      `SELECT email, count(*) AS n FROM lead WHERE email LIKE $1 GROUP BY email`,
      [emailPrefixPattern(prefix)],
    );
    return new Map(rows.map((r) => [r.email, Number(r.n)]));
  });
  let duplicates = 0;
  let unacknowledgedStored = 0;
  for (const [email, n] of counts) {
    if (n > 1) duplicates += n - 1;
    if (!acknowledged.has(email)) unacknowledgedStored += 1;
  }
  return {
    acknowledged: acknowledged.size,
    stored: [...acknowledged].filter((email) => counts.has(email)).length,
    duplicates,
    missing: [...acknowledged].filter((email) => !counts.has(email)),
    unacknowledgedStored,
  };
}

/** The audit's figures on one line. */
export function auditLine(audit: LeadAudit): string {
  return `acknowledged ${audit.acknowledged}; stored ${audit.stored}; missing ${audit.missing.length}; duplicates ${audit.duplicates}; stored but never acknowledged ${audit.unacknowledgedStored}`;
}

/** What the audit found wrong: an acknowledged lead lost, or one stored twice. */
export function auditProblems(audit: LeadAudit): string[] {
  const problems: string[] = [];
  if (audit.missing.length > 0)
    problems.push(`${audit.missing.length} acknowledged leads missing, e.g. ${audit.missing.slice(0, 3).join(', ')}`);
  if (audit.duplicates > 0) problems.push(`${audit.duplicates} duplicate rows`);
  return problems;
}
