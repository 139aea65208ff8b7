import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it('reads a string detail, a detail list, or a message, else the fallback', () => {
    expect(errorMessage({ detail: 'Nope' }, 'x')).toBe('Nope');
    expect(
      errorMessage(
        {
          detail: [
            { loc: ['body', 'a'], msg: 'A', type: 't' },
            { loc: [], msg: 'B', type: 't' },
          ],
        },
        'x',
      ),
    ).toBe('A\nB');
    expect(errorMessage({ message: 'M' }, 'x')).toBe('M');
    expect(errorMessage(null, 'fallback')).toBe('fallback');
    expect(errorMessage({ detail: [] }, 'fallback')).toBe('fallback');
  });
});
