import { describe, expect, it, vi } from 'vitest';
import { forgetFailedLoads, isLoadFailure, rememberFailedLoad } from './load-failures';

describe('failed loads', () => {
  it("tells code that did not arrive from a bug, in each browser's words", () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://dwa.example/assets/listings-1.js'))).toBe(
      true,
    );
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: https://dwa.example/assets/listings-1.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/listing-1.css'))).toBe(true);
    expect(isLoadFailure(new Error('Listing data was malformed'))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('forgets each remembered failure once, on the next Try again', () => {
    const first = vi.fn();
    const second = vi.fn();
    rememberFailedLoad(first);
    rememberFailedLoad(second);
    forgetFailedLoads();
    forgetFailedLoads();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
