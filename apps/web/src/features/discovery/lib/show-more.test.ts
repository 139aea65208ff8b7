import { describe, expect, it } from 'vitest';
import { RECENT_ADS_COLLAPSED, RECOMMENDED_COLLAPSED, RECOMMENDED_LIMIT, canExpand, visibleItems } from './show-more';

const ads = Array.from({ length: 15 }, (_, index) => index);

describe('show more / show less', () => {
  it('shows 4 recent ads collapsed and all of them expanded', () => {
    expect(visibleItems(ads, false, RECENT_ADS_COLLAPSED)).toEqual([0, 1, 2, 3]);
    expect(visibleItems(ads, true, RECENT_ADS_COLLAPSED)).toHaveLength(15);
  });

  it('offers the toggle only with more than 4', () => {
    expect(canExpand(4, RECENT_ADS_COLLAPSED)).toBe(false);
    expect(canExpand(5, RECENT_ADS_COLLAPSED)).toBe(true);
    expect(canExpand(0, RECENT_ADS_COLLAPSED)).toBe(false);
  });

  it('shows 5 recommended products, up to 15', () => {
    expect(visibleItems(ads, false, RECOMMENDED_COLLAPSED, RECOMMENDED_LIMIT)).toHaveLength(5);
    expect(visibleItems([...ads, 15, 16], true, RECOMMENDED_COLLAPSED, RECOMMENDED_LIMIT)).toHaveLength(15);
  });
});
