import { describe, expect, it } from 'vitest';
import { compileMessage, placeholders } from '../../../vite.catalogs';
import { landingMessages } from './catalogs/landing';
import { SLOT, aroundSlot } from './area';
import type { Area } from './area';
import { catalogModules, createI18n, en, loadI18n, usedAreas } from './i18n';
import { LOCALE_CODES, localeFromCookie } from './locales';
import { formatMessage } from './message-format';

// The completeness check (ADR 039, ADR 046, ADR 068): every catalog, the shell's and each area's, has
// exactly English's keys, none empty, with the same placeholders (read from the JSON sources).

const translated = LOCALE_CODES.filter((code) => code !== 'en');

type Source = Record<string, string>;

function expectSameMessages(catalog: Source, english: Source, label: string) {
  const keys = Object.keys(catalog).sort();
  const source = Object.keys(english).sort();
  expect(
    source.filter((key) => !keys.includes(key)),
    `${label}: missing keys`,
  ).toEqual([]);
  expect(
    keys.filter((key) => !source.includes(key)),
    `${label}: keys English lacks`,
  ).toEqual([]);
  for (const key of source) {
    const message = catalog[key] ?? '';
    expect(message.trim(), `${label} ${key} is empty`).not.toBe('');
    expect(placeholders(message), `${label} ${key}`).toEqual(placeholders(english[key] ?? ''));
  }
}

const sources = import.meta.glob<string>('./catalogs/*/*.json', { eager: true, query: '?raw', import: 'default' });
const sourceOf = (namespace: string, code: string): Source => JSON.parse(sources[`./catalogs/${namespace}/${code}.json`] ?? '{}') as Source;
const areaModules = import.meta.glob<Record<string, unknown>>('./catalogs/*/index.ts', { eager: true });
const areaNames = Object.keys(areaModules)
  .map((path) => path.split('/')[2] ?? '')
  .sort();
const areaOf = (name: string) => Object.values(areaModules[`./catalogs/${name}/index.ts`] ?? {})[0] as Area;

describe('catalogs', () => {
  it('has a catalog file for each of the nine languages and no other, and a language module for each but English', () => {
    const codes = Object.keys(sources)
      .filter((path) => path.startsWith('./catalogs/shell/'))
      .map((path) => path.replace(/^.*\/|\.json$/g, ''));
    expect(codes.sort()).toEqual([...LOCALE_CODES].sort());
    const modules = Object.keys(import.meta.glob('./languages/*.ts')).map((path) => path.replace(/^.*\/|\.ts$/g, ''));
    expect(modules.sort()).toEqual([...translated].sort());
  });

  it.each(translated)('%s has every key English has, no other, with the same placeholders', (code) => {
    expectSameMessages(sourceOf('shell', code), sourceOf('shell', 'en'), code);
  });
});

describe('area catalogs', () => {
  it('has areas', () => {
    expect(areaNames).toEqual(expect.arrayContaining(['footer', 'landing', 'tour']));
  });

  it.each(areaNames)('%s has a catalog for each of the nine languages, and its English is named after its folder', (name) => {
    const codes = Object.keys(sources)
      .filter((path) => path.startsWith(`./catalogs/${name}/`))
      .map((path) => path.replace(/^.*\/|\.json$/g, ''));
    expect(codes.sort()).toEqual([...LOCALE_CODES].sort());
    expect(Object.keys(areaModules[`./catalogs/${name}/index.ts`] ?? {}), 'one export, the area').toHaveLength(1);
    expect(areaOf(name).name).toBe(name);
    expect(Object.keys(areaOf(name).en), 'its English is en.json').toEqual(Object.keys(sourceOf(name, 'en')));
  });

  it("the catalogue's English, built from the shared lists, is its en.json message for message", () => {
    expect(areaOf('catalogue').en).toEqual(sourceOf('catalogue', 'en'));
  });

  it.each(areaNames.flatMap((name) => translated.map((code) => [name, code] as const)))(
    '%s in %s has every key English has, no other, with the same placeholders',
    (name, code) => {
      expectSameMessages(sourceOf(name, code), sourceOf(name, 'en'), `${name}/${code}`);
    },
  );

  it("English counts with plural forms, not '(s)', and writes times of day as '8 am'", () => {
    const english = ['shell', ...areaNames].flatMap((name) => Object.entries(sourceOf(name, 'en')));
    expect(english.filter(([, text]) => /\w\(s\)/.test(text)).map(([key]) => key)).toEqual([]);
    expect(english.filter(([, text]) => /\b(0\d|\d+)(am|pm)\b|\b0\d ?(am|pm)\b/i.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('areas at run time', () => {
  it('gives English at once, and another language once its area catalog has loaded', async () => {
    expect(createI18n('en', en).area(landingMessages)).toBeTypeOf('function');
    const fr = await loadI18n('fr');
    const waiting = fr.area(landingMessages);
    expect(waiting).toBeInstanceOf(Promise);
    expect(fr.area(landingMessages), 'the same loading while it lasts').toBe(waiting);
    await waiting;
    const t = fr.area(landingMessages);
    if (typeof t !== 'function') throw new Error('not loaded');
    expect(t('hero.badge')).toBe('Conçu pour le Ghana');
    expect(fr.area(landingMessages), 'one function per area').toBe(t);
    expect(usedAreas.has('landing')).toBe(true);
    expect(fr.loadAreas(['landing']), 'nothing left to wait for').toBeNull();
  });

  it("names the areas of a page's route modules, and their catalogs for the server to preload", async () => {
    const de = await loadI18n('de');
    expect(de.routeAreas(['src/app/routes/landing.tsx', 'src/app/layouts/general-layout.tsx']).sort()).toEqual([
      'footer',
      'landing',
      'tour',
    ]);
    expect((await loadI18n('en')).routeAreas(['src/app/routes/landing.tsx'])).toEqual([]);
    expect(catalogModules('de', ['landing'])).toEqual(['src/lib/i18n/languages/de.ts', 'src/lib/i18n/catalogs/landing/de.json']);
    expect(catalogModules('en', ['landing'])).toEqual([]);
  });

  it('splits a message around an element placed where the language puts it', async () => {
    expect(aroundSlot(formatMessage(compileMessage('{title} will be sent to our team for review.'), { title: SLOT }, 'en-GB'))).toEqual([
      '',
      ' will be sent to our team for review.',
    ]);
    expect(aroundSlot(formatMessage(compileMessage('سيُرسل {title} إلى فريقنا للمراجعة.'), { title: SLOT }, 'ar'))).toEqual([
      'سيُرسل ',
      ' إلى فريقنا للمراجعة.',
    ]);
    expect(aroundSlot('no slot')).toEqual(['no slot', '']);
  });

  it('falls back to English when an area catalog cannot be fetched', async () => {
    const failing = createI18n('fr', en, {
      areas: { '../catalogs/landing/fr.json': () => Promise.reject(new Error('offline')) },
      routeAreas: {},
    });
    await failing.loadAreas(['landing']);
    const t = failing.area(landingMessages);
    if (typeof t !== 'function') throw new Error('not settled');
    expect(t('hero.badge')).toBe('Made for Ghana');
  });
});

describe('messages', () => {
  it('interpolates and picks plural forms in the language', () => {
    const icu = (message: string) => compileMessage(message);
    expect(formatMessage(icu('Step {step} of {total}'), { step: 1, total: 4 }, 'en-GB')).toBe('Step 1 of 4');
    const cart = en['header.cartItems'];
    expect(formatMessage(cart, { count: 1, badge: '1' }, 'en-GB')).toBe('Cart, 1 item');
    expect(formatMessage(cart, { count: 12, badge: '9+' }, 'en-GB')).toBe('Cart, 9+ items');
    const ru = icu('{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}');
    expect(['1', '3', '5', '21'].map((n) => formatMessage(ru, { count: Number(n) }, 'ru'))).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
    ]);
    expect(formatMessage(icu('{n, plural, =0 {none} other {# left}}'), { n: 0 }, 'fr')).toBe('none');
  });

  it('loads a catalog on demand and falls back to the key-less English for English', async () => {
    const fr = await loadI18n('fr');
    expect(fr.t('nav.home')).toBe('Accueil');
    expect((await loadI18n('ar')).dir).toBe('rtl');
    expect(createI18n('en', en).t('header.cartItems', { count: 2, badge: '2' })).toBe('Cart, 2 items');
  });

  it('reads the chosen language from a Cookie header', () => {
    expect(localeFromCookie('a=1; dwa_lang=ar; b=2')).toBe('ar');
    expect(localeFromCookie('dwa_lang=xx')).toBe('en');
    expect(localeFromCookie(undefined)).toBe('en');
  });
});
