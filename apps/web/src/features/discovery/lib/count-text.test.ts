import { describe, expect, it } from 'vitest';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import { areaT } from '../../../testing/i18n';
import { countText } from './count-text';

describe("Explore's count line", () => {
  it('names the total and the search it belongs to', async () => {
    const en = await areaT('en', exploreMessages);
    expect(countText(en, { total: 79, estimate: false, q: 'sofa', searching: false })).toBe('79 listings found for “sofa”');
    expect(countText(en, { total: 1, estimate: false, q: '', searching: false })).toBe('1 listing found');
    expect(countText(en, { total: 12000, estimate: true, q: '', searching: false })).toBe('About 12,000 listings found');
    expect(countText(en, { total: 12000, estimate: true, q: 'sofa', searching: false })).toBe('About 12,000 listings found for “sofa”');
  });

  it("in the interface's language, with its plural forms and digits", async () => {
    const de = await areaT('de', exploreMessages);
    expect(countText(de, { total: 12000, estimate: true, q: '', searching: false })).toBe('Etwa 12.000 Anzeigen gefunden');
    const ru = await areaT('ru', exploreMessages);
    expect(countText(ru, { total: 21, estimate: false, q: '', searching: false })).toBe('Найдено 21 объявление');
    expect(countText(ru, { total: 5, estimate: false, q: '', searching: false })).toBe('Найдено 5 объявлений');
  });

  it("while the previous search's results stand in, says the new one is running, never its words beside the old total", async () => {
    const en = await areaT('en', exploreMessages);
    const text = countText(en, { total: 79, estimate: false, q: 'sofa', searching: true });
    expect(text).toBe('Searching for “sofa”…');
    expect(text).not.toContain('79');
    expect(countText(en, { total: 79, estimate: false, q: '', searching: true })).toBe('Searching…');
  });
});
