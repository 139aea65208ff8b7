import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH, createI18n, en } from './i18n';
import { applyDocumentLocale } from './i18n-store';

/** The attribute writes made to <html> while `run` ran (a write of an unchanged value is recorded too). */
async function attributeWrites(run: () => void): Promise<string[]> {
  const root = document.documentElement;
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { attributes: true });
  run();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.map((record) => record.attributeName ?? '');
}

describe('applyDocumentLocale', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });

  it('leaves <html> alone when it already has the language and direction (a write restyles the whole page)', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect(await attributeWrites(() => applyDocumentLocale(ENGLISH))).toEqual([]);
  });

  it('sets the language and direction that changed', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    // Arabic's direction (the catalog's content does not matter here).
    const arabic = createI18n('ar', en);
    expect(await attributeWrites(() => applyDocumentLocale(arabic))).toEqual(['lang', 'dir']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await attributeWrites(() => applyDocumentLocale(createI18n('fr', en)))).toEqual(['lang', 'dir']);
    expect(document.documentElement.dir).toBe('ltr');
  });
});
