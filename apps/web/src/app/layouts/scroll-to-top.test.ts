import { describe, expect, it } from 'vitest';
import { scrollButtonBottom } from './scroll-to-top';

describe('the scroll-to-top button', () => {
  it('stays hidden until the page has scrolled past 200 px', () => {
    expect(scrollButtonBottom(0, 740, null)).toBeNull();
    expect(scrollButtonBottom(200, 740, null)).toBeNull();
    expect(scrollButtonBottom(201, 740, null)).toBe(16);
  });

  it('sits 16 px above the bottom edge while the footer is below the screen', () => {
    expect(scrollButtonBottom(900, 740, 1500)).toBe(16);
    expect(scrollButtonBottom(900, 740, 740)).toBe(16);
  });

  it('rides 16 px above the footer as the footer comes up, covering none of it', () => {
    expect(scrollButtonBottom(900, 740, 600)).toBe(156);
    expect(scrollButtonBottom(900, 740, 400)).toBe(356);
  });

  it('steps aside when the footer fills the screen up to the sticky bar', () => {
    // Footer top at 200: the button fits between it and the bar (bottom 556, top edge 136 px down).
    expect(scrollButtonBottom(3000, 740, 200)).toBe(556);
    // Footer top at 120: 16 + 620 + 48 > 740 - 64 - 16, no room left.
    expect(scrollButtonBottom(3000, 740, 120)).toBeNull();
    expect(scrollButtonBottom(3000, 740, -300)).toBeNull();
  });
});
