// 'Show more' / 'Show less' lists of the classifieds home: Recent Ads shows 4 of up to 15,
// Recommended Products 5 of 15.

export const RECENT_ADS_LIMIT = 15;
export const RECENT_ADS_COLLAPSED = 4;
export const RECOMMENDED_LIMIT = 15;
export const RECOMMENDED_COLLAPSED = 5;

/** The toggle is offered only when there is more to show than the collapsed list. */
export function canExpand(count: number, collapsed: number): boolean {
  return count > collapsed;
}

export function visibleItems<T>(items: readonly T[], expanded: boolean, collapsed: number, max = Infinity): T[] {
  return items.slice(0, expanded ? max : collapsed);
}
