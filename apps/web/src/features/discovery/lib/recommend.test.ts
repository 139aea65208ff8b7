import { describe, expect, it } from 'vitest';
import { FEATURED_LEADS, recommend } from './recommend';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('recommended products', () => {
  it('puts a few promoted ads first, then the most popular, without repeats', () => {
    const result = recommend(items(7, 8, 9, 10), items(1, 8, 2, 3, 10), 15).map((item) => item.id);
    expect(result.slice(0, FEATURED_LEADS)).toEqual([7, 8, 9]);
    expect(result).toEqual([7, 8, 9, 1, 2, 3, 10]);
  });

  it('stops at the limit', () => {
    expect(recommend(items(), items(...Array.from({ length: 20 }, (_, i) => i)), 15)).toHaveLength(15);
  });
});
