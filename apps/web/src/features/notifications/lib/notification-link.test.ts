import { describe, expect, it } from 'vitest';
import { internalLink } from './notification-link';

describe('internalLink', () => {
  it('keeps paths inside the app and drops anything else', () => {
    expect(internalLink('/listing/12')).toBe('/listing/12');
    expect(internalLink(' /notifications ')).toBe('/notifications');
    expect(internalLink('https://evil.example')).toBeNull();
    expect(internalLink('//evil.example/x')).toBeNull();
    expect(internalLink('/\\evil.example')).toBeNull();
    expect(internalLink('javascript:alert(1)')).toBeNull();
    expect(internalLink(null)).toBeNull();
  });
});
