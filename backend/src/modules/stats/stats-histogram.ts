/**
 * Durations kept as histograms, so that a median over a year of leads adds up a few hundred
 * counts instead of sorting every lead. Bin 0 holds durations under a minute; bin k ≥ 1 holds
 * those of GROWTH^(k-1) to GROWTH^k minutes. A percentile read from it is within 2 % of the
 * exact one (the width of a bin), which is finer than the dashboard shows.
 */
export const HISTOGRAM_GROWTH = 1.02;

/** The bounds of a bin, in hours. */
function binBounds(bin: number): [number, number] {
  if (bin <= 0) return [0, 1 / 60];
  return [HISTOGRAM_GROWTH ** (bin - 1) / 60, HISTOGRAM_GROWTH ** bin / 60];
}

/**
 * A percentile (0.5: the median) of the durations a histogram counts, interpolated like
 * PostgreSQL's percentile_cont, with the durations of a bin taken as evenly spread across it.
 * Null when it counts nothing.
 */
export function histogramPercentile(counts: Map<string, number>, fraction: number): number | null {
  const bins = [...counts.entries()]
    .map(([bin, count]) => ({ bin: Number(bin), count }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => a.bin - b.bin);
  const total = bins.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const valueAt = (rank: number): number => {
    let before = 0;
    for (const { bin, count } of bins) {
      if (rank < before + count) {
        const [low, high] = binBounds(bin);
        return low + ((high - low) * (rank - before + 0.5)) / count;
      }
      before += count;
    }
    return binBounds(bins[bins.length - 1].bin)[1];
  };
  const rank = fraction * (total - 1);
  const low = Math.floor(rank);
  const lowValue = valueAt(low);
  return lowValue + (valueAt(Math.ceil(rank)) - lowValue) * (rank - low);
}
