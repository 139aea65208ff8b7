import { describe, expect, it } from 'vitest';
import { formatFor } from './i18n/format';
import { timeAgo } from './time-ago';

const en = formatFor('en-GB');

const now = new Date('2025-03-10T12:00:00Z');

describe('timeAgo', () => {
  it('counts minutes and hours within the day, then days', () => {
    expect(timeAgo(en, '2025-03-10T11:59:30Z', now)).toBe('Just now');
    expect(timeAgo(en, '2025-03-10T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo(en, '2025-03-10T09:00:00Z', now)).toBe('3 hr ago');
    expect(timeAgo(en, '2025-03-08T12:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo(en, 'not a date', now)).toBe('');
    expect(timeAgo(formatFor('fr'), '2025-03-08T12:00:00Z', now)).toBe('il y a 2 jours');
  });
});
