import { describe, expect, it } from 'vitest';
import { shopMessages } from '../../../lib/i18n/catalogs/shop';
import { areaT } from '../../../testing/i18n';
import { formatFor } from '../../../lib/i18n/format';
import { dealEnds, dealMinimum, dealOff, dealSeller } from './deal-text';

const en = formatFor('en-GB');

describe('deal text', () => {
  it('says what a deal takes off, and off what', async () => {
    const t = await areaT('en', shopMessages);
    expect(dealOff(t, en, { kind: 'order', percent_off: 10, amount_off: null })).toBe('10% off');
    expect(dealOff(t, en, { kind: 'order', percent_off: null, amount_off: 25 })).toBe('GHC 25.00 off');
    expect(dealOff(t, en, { kind: 'delivery', percent_off: 100, amount_off: null })).toBe('100% off delivery');
    expect(dealOff(t, en, { kind: 'delivery', percent_off: null, amount_off: 5 })).toBe('GHC 5.00 off delivery');
  });

  it('names the minimum only when there is one', async () => {
    const t = await areaT('en', shopMessages);
    expect(dealMinimum(t, en, { min_subtotal: 0 })).toBeNull();
    expect(dealMinimum(t, en, { min_subtotal: 1500 })).toBe('On orders of GHC 1,500.00 or more');
  });

  it('names the business first', () => {
    expect(dealSeller({ seller: { id: 1, name: 'Ama', business_name: 'Ama Fabrics' } })).toBe('Ama Fabrics');
    expect(dealSeller({ seller: { id: 1, name: 'Ama', business_name: null } })).toBe('Ama');
  });

  it('says when it ends', async () => {
    const t = await areaT('en', shopMessages);
    const now = new Date(Date.UTC(2026, 4, 3, 9));
    expect(dealEnds(t, en, null, now)).toBe('No end date');
    expect(dealEnds(t, en, new Date(Date.UTC(2026, 4, 3, 23)).toISOString(), now)).toBe('Ends today');
    expect(dealEnds(t, en, new Date(Date.UTC(2026, 4, 20)).toISOString(), now)).toBe('Ends 20 May');
    expect(dealEnds(t, en, new Date(Date.UTC(2027, 0, 2)).toISOString(), now)).toBe('Ends 2 Jan 2027');
  });

  it("in the interface's language, dates and amounts in its writing", async () => {
    const t = await areaT('fr', shopMessages);
    const fr = formatFor('fr');
    const now = new Date(Date.UTC(2026, 4, 3, 9));
    expect(dealEnds(t, fr, new Date(Date.UTC(2026, 4, 20)).toISOString(), now)).toBe('Se termine le 20 mai');
    expect(dealOff(t, fr, { kind: 'delivery', percent_off: 100, amount_off: null })).toBe('-100 % sur la livraison');
  });
});
