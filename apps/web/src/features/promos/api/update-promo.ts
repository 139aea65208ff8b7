import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoPatch } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import type { Promo } from '../types';
import { promoKeys } from './query-keys';

// PATCH /api/v1/promos/{id}: only the fields sent change (the edit form sends them all; pause and resume send `active`).

export function updatePromo({ id, patch }: { id: number; patch: PromoPatch }): Promise<Promo> {
  return http.patch<Promo>(`/api/v1/promos/${id}`, patch);
}

export function useUpdatePromo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePromo, onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.all }) });
}
