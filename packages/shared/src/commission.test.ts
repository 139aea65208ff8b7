import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, splitFare, splitSale } from './commission';

describe('the commission', () => {
  it('takes a percentage to the pesewa, half up', () => {
    expect(percentOf(10_000, 5)).toBe(500);
    expect(percentOf(1_999, 2.5)).toBe(50); // 49.975
    expect(percentOf(1_990, 2.5)).toBe(50); // 49.75
    expect(percentOf(1_970, 2.5)).toBe(49); // 49.25
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(500, 0)).toBe(0);
  });

  it('shares a courier sale: the seller the items less promos and commission, the courier the fare less commission', () => {
    // Items GHC 260 (5 %), an order promo of 20, a delivery promo of 2, fare 10: the buyer paid 248.
    const split = splitSale({
      lines: [
        { amountPesewas: 20_000, percent: 5 },
        { amountPesewas: 6_000, percent: 5 },
      ],
      discountPesewas: 2_000,
      deliveryDiscountPesewas: 200,
      totalPesewas: 24_800,
      courierFarePesewas: 1_000,
      courierPercent: 5,
    });
    expect(split).toEqual({
      seller: { grossPesewas: 23_800, commissionPesewas: 1_200, netPesewas: 22_600 },
      courier: { grossPesewas: 1_000, commissionPesewas: 50, netPesewas: 950 },
      platformPesewas: 1_250,
    });
  });

  it("weighs each category's rate by its share of the items", () => {
    const split = splitSale({
      lines: [
        { amountPesewas: 10_000, percent: 10 },
        { amountPesewas: 10_000, percent: 2 },
      ],
      discountPesewas: 0,
      deliveryDiscountPesewas: 0,
      totalPesewas: 20_000,
      courierFarePesewas: 0,
      courierPercent: 5,
    });
    expect(split.seller.commissionPesewas).toBe(1_200);
    expect(split.courier).toEqual({ grossPesewas: 0, commissionPesewas: 0, netPesewas: 0 });
  });

  it('always shares exactly the total, never a negative part (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amountPesewas: fc.integer({ min: 0, max: 50_000_000 }),
            percent: fc.integer({ min: 0, max: 5000 }).map((bp) => bp / 100),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5000 }).map((bp) => bp / 100),
        (lines, discountShare, deliveryDiscount, fare, courierPercent) => {
          const subtotal = lines.reduce((sum, line) => sum + line.amountPesewas, 0);
          const discount = Math.floor((subtotal * discountShare) / 100);
          const deliveryDiscountPesewas = Math.min(deliveryDiscount, fare);
          const total = subtotal - discount + fare - deliveryDiscountPesewas;
          const split = splitSale({
            lines,
            discountPesewas: discount,
            deliveryDiscountPesewas,
            totalPesewas: total,
            courierFarePesewas: fare,
            courierPercent,
          });
          expect(split.seller.netPesewas + split.courier.netPesewas + split.platformPesewas).toBe(total);
          for (const part of [split.seller.netPesewas, split.courier.netPesewas, split.platformPesewas, split.seller.commissionPesewas])
            expect(part).toBeGreaterThanOrEqual(0);
          expect(split.seller.commissionPesewas).toBeLessThanOrEqual(Math.ceil((subtotal - discount) * 0.5) + 1);
        },
      ),
    );
  });

  it('shares a fare between the driver and the platform', () => {
    expect(splitFare(2_550, 5)).toEqual({ netPesewas: 2_422, commissionPesewas: 128 });
  });
});
