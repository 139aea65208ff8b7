import { describe, expect, it } from 'vitest';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';
import { areaT } from '../../../testing/i18n';
import { discountText, ofKind, stateLabel, termsLines, usesText } from './promo-text';
import type { Promo } from '../types';
import { formatFor } from '../../../lib/i18n/format';

const en = formatFor('en-GB');
const t = await areaT('en', promosMessages);

const base = { min_subtotal: 0, starts_at: null, ends_at: null, max_uses: null, per_buyer_limit: null };

describe('promo texts', () => {
  it('says what a promo takes off', () => {
    expect(discountText(t, en, { kind: 'order', percent_off: 10, amount_off: null })).toBe('10% off the order');
    expect(discountText(t, en, { kind: 'delivery', percent_off: null, amount_off: 5 })).toBe('GHC 5.00 off delivery');
    expect(discountText(t, en, { kind: 'order', percent_off: null, amount_off: 1250 })).toBe('GHC 1,250.00 off the order');
  });

  it('lists its rules', () => {
    expect(termsLines(t, en, base)).toEqual(['Any order amount', 'No end date', 'Unlimited uses']);
    expect(termsLines(t, en, { ...base, min_subtotal: 50, ends_at: '2026-03-31T12:00:00Z', max_uses: 1, per_buyer_limit: 1 })).toEqual([
      'Orders of GHC 50.00 or more',
      'Until 31 Mar 2026',
      'At most 1 use',
      '1 per buyer',
    ]);
  });

  it('counts its uses and names its state', () => {
    expect(usesText(t, { uses: 3, max_uses: 10 })).toBe('3 of 10 uses');
    expect(usesText(t, { uses: 1, max_uses: null })).toBe('1 use');
    expect(stateLabel(t, 'used_up')).toBe('Used up');
  });

  it("reads in the seller's language", async () => {
    const fr = await areaT('fr', promosMessages);
    expect(discountText(fr, formatFor('fr'), { kind: 'delivery', percent_off: 100, amount_off: null })).toBe(
      '100 % de réduction sur la livraison',
    );
    expect(usesText(fr, { uses: 3, max_uses: 10 })).toBe('3 sur 10 utilisations');
    expect(stateLabel(fr, 'used_up')).toBe('Épuisé');
  });

  it('splits the list by kind', () => {
    const promos = [
      { id: 1, kind: 'order' },
      { id: 2, kind: 'delivery' },
      { id: 3, kind: 'order' },
    ] as Promo[];
    expect(ofKind(promos, 'order').map((promo) => promo.id)).toEqual([1, 3]);
  });
});
