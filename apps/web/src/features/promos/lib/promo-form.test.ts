import { describe, expect, it } from 'vitest';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';
import { areaT } from '../../../testing/i18n';
import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import type { Promo } from '../types';
import { dayToIso, emptyPromoForm, isoToDay, promoFormSchema, promoToForm, type PromoFormValues } from './promo-form';

const t = await areaT('en', promosMessages);

const form = (values: Partial<PromoFormValues>): PromoFormValues => ({ ...emptyPromoForm('order'), ...values });
const issues = (values: PromoFormValues) => {
  const result = promoFormSchema(t).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the promo form', () => {
  it('turns what was typed into the contract’s promo input', () => {
    const result = promoFormSchema(t).parse(
      form({
        code: ' akwaaba10 ',
        percent_off: '10',
        min_subtotal: '50',
        max_uses: '100',
        per_buyer_limit: '1',
        starts_at: '2026-03-01',
        ends_at: '2026-03-31',
      }),
    );
    expect(result).toMatchObject({
      code: 'AKWAABA10',
      kind: 'order',
      percent_off: 10,
      amount_off: null,
      min_subtotal: 50,
      max_uses: 100,
      per_buyer_limit: 1,
      active: true,
    });
    expect(result.starts_at).toBe(new Date('2026-03-01T00:00:00').toISOString());
    expect(result.ends_at).toBe(new Date('2026-03-31T23:59:59.999').toISOString());
  });

  it('sends an amount off instead of a percentage when asked, and leaves empty limits out', () => {
    const result = promoFormSchema(t).parse(
      form({ code: 'FREESHIP', kind: 'delivery', discount_type: 'amount', percent_off: '15', amount_off: '5.50' }),
    );
    expect(result).toMatchObject({
      kind: 'delivery',
      percent_off: null,
      amount_off: 5.5,
      min_subtotal: 0,
      max_uses: null,
      per_buyer_limit: null,
      starts_at: null,
      ends_at: null,
    });
  });

  it('says what is wrong, on the field that is wrong', () => {
    expect(issues(form({ code: 'AB', percent_off: '10' }))).toEqual({ code: COMMERCE_MESSAGES.promoCode });
    expect(issues(form({ code: 'AB-1', percent_off: '' }))).toEqual({
      code: COMMERCE_MESSAGES.promoCode,
      percent_off: 'Enter a percentage from 1 to 100.',
    });
    expect(issues(form({ code: 'GOOD1', percent_off: '0' }))).toEqual({ percent_off: 'Enter a percentage from 1 to 100.' });
    expect(issues(form({ code: 'GOOD1', percent_off: '' }))).toEqual({ percent_off: 'Enter a percentage from 1 to 100.' });
    expect(issues(form({ code: 'GOOD1', discount_type: 'amount', amount_off: '0' }))).toEqual({
      amount_off: 'Enter an amount in cedis, like 5 or 12.50.',
    });
    expect(issues(form({ code: 'GOOD1', percent_off: '5', max_uses: '0', per_buyer_limit: '2.5', min_subtotal: 'ten' }))).toEqual({
      max_uses: 'Enter a whole number from 1 to 1,000,000, or leave it empty.',
      per_buyer_limit: 'Enter a whole number from 1 to 1,000, or leave it empty.',
      min_subtotal: 'Enter an amount in cedis, like 5 or 12.50.',
    });
    expect(issues(form({ code: 'GOOD1', percent_off: '5', starts_at: '2026-03-10', ends_at: '2026-03-01' }))).toEqual({
      ends_at: COMMERCE_MESSAGES.promoDates,
    });
  });

  it('takes a one-day promo (it ends at the end of its day)', () => {
    expect(
      promoFormSchema(t).safeParse(form({ code: 'ONEDAY', percent_off: '5', starts_at: '2026-03-10', ends_at: '2026-03-10' })).success,
    ).toBe(true);
  });

  it('fills the edit form from a saved promo, and days round-trip', () => {
    const promo: Promo = {
      id: 1,
      seller_id: 2,
      code: 'FREESHIP',
      kind: 'delivery',
      percent_off: null,
      amount_off: 5,
      min_subtotal: 0,
      starts_at: dayToIso('2026-03-01', 'start'),
      ends_at: null,
      max_uses: 10,
      per_buyer_limit: null,
      active: false,
      uses: 0,
      discount_given: 0,
      state: 'paused',
      created_at: '2026-02-01T00:00:00Z',
    };
    expect(promoToForm(promo)).toEqual({
      code: 'FREESHIP',
      kind: 'delivery',
      discount_type: 'amount',
      percent_off: '',
      amount_off: '5',
      min_subtotal: '',
      starts_at: '2026-03-01',
      ends_at: '',
      max_uses: '10',
      per_buyer_limit: '',
      active: false,
    });
    expect(isoToDay(null)).toBe('');
    expect(dayToIso('', 'end')).toBeNull();
  });
});

describe('the promo form in French', () => {
  it("says its own problems in the seller's language", async () => {
    const fr = await areaT('fr', promosMessages);
    const result = promoFormSchema(fr).safeParse(form({ code: 'GOOD1', percent_off: '0', max_uses: '0' }));
    const messages = result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      percent_off: 'Saisissez un pourcentage de 1 à 100.',
      max_uses: 'Saisissez un nombre entier de 1 à 1\u202f000\u202f000, ou laissez vide.',
    });
  });
});
