import { describe, expect, it } from 'vitest';
import { formatFor } from '../../../lib/i18n/format';
import { countText } from './count-text';

const en = formatFor('en-GB');

describe("Explore's count line", () => {
  it('names the total and the search it belongs to', () => {
    expect(countText(en, { total: 79, estimate: false, q: 'sofa', searching: false })).toBe('79 listings found for “sofa”');
    expect(countText(en, { total: 1, estimate: false, q: '', searching: false })).toBe('1 listing found');
    expect(countText(en, { total: 12000, estimate: true, q: '', searching: false })).toBe('About 12,000 listings found');
    expect(countText(formatFor('de'), { total: 12000, estimate: true, q: '', searching: false })).toBe('About 12.000 listings found');
  });

  it("while the previous search's results stand in, says the new one is running, never its words beside the old total", () => {
    const text = countText(en, { total: 79, estimate: false, q: 'sofa', searching: true });
    expect(text).toBe('Searching for “sofa”…');
    expect(text).not.toContain('79');
    expect(countText(en, { total: 79, estimate: false, q: '', searching: true })).toBe('Searching…');
  });
});
