import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';
import { areaT } from '../../../testing/i18n';
import { testCart, testCartItem, testCartSeller, testPromoValidation } from '../../../testing/commerce';
import { summarise } from './order-summary';
import { applyPromo, promoCodes, removePromo, type AppliedPromo } from './promo-display';

const t = await areaT('en', checkoutMessages);

const ama = { sellerId: 1, sellerName: 'Ama Fabrics' };
const kofi = { sellerId: 2, sellerName: 'Kofi Tech' };

describe('applyPromo', () => {
  it('applies a code to the seller it is valid for', () => {
    const outcome = applyPromo(t, [], 'SAVE10', [
      { ...ama, answer: testPromoValidation({ code: 'SAVE10', discount: 15 }) },
      { ...kofi, answer: testPromoValidation({ valid: false, kind: null, discount: 0, message: 'Promo code SAVE10 is not valid.' }) },
    ]);
    expect(outcome).toEqual({
      applied: [{ code: 'SAVE10', sellerId: 1, sellerName: 'Ama Fabrics', kind: 'order', discount: 15 }],
      error: null,
    });
  });

  it("gives the owning seller's reason when no seller accepts it", () => {
    const outcome = applyPromo(t, [], 'BIG', [
      {
        ...ama,
        answer: testPromoValidation({ valid: false, kind: null, code: 'BIG', discount: 0, message: 'Promo code BIG is not valid.' }),
      },
      {
        ...kofi,
        answer: testPromoValidation({
          valid: false,
          kind: 'order',
          code: 'BIG',
          discount: 0,
          message: 'Promo code BIG needs an order of at least GHC 500.00.',
        }),
      },
    ]);
    expect(outcome.error).toBe('Promo code BIG needs an order of at least GHC 500.00.');
    expect(
      applyPromo(t, [], 'NOPE', [
        { ...ama, answer: testPromoValidation({ valid: false, kind: null, code: 'NOPE', discount: 0, message: null }) },
      ]).error,
    ).toBe('Promo code NOPE is not valid.');
  });

  it('refuses the same code twice and a second promo of a kind for one seller', () => {
    const applied: AppliedPromo[] = [{ code: 'SAVE10', ...ama, kind: 'order', discount: 15 }];
    expect(applyPromo(t, applied, 'SAVE10', [{ ...ama, answer: testPromoValidation() }]).error).toBe(
      'Promo code SAVE10 is already applied.',
    );
    expect(applyPromo(t, applied, 'MORE5', [{ ...ama, answer: testPromoValidation({ code: 'MORE5' }) }]).error).toBe(
      'Use one order promo and one delivery promo per seller.',
    );
    const withDelivery = applyPromo(t, applied, 'FREESHIP', [
      { ...ama, answer: testPromoValidation({ code: 'FREESHIP', kind: 'delivery', discount: 10 }) },
    ]);
    expect(withDelivery.applied?.map((promo) => promo.code)).toEqual(['SAVE10', 'FREESHIP']);
    expect(promoCodes(removePromo(withDelivery.applied ?? [], 'SAVE10'))).toEqual(['FREESHIP']);
  });
});

describe('summarise', () => {
  const cart = testCart([
    testCartSeller(1, [testCartItem({ listing_id: 1, price: 100, quantity: 2 }), testCartItem({ listing_id: 9, problem: 'inactive' })], {
      seller: { id: 1, name: 'Ama', business_name: 'Ama Fabrics', has_pickup_address: true },
      courier_fee: 15,
    }),
    testCartSeller(2, [testCartItem({ listing_id: 2, price: 49.99, quantity: 1 })], { courier_fee: 10 }),
  ]);
  const promos: AppliedPromo[] = [
    { code: 'SAVE10', ...ama, kind: 'order', discount: 20 },
    { code: 'FREESHIP', ...ama, kind: 'delivery', discount: 25 },
  ];

  it('takes each promo off its own seller, a delivery promo never more than the fee', () => {
    const summary = summarise(cart, 'courier', promos);
    expect(
      summary.sellers.map(({ name, subtotal, delivery, discount, deliveryDiscount, total }) => ({
        name,
        subtotal,
        delivery,
        discount,
        deliveryDiscount,
        total,
      })),
    ).toEqual([
      { name: 'Ama Fabrics', subtotal: 200, delivery: 15, discount: 20, deliveryDiscount: 15, total: 180 },
      { name: 'Seller 2', subtotal: 49.99, delivery: 10, discount: 0, deliveryDiscount: 0, total: 59.99 },
    ]);
    expect(summary.sellers[0]?.items.map((item) => item.listing_id)).toEqual([1]);
    expect(summary).toMatchObject({ subtotal: 249.99, delivery: 10, discount: 35, total: 239.99 });
  });

  it('charges no delivery for pickup, so a delivery promo takes nothing off', () => {
    const summary = summarise(cart, 'pickup', promos);
    expect(summary.sellers[0]).toMatchObject({ delivery: 0, deliveryDiscount: 0, total: 180 });
    expect(summary.total).toBe(229.99);
  });
});
