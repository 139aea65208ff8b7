import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { createI18n, loadI18n } from './i18n';
import type { Catalog } from './i18n';
import { LOCALE_CODES, localeFromCookie } from './locales';
import { formatMessage, placeholders } from './message-format';

// The completeness check (ADR 039): every catalog has exactly English's keys, with the same placeholders.

const translated = LOCALE_CODES.filter((code) => code !== 'en');

describe('catalogs', () => {
  it('has a catalog file for each of the nine languages and no other', () => {
    const files = Object.keys(import.meta.glob('./messages/*.ts'));
    expect(files.map((name) => name.replace(/^\.\/messages\/|\.ts$/g, '')).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(translated)('%s has every key English has, no other, with the same placeholders', async (code) => {
    const catalog = (await import(`./messages/${code}.ts`)).default as Catalog;
    const keys = Object.keys(catalog).sort();
    const english = Object.keys(en).sort();
    expect(english.filter((key) => !keys.includes(key)), 'missing keys').toEqual([]);
    expect(keys.filter((key) => !english.includes(key)), 'keys English lacks').toEqual([]);
    for (const key of english) {
      const message = catalog[key as keyof Catalog];
      expect(message.trim(), `${code} ${key} is empty`).not.toBe('');
      expect(placeholders(message), `${code} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });
});

describe('messages', () => {
  it('interpolates and picks plural forms in the language', () => {
    expect(formatMessage('Step {step} of {total}', { step: 1, total: 4 }, 'en-GB')).toBe('Step 1 of 4');
    const cart = en['header.cartItems'];
    expect(formatMessage(cart, { count: 1, badge: '1' }, 'en-GB')).toBe('Cart, 1 item');
    expect(formatMessage(cart, { count: 12, badge: '9+' }, 'en-GB')).toBe('Cart, 9+ items');
    const ru = '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}';
    expect(['1', '3', '5', '21'].map((n) => formatMessage(ru, { count: Number(n) }, 'ru'))).toEqual(['1 товар', '3 товара', '5 товаров', '21 товар']);
    expect(formatMessage('{n, plural, =0 {none} other {# left}}', { n: 0 }, 'fr')).toBe('none');
  });

  it('loads a catalog on demand and falls back to the key-less English for English', async () => {
    const fr = await loadI18n('fr');
    expect(fr.t('nav.home')).toBe('Accueil');
    expect((await loadI18n('ar')).dir).toBe('rtl');
    expect(createI18n('en', en).t('tour.step', { step: 2, total: 4 })).toBe('Step 2 of 4');
  });

  it('reads the chosen language from a Cookie header', () => {
    expect(localeFromCookie('a=1; dwa_lang=ar; b=2')).toBe('ar');
    expect(localeFromCookie('dwa_lang=xx')).toBe('en');
    expect(localeFromCookie(undefined)).toBe('en');
  });
});
