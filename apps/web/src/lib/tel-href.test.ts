import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the digits and a leading plus, whatever spacing the number was written with', () => {
    expect(telHref('+233 30 222 2222')).toBe('tel:+233302222222');
    expect(telHref('024-123 4567')).toBe('tel:0241234567');
  });
});
