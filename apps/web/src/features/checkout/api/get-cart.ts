import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/cart';
import { useViewerKey } from '../../../hooks/use-session';

/** GET /api/v1/cart (lib/cart), read again whenever a cart or checkout page opens. */
export function useCart() {
  return useQuery({ ...cartQueryOptions(useViewerKey()), refetchOnMount: 'always' });
}
