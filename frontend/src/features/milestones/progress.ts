/** Progress through the seven milestones, as the spec defines its label and colour thresholds. */

export type ProgressBand = 'starting' | 'building' | 'advancing' | 'closing';

/** Rounded percent of completed milestones; 0 when there are none to count. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  const ratio = Math.min(Math.max(completed, 0), total) / total;
  return Math.round(ratio * 100);
}

export function progressLabel(percent: number): string {
  if (percent <= 0) return 'Journey just beginning';
  if (percent < 30) return 'Early stages';
  if (percent < 60) return 'Making progress';
  if (percent < 100) return 'Almost there';
  return 'Journey complete!';
}

/** The bar's colour band: it changes at 25, 50 and 75 percent. */
export function progressBand(percent: number): ProgressBand {
  if (percent < 25) return 'starting';
  if (percent < 50) return 'building';
  if (percent < 75) return 'advancing';
  return 'closing';
}
