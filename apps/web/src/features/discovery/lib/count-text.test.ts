import { describe, expect, it } from 'vitest';
import type { AreaT } from '../../../lib/i18n/area';
import { exploreMessages } from '../../../lib/i18n/areas/explore/en';
import { createI18n, loadI18n } from '../../../lib/i18n/i18n';
import type { I18n } from '../../../lib/i18n/i18n';
import { en as shell } from '../../../lib/i18n/messages/en';
import { countText } from './count-text';

async function explore(i18n: I18n): Promise<AreaT<(typeof exploreMessages)['en']>> {
  await i18n.loadAreas(['explore']);
  const t = i18n.area(exploreMessages);
  if (typeof t !== 'function') throw new Error('not loaded');
  return t;
}

describe("Explore's count line", () => {
  it('names the total and the search it belongs to', async () => {
    const en = await explore(createI18n('en', shell));
    expect(countText(en, { total: 79, estimate: false, q: 'sofa', searching: false })).toBe('79 listings found for “sofa”');
    expect(countText(en, { total: 1, estimate: false, q: '', searching: false })).toBe('1 listing found');
    expect(countText(en, { total: 12000, estimate: true, q: '', searching: false })).toBe('About 12,000 listings found');
    expect(countText(en, { total: 12000, estimate: true, q: 'sofa', searching: false })).toBe('About 12,000 listings found for “sofa”');
  });

  it("in the interface's language, with its plural forms and digits", async () => {
    const de = await explore(await loadI18n('de'));
    expect(countText(de, { total: 12000, estimate: true, q: '', searching: false })).toBe('Etwa 12.000 Anzeigen gefunden');
    const ru = await explore(await loadI18n('ru'));
    expect(countText(ru, { total: 21, estimate: false, q: '', searching: false })).toBe('Найдено 21 объявление');
    expect(countText(ru, { total: 5, estimate: false, q: '', searching: false })).toBe('Найдено 5 объявлений');
  });

  it("while the previous search's results stand in, says the new one is running, never its words beside the old total", async () => {
    const en = await explore(createI18n('en', shell));
    const text = countText(en, { total: 79, estimate: false, q: 'sofa', searching: true });
    expect(text).toBe('Searching for “sofa”…');
    expect(text).not.toContain('79');
    expect(countText(en, { total: 79, estimate: false, q: '', searching: true })).toBe('Searching…');
  });
});
