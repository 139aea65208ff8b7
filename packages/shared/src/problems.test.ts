import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from './chat-constants';
import { COMMERCE_MESSAGES } from './commerce';
import { LISTING_MESSAGES } from './listings';
import { MESSAGES } from './accounts';
import { sentencesIn, sourceSentences } from '../test/problem-reader';
import { codeOf } from './coded';
import { PROBLEMS, problemOf } from './problems';

// ADR 077: every sentence this package's source can answer with (its schemas' validation messages,
// its rules' refusals) has a code in PROBLEMS, written as that source writes it (../test/problem-reader.ts):
// a template literal's `${…}` is a `{name}` placeholder named after what it holds, a count of minutes
// a plural. And a sentence as the package makes it finds its code and params. ADR 092: the source
// makes each sentence with that code (`coded`), which stays with the sentence.

const sourceFiles = () =>
  readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('problems'));

/** Every such sentence in this package's source (tests and the tables left out), each once, sorted. */
function sharedSentences(): string[] {
  return [...new Set(sourceFiles().flatMap((name) => sentencesIn(readFileSync(join(import.meta.dirname, name), 'utf8'), name)))].sort();
}

const templates: string[] = Object.values(PROBLEMS);

describe('the problem codes', () => {
  it('read the source: a template’s values as placeholders, its minutes as a plural', () => {
    expect(sentencesIn("const a = z.string({ error: 'Enter full name.' }).max(3, `At most ${MAX} characters.`); const b = 'no';")).toEqual([
      'Enter full name.',
      'At most {max} characters.',
    ]);
    expect(sentencesIn('const rate = (minutes: number) => `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;')).toEqual([
      'Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    ]);
    expect(sentencesIn('const moved = `A delivery cannot go from ${LABELS[from]} to ${LABELS[to].toLowerCase()}.`;')).toEqual([
      'A delivery cannot go from {from} to {to}.',
    ]);
    expect(
      sentencesIn(
        "const A_MESSAGES = { notFound: 'Listing not found', pickup: (seller: string) => `${seller} has no pickup address.` }; const label = 'Out of stock';",
      ),
    ).toEqual(['Listing not found', '{seller} has no pickup address.']);
  });

  it('give every sentence of the package a code, and no code a sentence the package no longer has', () => {
    const sentences = sharedSentences();
    expect(sentences.length).toBeGreaterThan(300);
    expect(
      sentences.filter((sentence) => !templates.includes(sentence)),
      'sentences without a code',
    ).toEqual([]);
    expect(
      templates.filter((template) => !sentences.includes(template)),
      'codes of no sentence',
    ).toEqual([]);
    expect(new Set(templates).size, 'one code a sentence').toBe(templates.length);
  });

  // ADR 092: the code travels with the sentence (`coded`), so the web never recognises the English.
  it('are carried by every sentence: each made with `coded`, its code’s, naming each value it shows', () => {
    const wrong: string[] = [];
    for (const name of sourceFiles()) {
      for (const { sentence, code, params, placeholders } of sourceSentences(readFileSync(join(import.meta.dirname, name), 'utf8'), name)) {
        if (code === null) wrong.push(`${name}: made without its code: ${sentence}`);
        else if (PROBLEMS[code as keyof typeof PROBLEMS] !== sentence) wrong.push(`${name}: ${code} is not the code of: ${sentence}`);
        else if (JSON.stringify([...(params ?? [])].sort()) !== JSON.stringify([...placeholders].sort()))
          wrong.push(`${name}: ${code} gives ${JSON.stringify(params)}, shows ${JSON.stringify(placeholders)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stay with the sentence they made: its code and the values it shows, as text', () => {
    expect(codeOf(MESSAGES.name)).toEqual({ code: 'accounts.name', params: {} });
    expect(codeOf(LISTING_MESSAGES.titleMax)).toEqual({ code: 'listings.title_max', params: { titleMax: '120' } });
    expect(codeOf(COMMERCE_MESSAGES.promoMinimum('KENTE10', 'GH₵ 50.00'))).toEqual({
      code: 'commerce.promo_minimum',
      params: { code: 'KENTE10', min: 'GH₵ 50.00' },
    });
    expect(codeOf(CHAT_MESSAGES.sendRate(12))).toEqual({ code: 'chat.send_rate', params: { minutes: '12' } });
    expect(codeOf('Something the API said.')).toBeUndefined();
  });

  it('are read from the source: a sentence outside `coded` has none', () => {
    expect(
      sourceSentences("const A_MESSAGES = { a: coded('a.b', `At most ${MAX} characters.`, { max: MAX }), b: 'Enter full name.' };"),
    ).toEqual([
      { sentence: 'At most {max} characters.', code: 'a.b', params: ['max'], placeholders: ['max'] },
      { sentence: 'Enter full name.', code: null, params: null, placeholders: [] },
    ]);
  });

  it('are dotted names in lower case', () => {
    for (const code of Object.keys(PROBLEMS)) expect(code).toMatch(/^[a-z][a-z-]*\.[a-z0-9_]+$/);
  });

  it('find a sentence’s code and params: fixed, with values, with a count', () => {
    expect(problemOf(MESSAGES.name)).toEqual({ code: 'accounts.name', params: {} });
    expect(problemOf(LISTING_MESSAGES.titleMax)).toEqual({ code: 'listings.title_max', params: { titleMax: '120' } });
    expect(problemOf(COMMERCE_MESSAGES.promoExpired('KENTE10'))).toEqual({ code: 'commerce.promo_expired', params: { code: 'KENTE10' } });
    expect(problemOf(COMMERCE_MESSAGES.promoMinimum('KENTE10', 'GH₵ 50.00'))).toEqual({
      code: 'commerce.promo_minimum',
      params: { code: 'KENTE10', min: 'GH₵ 50.00' },
    });
    expect(problemOf(CHAT_MESSAGES.sendRate(1))).toEqual({ code: 'chat.send_rate', params: { minutes: 1 } });
    expect(problemOf(CHAT_MESSAGES.sendRate(12))).toEqual({ code: 'chat.send_rate', params: { minutes: 12 } });
    expect(problemOf('At most 300 characters.')?.code, 'a fixed sentence before a pattern').toBe('commerce.most_300_characters');
    expect(problemOf('At most 42 characters.')).toEqual({ code: 'commerce.most_max_characters', params: { max: '42' } });
    expect(problemOf('Something the API said.')).toBeNull();
  });

  it('match each template with placeholders back to its own code', () => {
    // A value of each placeholder, as a sentence would carry it; the code found is the template's own,
    // or one whose English is the same but for a placeholder's name (a comment's and a report's limit).
    const shape = (template: string | undefined) => template?.replace(/\{\w+/g, '{');
    const wrong: string[] = [];
    for (const [code, template] of Object.entries(PROBLEMS) as [string, string][]) {
      if (!template.includes('{')) continue;
      const sentence = template.replace(/\{(\w+), plural, one \{# ([^{}]*)\} other \{# ([^{}]*)\}\}/g, '7 $3').replace(/\{(\w+)\}/g, 'Zq7');
      const found = problemOf(sentence);
      if (shape(PROBLEMS[found?.code as keyof typeof PROBLEMS]) !== shape(template)) wrong.push(`${code}: ${sentence} → ${found?.code}`);
    }
    expect(wrong).toEqual([]);
  });
});
