import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../testing/i18n';
import { reasonError } from './reason';

const t = await areaT('en', adminMessages);

describe('reasonError', () => {
  it('asks for a reason when it is required and empty', () => {
    expect(reasonError(t, '   ')).toBe('Give a reason.');
  });
  it('lets an optional reason be empty', () => {
    expect(reasonError(t, '', { optional: true })).toBeNull();
  });
  it('counts the trimmed text: 3 to 500 characters', () => {
    expect(reasonError(t, '  ab  ')).toBe('Write at least 3 characters.');
    expect(reasonError(t, 'abc')).toBeNull();
    expect(reasonError(t, 'x'.repeat(500))).toBeNull();
    expect(reasonError(t, 'x'.repeat(501))).toBe('At most 500 characters.');
  });
  it('speaks the interface language', async () => {
    const fr = await areaT('fr', adminMessages);
    expect(reasonError(fr, '')).toBe('Indiquez un motif.');
    expect(reasonError(fr, 'x'.repeat(501))).toBe('500 caractères au maximum.');
  });
});
