/**
 * The p-th percentile of `values` (nearest rank: the smallest value with at least p% of them at or
 * below it); 0 when there are none. The values need not be sorted.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
