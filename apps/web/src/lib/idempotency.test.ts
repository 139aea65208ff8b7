import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, newIdempotencyKey } from './idempotency';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('idempotency keys', () => {
  it('reuses the key when the same order is sent again without an answer', () => {
    const keys = createIdempotencyKeys(counter());
    const body = { delivery_method: 'courier', promo_codes: [] };
    expect(keys.keyFor(body)).toBe('key-1');
    // A network error, then Place order again (or a double tap): the same attempt.
    expect(keys.keyFor({ ...body })).toBe('key-1');
  });

  it('starts a new attempt once the server answered, or when the order changed', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ region: 'Ashanti' })).toBe('key-1');
    expect(keys.keyFor({ region: 'Volta' })).toBe('key-2');
    keys.answered();
    expect(keys.keyFor({ region: 'Volta' })).toBe('key-3');
  });

  it('makes keys the server accepts, with or without randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
