import { useMutation } from '@tanstack/react-query';
import type { CartSeller, PromoValidation } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { sellerName } from '../lib/cart-display';
import type { PromoCheck } from '../lib/promo-display';

// POST /api/v1/promos/validate {code, seller_id, subtotal, courier_fee}: what a code would take off one seller's
// part of the cart (valid false with the reason otherwise; never an error for a bad code). A code is
// checked against every seller of the cart, since the buyer does not say whose it is.

export function validatePromo(code: string, sellerId: number, subtotal: number, courierFee: number): Promise<PromoValidation> {
  return http.post<PromoValidation>('/api/v1/promos/validate', { code, seller_id: sellerId, subtotal, courier_fee: courierFee });
}

export function checkPromoForSellers(code: string, sellers: readonly CartSeller[]): Promise<PromoCheck[]> {
  const buying = sellers.filter((group) => group.subtotal > 0);
  return Promise.all(
    buying.map(async (group) => ({
      sellerId: group.seller.id,
      sellerName: sellerName(group.seller),
      answer: await validatePromo(code, group.seller.id, group.subtotal, group.courier_fee),
    })),
  );
}

export function useCheckPromo() {
  return useMutation({
    mutationFn: ({ code, sellers }: { code: string; sellers: readonly CartSeller[] }) => checkPromoForSellers(code, sellers),
  });
}
