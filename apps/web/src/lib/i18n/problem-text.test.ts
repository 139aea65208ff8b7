import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@dwa/shared/accounts';
import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import { CHAT_MESSAGES } from '@dwa/shared/chat-constants';
import { PROBLEMS } from '@dwa/shared/problems';
import { API_PROBLEMS } from '@dwa/shared/problems-api';
import { keepProblems } from '../problems';
import { problemText, loadProblemCatalog } from './problem-text';
import { LOCALE_CODES } from './locales';
import { placeholders } from '../../../vite.catalogs';

// The problems' catalogs (ADR 077, ADR 080): keyed by the machine code the API sends, each language
// has every code of the shared table (@dwa/shared/problems, whose own test holds it to the shared
// source) and of the API's own sentences (@dwa/shared/problems-api, held to the API's source by
// apps/api/src/lib/problem-codes.test.ts), no other, with the same placeholders; English's catalog
// is the two tables. A code renders in the language with its params; a form's own message carries
// its code (`coded`, ADR 092); a text with no code stays.

const sources = import.meta.glob<string>('./catalogs/problems/*.json', { eager: true, query: '?raw', import: 'default' });
const catalogs = Object.fromEntries(Object.entries(sources).map(([path, json]) => [path, JSON.parse(json) as Record<string, string>]));
const catalog = (code: string) => catalogs[`./catalogs/problems/${code}.json`] ?? {};
const TABLES: Record<string, string> = { ...PROBLEMS, ...API_PROBLEMS };
const codes = Object.keys(TABLES);

describe('the problems catalogs', () => {
  it('in English: the shared table and the API’s own, code for code', () => {
    expect(catalog('en')).toEqual(TABLES);
  });

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))('in %s: every code, no other, none empty, the same placeholders', (code) => {
    const messages = catalog(code);
    expect(Object.keys(messages).length, `lib/i18n/catalogs/problems/${code}.json`).toBeGreaterThan(0);
    expect(
      codes.filter((key) => !(key in messages)),
      'missing',
    ).toEqual([]);
    expect(
      Object.keys(messages).filter((key) => !codes.includes(key)),
      'in neither table (any more)',
    ).toEqual([]);
    for (const [key, message] of Object.entries(messages)) {
      expect(message.trim(), key).not.toBe('');
      expect(placeholders(message).sort(), key).toEqual(placeholders(TABLES[key] ?? '').sort());
    }
  });
});

describe('problemText', () => {
  it('renders a code the server sent, with its params, in English and in French', async () => {
    // The API's 422 for a checkout with an unknown promo code, and its refusal of a second promo per seller.
    const detail = COMMERCE_MESSAGES.promoUnknown('KENTE10');
    keepProblems({
      detail: [
        { loc: ['body', 'promo_codes'], msg: detail, type: 'value_error', code: 'commerce.promo_unknown', params: { code: 'KENTE10' } },
      ],
      code: 'validation_failed',
      params: {},
    });
    await loadProblemCatalog('en');
    await loadProblemCatalog('fr');
    expect(problemText(detail, 'en')).toBe('Promo code KENTE10 is not valid.');
    expect(problemText(detail, 'fr')).toBe(catalog('fr')['commerce.promo_unknown']?.replace('{code}', 'KENTE10'));
    expect(problemText(detail, 'fr')).toContain('KENTE10');
    expect(problemText(detail, 'fr')).not.toBe(detail);
  });

  it('goes by the code, not the words: a sentence reworded on the server still reads in French', async () => {
    keepProblems({ detail: 'Sorry, KENTE10 has run out.', code: 'commerce.promo_used_up', params: { code: 'KENTE10' } });
    await loadProblemCatalog('fr');
    expect(problemText('Sorry, KENTE10 has run out.', 'fr')).toBe(catalog('fr')['commerce.promo_used_up']?.replace('{code}', 'KENTE10'));
    // A code no catalog has (the kind of a text no table holds) leaves the English as it came.
    keepProblems({ detail: 'Listing not found.', code: 'http.not_found', params: {} });
    expect(problemText('Listing not found.', 'fr')).toBe('Listing not found.');
  });

  it('renders a sentence only the API writes by its code, a count in the language’s plural', async () => {
    // The API's 401 for an expired session, and its 422 for a wrong trip code (ADR 080).
    keepProblems({ detail: 'Your session has expired. Please log in again.', code: 'auth.session_expired', params: {} });
    keepProblems({ detail: 'Wrong trip code. 1 try left.', code: 'rides.wrong_code', params: { left: 1 } });
    keepProblems({ detail: 'Wrong trip code. 2 tries left.', code: 'rides.wrong_code', params: { left: 2 } });
    await loadProblemCatalog('fr');
    await loadProblemCatalog('es');
    expect(problemText('Your session has expired. Please log in again.', 'fr')).toBe(catalog('fr')['auth.session_expired']);
    expect(problemText('Your session has expired. Please log in again.', 'en')).toBe('Your session has expired. Please log in again.');
    expect(problemText('Wrong trip code. 1 try left.', 'es')).toBe('Código de viaje incorrecto. Queda 1 intento.');
    expect(problemText('Wrong trip code. 2 tries left.', 'es')).toBe('Código de viaje incorrecto. Quedan 2 intentos.');
  });

  it('gives a form’s own message the language once its catalog has loaded, a count its plural, an unknown text as it came', async () => {
    expect(problemText(MESSAGES.name, 'de'), 'not loaded yet').toBe(MESSAGES.name);
    await loadProblemCatalog('fr');
    await loadProblemCatalog('de');
    expect(problemText(MESSAGES.name, 'fr')).toBe(catalog('fr')['accounts.name']);
    expect(problemText(MESSAGES.name, 'fr')).not.toBe(MESSAGES.name);
    expect(problemText('Something the API said.', 'fr')).toBe('Something the API said.');
    const expired = problemText(COMMERCE_MESSAGES.promoExpired('KENTE10'), 'fr');
    expect(expired).toContain('KENTE10');
    expect(expired).not.toBe(COMMERCE_MESSAGES.promoExpired('KENTE10'));
    expect(problemText(CHAT_MESSAGES.sendRate(1), 'de')).toMatch(/\b1 Minute\b/);
    expect(problemText(CHAT_MESSAGES.sendRate(5), 'de')).toMatch(/\b5 Minuten\b/);
  });
});
