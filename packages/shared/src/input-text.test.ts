import { describe, expect, it } from 'vitest';
import { cleanText, findUnacceptableText, isAcceptableText } from './input-text';

describe('isAcceptableText', () => {
  it('takes every language, emoji, tabs and line breaks', () => {
    for (const text of [
      'Akwaaba',
      'مرحبا بك',
      '你好',
      'नमस्ते',
      'Привет',
      '😀 👍🏾',
      'line one\nline two\r\n\tindented',
      'e\u0301',
      '\u200E',
      '',
    ]) {
      expect(isAcceptableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL, other control characters and surrogates without their pair', () => {
    for (const text of [
      'a\u0000b',
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'c1\u0085',
      'lone \uD800 high',
      'lone \uDC00 low',
      'end\uD83D',
    ]) {
      expect(isAcceptableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findUnacceptableText', () => {
  it('answers the path of the first bad string, or null', () => {
    expect(findUnacceptableText({ title: 'Phone', tags: ['ok', 'b\u0000d'] }, ['body'])).toEqual(['body', 'tags', 1]);
    expect(findUnacceptableText({ nested: { deeper: [{ name: 'x\u0007' }] } })).toEqual(['nested', 'deeper', 0, 'name']);
    expect(findUnacceptableText({ title: 'Phone', price: 12, ok: true, none: null })).toBeNull();
  });

  it('checks object keys too, and leaves buffers alone', () => {
    expect(findUnacceptableText({ ['k\u0000']: 'v' }, ['query'])).toEqual(['query', 'k\u0000']);
    expect(findUnacceptableText(Buffer.from([0, 1, 2]))).toBeNull();
  });

  it('walks 10,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    const path = findUnacceptableText(deep);
    expect(path).toHaveLength(10_000);
  });
});

describe('cleanText', () => {
  it('drops what the check refuses and trims, keeping line breaks inside', () => {
    expect(cleanText('  hi\u0000 there\u0007 \uD800 ')).toBe('hi there');
    expect(cleanText('one\ntwo\t😀')).toBe('one\ntwo\t😀');
  });
});
