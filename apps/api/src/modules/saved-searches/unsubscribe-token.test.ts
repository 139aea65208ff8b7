import { describe, expect, it } from 'vitest';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

// The unsubscribe link's token (ADR 073): signed for one search and its owner with the server's
// secret; anything else fails.

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('the unsubscribe token', () => {
  it('verifies for its own search and names the owner', () => {
    const token = signUnsubscribe(SECRET, 7, 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribe(SECRET, 7, token)).toBe(42);
  });

  it('fails for another search, another secret, another owner, or any changed character', () => {
    const token = signUnsubscribe(SECRET, 7, 42);
    expect(verifyUnsubscribe(SECRET, 8, token)).toBeNull();
    expect(verifyUnsubscribe(`${SECRET}!`, 7, token)).toBeNull();
    expect(verifyUnsubscribe(SECRET, 7, token.replace(/^42\./, '43.'))).toBeNull();
    const signature = token.slice(3);
    for (let index = 0; index < signature.length; index += 1) {
      for (const char of ['A', 'B', 'C', 'D', '_']) {
        if (signature[index] === char) continue;
        const changed = `42.${signature.slice(0, index)}${char}${signature.slice(index + 1)}`;
        expect(verifyUnsubscribe(SECRET, 7, changed), changed).toBeNull();
      }
    }
  });

  it('fails for malformed tokens without throwing', () => {
    for (const bad of [
      '',
      '42',
      '42.',
      '.abc',
      '0.x',
      '-1.abc',
      `99999999999.${'A'.repeat(43)}`,
      `42.${'A'.repeat(44)}`,
      `42.${'='.repeat(43)}`,
      '42.\u0000',
      'x'.repeat(5000),
    ]) {
      expect(verifyUnsubscribe(SECRET, 7, bad), bad).toBeNull();
    }
  });
});
