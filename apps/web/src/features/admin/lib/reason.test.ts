import { describe, expect, it } from 'vitest';
import { reasonError } from './reason';

describe('reasonError', () => {
  it('asks for a reason when it is required and empty', () => {
    expect(reasonError('   ')).toBe('Give a reason.');
  });
  it('lets an optional reason be empty', () => {
    expect(reasonError('', { optional: true })).toBeNull();
  });
  it('counts the trimmed text: 3 to 500 characters', () => {
    expect(reasonError('  ab  ')).toBe('Write at least 3 characters.');
    expect(reasonError('abc')).toBeNull();
    expect(reasonError('x'.repeat(500))).toBeNull();
    expect(reasonError('x'.repeat(501))).toBe('At most 500 characters.');
  });
});
