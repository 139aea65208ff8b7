import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('goes to /classifieds by default', () => {
    expect(AFTER_SIGN_IN).toBe('/classifieds');
    expect(safeRedirect(null, undefined)).toBe('/classifieds');
  });

  it('takes the first path of this site', () => {
    expect(safeRedirect('/likes?tab=1#top')).toBe('/likes?tab=1#top');
    expect(safeRedirect(null, '/profile')).toBe('/profile');
    expect(safeRedirect('https://evil.example/x', '/messages')).toBe('/messages');
  });

  it('refuses other origins, tricks and the auth pages', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'profile',
      '/signin',
      '/signup?x=1',
      42,
    ]) {
      expect(safeRedirect(value)).toBe('/classifieds');
    }
  });
});
