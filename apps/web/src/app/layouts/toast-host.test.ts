import { describe, expect, it } from 'vitest';
import { phoneToastTop } from './toast-host';

describe("a phone's toast", () => {
  it('starts under the header row when the page is at its top', () => {
    // The sticky bar (0-65) and the search-and-account row under it (65-125).
    expect(
      phoneToastTop(
        [
          { top: 0, bottom: 65 },
          { top: 65, bottom: 125 },
        ],
        740,
      ),
    ).toBe(133);
  });

  it('starts just under the sticky bar once the header row has scrolled away', () => {
    expect(
      phoneToastTop(
        [
          { top: 0, bottom: 65 },
          { top: -300, bottom: -240 },
        ],
        740,
      ),
    ).toBe(73);
  });

  it('never sits higher than under the bar, even with no header measured', () => {
    expect(phoneToastTop([], 740)).toBe(72);
  });

  it('ignores a header below the screen', () => {
    expect(
      phoneToastTop(
        [
          { top: 0, bottom: 65 },
          { top: 900, bottom: 960 },
        ],
        740,
      ),
    ).toBe(73);
  });
});
