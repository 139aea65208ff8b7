// How the money of a sale is shared (ADR 057), in integer pesewas, pure and unit-tested. The platform
// keeps a commission on the items (a percentage per category, else the default) and on the delivery
// fee; the seller gets the items' total less their promos and the commission, the courier the
// delivery fee less its commission, and the platform the rest. Rounding is half up, to the pesewa.

export const COMMISSION_PERCENT_DEFAULT = 5;
export const COMMISSION_PERCENT_MAX = 50;

/** Pesewas x percent / 100, half up, for an amount >= 0 and a percent with at most 2 decimals. */
export function percentOf(amountPesewas: number, percent: number): number {
  if (amountPesewas <= 0 || percent <= 0) return 0;
  // In hundredths of a percent, so 2.5 % of 1,999 pesewas is exact before the one rounding.
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amountPesewas * basisPoints + 5000) / 10_000);
}

export type SaleLine = { amountPesewas: number; percent: number };

export type SaleInput = {
  /** The items, each at its category's commission. */
  lines: SaleLine[];
  /** The seller's promos: off the items, and off the courier fee. */
  discountPesewas: number;
  deliveryDiscountPesewas: number;
  /** What the buyer paid in all. */
  totalPesewas: number;
  /** The courier's fare when a courier carried it (0 for a pickup). */
  courierFarePesewas: number;
  courierPercent: number;
};

export type SaleSplit = {
  seller: { grossPesewas: number; commissionPesewas: number; netPesewas: number };
  courier: { grossPesewas: number; commissionPesewas: number; netPesewas: number };
  platformPesewas: number;
};

/**
 * The items' commission is taken on what the buyer paid for the items (each line's share of the
 * items after the order promo); the seller also funds their delivery promo, since the courier is paid
 * the whole fare. Never more than the seller's part: seller, courier and platform sum to the total.
 */
export function splitSale(input: SaleInput): SaleSplit {
  const subtotal = input.lines.reduce((sum, line) => sum + line.amountPesewas, 0);
  const itemsNet = Math.max(0, subtotal - input.discountPesewas);
  const weighted =
    subtotal > 0 ? input.lines.reduce((sum, line) => sum + line.amountPesewas * Math.round(line.percent * 100), 0) / subtotal / 100 : 0;
  const courierGross = Math.min(input.courierFarePesewas, input.totalPesewas);
  const sellerGross = input.totalPesewas - courierGross;
  const sellerCommission = Math.min(sellerGross, percentOf(itemsNet, weighted));
  const courierCommission = percentOf(courierGross, input.courierPercent);
  return {
    seller: { grossPesewas: sellerGross, commissionPesewas: sellerCommission, netPesewas: sellerGross - sellerCommission },
    courier: { grossPesewas: courierGross, commissionPesewas: courierCommission, netPesewas: courierGross - courierCommission },
    platformPesewas: sellerCommission + courierCommission,
  };
}

/** A ride's fare: the driver's part less the commission, and the platform's. */
export function splitFare(farePesewas: number, percent: number): { netPesewas: number; commissionPesewas: number } {
  const commission = percentOf(farePesewas, percent);
  return { netPesewas: farePesewas - commission, commissionPesewas: commission };
}
