import { describe, expect, it } from 'vitest';
import { dayHeader, relativeAge } from './dates';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('relativeAge', () => {
  it('speaks the spec wording', () => {
    expect(relativeAge(daysAgo(0), now)).toBe('Today');
    expect(relativeAge(daysAgo(1), now)).toBe('1 day ago');
    expect(relativeAge(daysAgo(6), now)).toBe('6 days ago');
    expect(relativeAge(daysAgo(7), now)).toBe('1 week ago');
    expect(relativeAge(daysAgo(29), now)).toBe('4 weeks ago');
    expect(relativeAge(daysAgo(45), now)).toMatch(/2026/);
    expect(relativeAge('not a date', now)).toBe('');
  });
});

describe('dayHeader', () => {
  it('says Today, Yesterday, or the date', () => {
    expect(dayHeader(now, now)).toBe('Today');
    expect(dayHeader(daysAgo(1), now)).toBe('Yesterday');
    expect(dayHeader(daysAgo(3), now)).toMatch(/Nov/);
  });
});
