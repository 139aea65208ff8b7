import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoInput } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import type { Promo } from '../types';
import { promoKeys } from './query-keys';

// POST /api/v1/promos: a new code (sellers; 403 'Only sellers can create promos.', 409 when the code is taken).

export function createPromo(input: PromoInput): Promise<Promo> {
  return http.post<Promo>('/api/v1/promos', input);
}

export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPromo, onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.all }) });
}
