import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions, cartUnits } from '../lib/cart';
import { useAuthToken } from './use-session';

/** Units in the signed-in person's cart, for the header's cart badge; 0 (and no call) when signed out. */
export function useCartCount(): number {
  const token = useAuthToken();
  const cart = useQuery({ ...cartQueryOptions(token ?? 'anonymous'), enabled: Boolean(token) });
  return token && cart.data ? cartUnits(cart.data) : 0;
}
