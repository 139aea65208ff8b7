import { describe, expect, it } from 'vitest';
import { failureText } from './failure-text';
import { ApiError } from './http';

describe('failureText', () => {
  it("answers the server's message when the answer had one", () => {
    const body = { detail: 'Search is busy, try again in a minute.' };
    expect(failureText(new ApiError(503, body.detail, body), 'Failed to fetch listings')).toBe('Search is busy, try again in a minute.');
    expect(
      failureText(
        new ApiError(422, 'limit must be a whole number from 1 to 100.', {
          detail: [{ msg: 'limit must be a whole number from 1 to 100.' }],
        }),
        'x',
      ),
    ).toBe('limit must be a whole number from 1 to 100.');
  });

  it('answers the connection notice when the server could not be reached', () => {
    expect(
      failureText(new ApiError(0, 'Could not reach the server. Please check your connection and try again.'), 'Failed to fetch listings'),
    ).toMatch(/Could not reach the server/);
  });

  it('falls back to the generic text without a message from the server', () => {
    expect(failureText(new ApiError(502, 'Bad Gateway', null), 'Failed to fetch listings')).toBe('Failed to fetch listings');
    expect(failureText(new Error('boom'), 'Failed to fetch listings')).toBe('Failed to fetch listings');
    expect(failureText(null, 'Error loading ads')).toBe('Error loading ads');
  });
});
