import { COMMERCE_MESSAGES as M } from '@dwa/shared/commerce';
import type { PromoValidation } from '@dwa/shared/commerce';
import type { AreaT } from '../../../lib/i18n/area';
import type { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

type T = AreaT<(typeof checkoutMessages)['en']>;

// Promo codes at the checkout. A buyer types a code without knowing whose it is: it is checked
// against each seller of the cart (POST /promos/validate) and applies to every seller it is valid
// for, at most one order promo and one delivery promo per seller, as the server will insist.

export type AppliedPromo = {
  code: string;
  sellerId: number;
  sellerName: string;
  kind: 'order' | 'delivery';
  /** Cedis, as the server validated it (a delivery promo's is capped by the fee in the summary). */
  discount: number;
};

export type PromoCheck = { sellerId: number; sellerName: string; answer: PromoValidation };

export const normaliseCode = (text: string) => text.trim().toUpperCase();

export type PromoOutcome = { applied: AppliedPromo[]; error: null } | { applied: null; error: string };

/** The server's words say why a code does not apply; only 'already applied' is this side's (the checkout's messages). */
export function applyPromo(t: T, applied: readonly AppliedPromo[], code: string, checks: readonly PromoCheck[]): PromoOutcome {
  if (applied.some((promo) => promo.code === code)) return { applied: null, error: t('promo.already', { code }) };
  const valid = checks.filter((check) => check.answer.valid && check.answer.kind !== null);
  if (valid.length === 0) {
    // The seller the code belongs to says why (expired, a minimum...); 'not valid' only when none knows it.
    const known = checks.find((check) => check.answer.kind !== null && check.answer.message);
    return { applied: null, error: known?.answer.message ?? M.promoUnknown(code) };
  }
  if (valid.some((check) => applied.some((promo) => promo.sellerId === check.sellerId && promo.kind === check.answer.kind))) {
    return { applied: null, error: M.promoTwice };
  }
  const added = valid.map((check) => ({
    code: check.answer.code,
    sellerId: check.sellerId,
    sellerName: check.sellerName,
    kind: check.answer.kind as AppliedPromo['kind'],
    discount: check.answer.discount,
  }));
  return { applied: [...applied, ...added], error: null };
}

export function removePromo(applied: readonly AppliedPromo[], code: string): AppliedPromo[] {
  return applied.filter((promo) => promo.code !== code);
}

/** The codes to send with the order, once each. */
export function promoCodes(applied: readonly AppliedPromo[]): string[] {
  return [...new Set(applied.map((promo) => promo.code))];
}

/** 'Order promo for Ama Fabrics' / 'Delivery promo for Ama Fabrics'. */
export function promoScope(t: T, promo: Pick<AppliedPromo, 'kind' | 'sellerName'>): string {
  return t(promo.kind === 'order' ? 'promo.scopeOrder' : 'promo.scopeDelivery', { seller: promo.sellerName });
}
