import type { Promo as SharedPromo, PromoDetail as SharedPromoDetail } from '@dwa/shared/commerce';

export type Promo = SharedPromo;
export type PromoDetail = SharedPromoDetail;
export type PromoKind = SharedPromo['kind'];
export type PromoState = SharedPromo['state'];
