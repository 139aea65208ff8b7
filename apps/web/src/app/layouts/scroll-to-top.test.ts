import { describe, expect, it } from 'vitest';
import { coversControl, scrollButtonBottom } from './scroll-to-top';

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

  describe('never covers a control', () => {
    const page = document.createElement('main');
    page.innerHTML =
      '<form><p id="hint">Next, approve GHC 130.00 on your phone.</p></form><section><p id="text">Plain text</p><button id="apply">Apply</button><a id="card" href="/x"><span id="title">Stool</span></a></section><aside id="own"><button>Top</button></aside>';
    const byId = (id: string) => page.querySelector(`#${id}`)!;
    // A page of 360 by 740 whose one element lies at the button's square (right 16, bottom 16: x 296-344, y 676-724).
    const pageWith =
      (id: string, area: { x: [number, number]; y: [number, number] } = { x: [296, 344], y: [676, 724] }) =>
      (x: number, y: number) => [
        byId('own').firstElementChild!,
        ...(x >= area.x[0] && x <= area.x[1] && y >= area.y[0] && y <= area.y[1] ? [byId(id)] : []),
        page,
      ];

    it('steps aside from a button, a link (a card) or a form (its hint)', () => {
      expect(coversControl(pageWith('apply'), 360, 740, 16, byId('own'))).toBe(true);
      expect(coversControl(pageWith('title'), 360, 740, 16, byId('own'))).toBe(true);
      expect(coversControl(pageWith('hint'), 360, 740, 16, byId('own'))).toBe(true);
    });

    it('sees a control under any part of its square, and none beside it', () => {
      expect(coversControl(pageWith('apply', { x: [330, 340], y: [700, 712] }), 360, 740, 16, byId('own'))).toBe(true);
      expect(coversControl(pageWith('apply', { x: [0, 290], y: [0, 740] }), 360, 740, 16, byId('own'))).toBe(false);
      expect(coversControl(pageWith('apply'), 360, 740, 200, byId('own'))).toBe(false);
    });

    it('may sit on plain text or the page itself', () => {
      expect(coversControl(pageWith('text'), 360, 740, 16, byId('own'))).toBe(false);
      expect(coversControl(() => [page], 360, 740, 16, null)).toBe(false);
    });
  });
});
