import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from './page-query';

describe('page query', () => {
  it('defaults and bounds the limit', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
