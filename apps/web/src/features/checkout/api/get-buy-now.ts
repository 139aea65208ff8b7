import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyNow, Cart } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { checkoutKeys } from './query-keys';

// GET /api/v1/cart/buy-now?listing_id=&quantity=: what Buy Now buys (one listing, shaped as a cart of
// that line), read fresh each time the checkout opens; the cart itself is not touched.

export function getBuyNow(item: BuyNow, signal?: AbortSignal): Promise<Cart> {
  return http.get<Cart>(`/api/v1/cart/buy-now?listing_id=${item.listing_id}&quantity=${item.quantity}`, { signal });
}

export function buyNowQueryOptions(viewer: string, item: BuyNow) {
  return queryOptions({ queryKey: checkoutKeys.buyNow(viewer, item), queryFn: ({ signal }) => getBuyNow(item, signal) });
}

export function useBuyNow(item: BuyNow) {
  return useQuery({ ...buyNowQueryOptions(useViewerKey(), item), refetchOnMount: 'always' });
}
