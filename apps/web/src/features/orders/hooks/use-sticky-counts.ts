import { useState } from 'react';

/** The tab counts of the latest answer, kept while another tab's first page loads (the badges never blink). */
export function useStickyCounts(counts: Record<string, number> | undefined): Record<string, number> | undefined {
  const [last, setLast] = useState(counts);
  if (counts && counts !== last) setLast(counts);
  return counts ?? last;
}
