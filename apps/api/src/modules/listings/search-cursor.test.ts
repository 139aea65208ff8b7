import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type Cursor } from './search-cursor';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('search cursors', () => {
  const cursors: Cursor[] = [
    { sort: 'newest', key: '2026-03-02T09:00:00.123456', id: 42, fuzzy: false },
    { sort: 'price_asc', key: 250050, id: 7, fuzzy: false },
    { sort: 'price_desc', key: 0, id: 2147483647, fuzzy: true },
    { sort: 'popular', key: 1234, id: 1, fuzzy: false },
    { sort: 'relevance', key: 0.6079271030426, id: 99, fuzzy: true },
  ];

  it.each(cursors)('round-trips a $sort cursor as URL-safe text', (cursor) => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it('keeps a relevance rank exactly (keyset comparisons need the same float)', () => {
    const rank = 0.1 + 0.2;
    expect(decodeCursor(encodeCursor({ sort: 'relevance', key: rank, id: 1, fuzzy: false }))?.key).toBe(rank);
  });

  it.each([
    ['not base64 JSON', 'abc'],
    ['empty', ''],
    ['a JSON string', base64url('newest')],
    ['an unknown sort', base64url({ s: 'oldest', k: 1, i: 1, f: false })],
    ['a newest key that is not a timestamp', base64url({ s: 'newest', k: "2026-01-01'; DROP TABLE listings; --", i: 1, f: false })],
    ['a newest key without microseconds', base64url({ s: 'newest', k: '2026-03-02T09:00:00', i: 1, f: false })],
    ['a price that is text', base64url({ s: 'price_asc', k: '100', i: 1, f: false })],
    ['a fractional price', base64url({ s: 'price_desc', k: 1.5, i: 1, f: false })],
    ['a negative price', base64url({ s: 'price_asc', k: -1, i: 1, f: false })],
    ['a fractional popularity', base64url({ s: 'popular', k: 2.5, i: 1, f: false })],
    ['a missing id', base64url({ s: 'popular', k: 2, f: false })],
    ['a zero id', base64url({ s: 'popular', k: 2, i: 0, f: false })],
    ['an id beyond int4', base64url({ s: 'popular', k: 2, i: 2147483648, f: false })],
    ['a missing fuzzy flag', base64url({ s: 'popular', k: 2, i: 3 })],
    ['a non-finite rank', Buffer.from('{"s":"relevance","k":1e999,"i":1,"f":false}').toString('base64url')],
  ])('rejects %s', (_label, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
