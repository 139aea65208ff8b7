import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { actionFailure } from './action-failure';

const network = new ApiError(0, 'Could not reach the server.');
const refused = (status: number, detail: string) => new ApiError(status, detail, { detail });

describe('action failures', () => {
  it('words other actions: the server’s message, the generic line, or the connection line', () => {
    const wishlist = {
      failed: 'Could not update your wishlist. Please try again later.',
      offline: 'Could not update your wishlist. Please check your connection and try again.',
    };
    expect(actionFailure(new ApiError(500, 'x', null), wishlist)).toBe('Could not update your wishlist. Please try again later.');
    expect(actionFailure(network, wishlist)).toBe('Could not update your wishlist. Please check your connection and try again.');
    expect(actionFailure(refused(409, 'Already saved.'), wishlist)).toBe('Already saved.');
  });
});
