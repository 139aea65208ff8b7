import { describe, expect, it } from 'vitest';
import { firstOfEach } from './first-of-each';

describe('firstOfEach', () => {
  it('keeps the first rows of each key, in the order they came', () => {
    const rows = [
      { key: 1, n: 'a' },
      { key: 2, n: 'b' },
      { key: 1, n: 'c' },
      { key: 1, n: 'd' },
      { key: 2, n: 'e' },
      { key: 3, n: 'f' },
    ];
    expect(firstOfEach(rows, (row) => row.key, 2).map((row) => row.n)).toEqual(['a', 'b', 'c', 'e', 'f']);
    expect(firstOfEach(rows, (row) => row.key, 1).map((row) => row.n)).toEqual(['a', 'b', 'f']);
    expect(firstOfEach(rows, (row) => row.key, 0)).toEqual([]);
  });
});
