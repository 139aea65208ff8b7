import type { Format } from '../../../lib/i18n/format';

// The line above Explore's results: it describes what is on screen. While a new search is on its
// way (or retrying) the cards are still the previous search's, dimmed, so the line says the new
// search is running instead of naming it beside the old total.

export type CountState = { total: number; estimate: boolean; q: string; searching: boolean };

export function countText(f: Format, { total, estimate, q, searching }: CountState): string {
  if (searching) return q ? `Searching for “${q}”…` : 'Searching…';
  const amount = `${estimate ? 'About ' : ''}${f.number(total)} ${total === 1 ? 'listing' : 'listings'}`;
  return q ? `${amount} found for “${q}”` : `${amount} found`;
}
