export type ActivityEntry = {
  key: string;
  kind: 'created' | 'resubmitted' | 'milestone';
  title: string;
  at: Date;
};

type MilestoneLike = { milestoneId: string; title: string; completed: boolean; completedAt: string | null };
type SubmissionLike = { id: number; createdAt: string };

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The lead's real history: when it arrived, each time the person sent the form again, and when
 * each milestone was completed. Newest first; a milestone without a completion time has nothing to
 * place on the timeline and is left out. The submission the lead arrived with (sent as it was
 * created) is its creation.
 */
export function buildLeadActivity(
  createdAt: string,
  milestones: readonly MilestoneLike[],
  submissions: readonly SubmissionLike[] = [],
): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  const created = toDate(createdAt);
  if (created) entries.push({ key: 'created', kind: 'created', title: 'Lead created', at: created });
  for (const submission of submissions) {
    const at = toDate(submission.createdAt);
    if (at && at.getTime() !== created?.getTime())
      entries.push({ key: `submission-${submission.id}`, kind: 'resubmitted', title: 'Sent the form again', at });
  }
  for (const milestone of milestones) {
    const at = milestone.completed ? toDate(milestone.completedAt) : null;
    if (at) entries.push({ key: `milestone-${milestone.milestoneId}`, kind: 'milestone', title: milestone.title, at });
  }
  // Stable for equal times: the creation stays below the milestones it led to.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || b.index - a.index)
    .map(({ entry }) => entry);
}
