import { describe, expect, it } from 'vitest';
import { formatFor } from '../../../lib/i18n/format';
import { dealEnds, dealMinimum, dealOff, dealSeller } from './deal-text';

const en = formatFor('en-GB');

describe('deal text', () => {
  it('says what a deal takes off, and off what', () => {
    expect(dealOff(en, { kind: 'order', percent_off: 10, amount_off: null })).toBe('10% off');
    expect(dealOff(en, { kind: 'order', percent_off: null, amount_off: 25 })).toBe('GHC 25.00 off');
    expect(dealOff(en, { kind: 'delivery', percent_off: 100, amount_off: null })).toBe('100% off delivery');
  });

  it('names the minimum only when there is one', () => {
    expect(dealMinimum(en, { min_subtotal: 0 })).toBeNull();
    expect(dealMinimum(en, { min_subtotal: 1500 })).toBe('On orders of GHC 1,500.00 or more');
  });

  it('names the business first', () => {
    expect(dealSeller({ seller: { id: 1, name: 'Ama', business_name: 'Ama Fabrics' } })).toBe('Ama Fabrics');
    expect(dealSeller({ seller: { id: 1, name: 'Ama', business_name: null } })).toBe('Ama');
  });

  it('says when it ends', () => {
    const now = new Date(Date.UTC(2026, 4, 3, 9));
    expect(dealEnds(en, null, now)).toBe('No end date');
    expect(dealEnds(en, new Date(Date.UTC(2026, 4, 3, 23)).toISOString(), now)).toBe('Ends today');
    expect(dealEnds(en, new Date(Date.UTC(2026, 4, 20)).toISOString(), now)).toBe('Ends 20 May');
    expect(dealEnds(en, new Date(Date.UTC(2027, 0, 2)).toISOString(), now)).toBe('Ends 2 Jan 2027');
    expect(dealEnds(formatFor('fr'), new Date(Date.UTC(2026, 4, 20)).toISOString(), now)).toBe('Ends 20 mai');
  });
});
