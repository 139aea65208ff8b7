import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@dwa/shared/accounts';
import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import { CHAT_MESSAGES } from '@dwa/shared/chat-constants';
import { issueText, loadIssueCatalog } from './issue-text';
import { issuePattern } from './issue-match';
import type { IssueCatalog } from './issue-match';
import { LOCALE_CODES } from './locales';
import { placeholders } from './message-format';

// The shared sentences' catalogs (ADR 048): each language has every sentence the shared package's
// source holds, no other, with the same placeholders; and a sentence reads in the language whether
// it is fixed, carries a value, or counts minutes.

// The sentences the shared package can answer with (its schemas' validation messages, its rules'
// refusals), read from its source: the keys every issue catalog (lib/i18n/issues) must have. A
// template literal's `${…}` becomes a `{name}` placeholder named after what it holds.

const SHARED = join(import.meta.dirname, '../../../../../packages/shared/src');

/** Looks like a sentence shown to a person: a capital first, a space inside, a full stop (or ? !) last. */
const isSentence = (text: string) => /^[A-Z]/.test(text) && text.includes(' ') && /[.?!]$/.test(text);

const camel = (name: string) => (/^[A-Z0-9_]+$/.test(name) ? name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : name);

/** A placeholder's name: `code` → code, `MESSAGE_MAX` → messageMax, `LABELS[from].toLowerCase()` → from, `TYPES.join(', ')` → types. */
function placeholderName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return camel(node.text);
  if (ts.isElementAccessExpression(node)) return placeholderName(node.argumentExpression);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) return placeholderName(callee.expression);
    const first = node.arguments[0];
    return first ? placeholderName(first) : 'value';
  }
  if (ts.isPropertyAccessExpression(node)) return placeholderName(node.expression);
  if (ts.isParenthesizedExpression(node)) return placeholderName(node.expression);
  return 'value';
}

/**
 * The text so far with a template span added: `{name}`, or, for `${n === 1 ? '' : 's'}` after
 * "{n} minute", the plural the catalogs write in their own words: {n, plural, one {# minute} other {# minutes}}.
 */
function withSpan(text: string, expression: ts.Expression): string {
  if (ts.isConditionalExpression(expression) && ts.isStringLiteral(expression.whenTrue) && ts.isStringLiteral(expression.whenFalse) && ts.isBinaryExpression(expression.condition)) {
    const counted = placeholderName(expression.condition.left);
    const before = new RegExp(`\\{${counted}\\} (\\S+)$`).exec(text);
    if (before?.[1]) {
      const word = before[1];
      return `${text.slice(0, before.index)}{${counted}, plural, one {# ${word}${expression.whenTrue.text}} other {# ${word}${expression.whenFalse.text}}}`;
    }
  }
  return `${text}{${placeholderName(expression)}}`;
}

function sentencesIn(source: string, file = 'source.ts'): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isSentence(node.text)) found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) text = withSpan(text, span.expression) + span.literal.text;
      if (isSentence(text)) found.push(text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return found;
}

/** Every such sentence in packages/shared/src (its tests left out), each once, sorted. */
function sharedSentences(): string[] {
  const files = readdirSync(SHARED).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  return [...new Set(files.flatMap((name) => sentencesIn(readFileSync(join(SHARED, name), 'utf8'), name)))].sort();
}

const catalogs = import.meta.glob<IssueCatalog>('./issues/*.ts', { eager: true, import: 'default' });
const translated = LOCALE_CODES.filter((code) => code !== 'en');
const sentences = sharedSentences();

describe('the shared sentences', () => {
  it('are read from the source, a template’s values as placeholders and its minutes as a plural', () => {
    expect(sentencesIn("const a = z.string({ error: 'Enter full name.' }).max(3, `At most ${MAX} characters.`); const b = 'no';")).toEqual(['Enter full name.', 'At most {max} characters.']);
    expect(sentencesIn('const rate = (minutes: number) => `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;')).toEqual(['Try again in {minutes, plural, one {# minute} other {# minutes}}.']);
    expect(sentencesIn('const moved = `A delivery cannot go from ${LABELS[from]} to ${LABELS[to].toLowerCase()}.`;')).toEqual(['A delivery cannot go from {from} to {to}.']);
    expect(sentences).toContain(MESSAGES.name);
    expect(sentences.length).toBeGreaterThan(200);
  });

  it.each(translated)('in %s: every one, no other, none empty, the same placeholders', (code) => {
    const catalog = catalogs[`./issues/${code}.ts`];
    expect(catalog, `lib/i18n/issues/${code}.ts`).toBeDefined();
    const keys = Object.keys(catalog ?? {});
    expect(sentences.filter((sentence) => !keys.includes(sentence)), 'missing').toEqual([]);
    expect(keys.filter((key) => !sentences.includes(key)), 'not in the shared package (any more)').toEqual([]);
    for (const [english, message] of Object.entries(catalog ?? {})) {
      expect(message.trim(), english).not.toBe('');
      expect(placeholders(message).sort(), english).toEqual(placeholders(english).sort());
    }
  });
});

describe('issueText', () => {
  it('matches a sentence with values, and a plural by its number', () => {
    const promo = issuePattern('Promo code {code} needs an order of at least {min}.');
    expect(promo?.regex.exec('Promo code KENTE10 needs an order of at least GH₵ 50.00.')?.slice(1)).toEqual(['KENTE10', 'GH₵ 50.00']);
    const rate = issuePattern('Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.');
    expect(rate?.regex.exec('Too many attempts. Try again in 1 minute.')?.slice(1)).toEqual(['1']);
    expect(rate?.regex.exec('Too many attempts. Try again in 12 minutes.')?.slice(1)).toEqual(['12']);
    expect(rate?.regex.test('Too many attempts. Try again in soon.')).toBe(false);
    expect(issuePattern('Enter full name.')).toBeNull();
  });

  it('gives the language once its catalog has loaded, English before and for English, and an unknown sentence as it came', async () => {
    expect(issueText(MESSAGES.name, 'fr'), 'not loaded yet').toBe(MESSAGES.name);
    await loadIssueCatalog('fr');
    await loadIssueCatalog('de');
    const fr = catalogs['./issues/fr.ts'] ?? {};
    expect(issueText(MESSAGES.name, 'fr')).toBe(fr[MESSAGES.name]);
    expect(issueText(MESSAGES.name, 'fr')).not.toBe(MESSAGES.name);
    expect(issueText(MESSAGES.name, 'en')).toBe(MESSAGES.name);
    expect(issueText('Something the API said.', 'fr')).toBe('Something the API said.');
    // A value goes where French puts it; a count picks French's form.
    const expired = issueText(COMMERCE_MESSAGES.promoExpired('KENTE10'), 'fr');
    expect(expired).toContain('KENTE10');
    expect(expired).not.toBe(COMMERCE_MESSAGES.promoExpired('KENTE10'));
    const one = issueText(CHAT_MESSAGES.sendRate(1), 'de');
    const many = issueText(CHAT_MESSAGES.sendRate(5), 'de');
    expect(one).toMatch(/\b1 Minute\b/);
    expect(many).toMatch(/\b5 Minuten\b/);
  });
});
