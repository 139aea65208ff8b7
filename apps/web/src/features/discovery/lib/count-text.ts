import type { AreaT } from '../../../lib/i18n/area';
import type { exploreMessages } from '../../../lib/i18n/catalogs/explore';

// The line above Explore's results: it describes what is on screen. While a new search is on its
// way (or retrying) the cards are still the previous search's, dimmed, so the line says the new
// search is running instead of naming it beside the old total.

export type CountState = { total: number; estimate: boolean; q: string; searching: boolean };

export function countText(t: AreaT<(typeof exploreMessages)['en']>, { total, estimate, q, searching }: CountState): string {
  if (searching) return q ? t('count.searchingFor', { q }) : t('count.searching');
  const key = estimate ? (q ? 'count.aboutFoundFor' : 'count.aboutFound') : q ? 'count.foundFor' : 'count.found';
  return t(key, { count: total, q });
}
