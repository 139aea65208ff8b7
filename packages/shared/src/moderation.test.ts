import { describe, expect, it } from 'vitest';
import { adminListingStatusSchema, isReasonGiven, patternProblem, ruleRegExp } from './moderation';

const SEEDED_PHONE = String.raw`(\+?233|\b0)[\s.-]?[235]\d([\s.-]?\d){7}\b`;
const SEEDED_PAYMENT = String.raw`\b(send|pay|transfer)\s+(the\s+)?(money|momo|mobile money|deposit|payment)\s+(first|before|upfront|in advance)`;

describe('patternProblem', () => {
  it('accepts the seeded rules and plain patterns', () => {
    for (const pattern of [
      SEEDED_PHONE,
      SEEDED_PAYMENT,
      'whats?app',
      String.raw`\d{3}-\d+`,
      '(?:foo|bar) baz',
      '[(+*]+',
      String.raw`\(a+\)+`,
    ]) {
      expect(patternProblem(pattern), pattern).toBeNull();
    }
  });

  it('refuses a pattern that does not compile', () => {
    expect(patternProblem('(unclosed')).toMatch(/^This is not a valid pattern: /);
    expect(patternProblem('a{2,1}')).toMatch(/not a valid pattern/);
  });

  it('refuses nested repetition, the shapes that backtrack forever', () => {
    for (const pattern of ['(a+)+b', '(a*)*', '(?:x+y?)+', '(a|aa)*b', '((ab)+c)*', String.raw`(\d+){5}`, '(a|b){2,}']) {
      expect(patternProblem(pattern), pattern).toMatch(/nested repetition/);
    }
  });
});

describe('ruleRegExp', () => {
  it('matches a word as whole words, any case and spacing', () => {
    const regexp = ruleRegExp('word', 'western union');
    expect(regexp.exec('Pay by Western  Union only')?.[0]).toBe('Western  Union');
    expect(regexp.test('westernunion')).toBe(false);
    expect(ruleRegExp('word', 'a.b').test('axb')).toBe(false);
  });

  it('matches the seeded phone pattern in a listing text', () => {
    expect(ruleRegExp('pattern', SEEDED_PHONE).exec('call 024 123 4567 today')?.[0]).toBe('024 123 4567');
    expect(ruleRegExp('pattern', SEEDED_PAYMENT).exec('Please SEND THE MONEY FIRST')?.[0]).toBe('SEND THE MONEY FIRST');
  });
});

describe('adminListingStatusSchema', () => {
  it('keeps a trimmed reason, or null', () => {
    expect(adminListingStatusSchema.parse({ status: 'inactive', reason: '  Fake item  ' })).toEqual({
      status: 'inactive',
      reason: 'Fake item',
    });
    expect(adminListingStatusSchema.parse({ status: 'active' })).toEqual({ status: 'active', reason: null });
    expect(adminListingStatusSchema.safeParse({ status: 'inactive', reason: 'x'.repeat(501) }).success).toBe(false);
    expect(isReasonGiven('ok')).toBe(false);
    expect(isReasonGiven('Fake')).toBe(true);
  });
});
