import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryEstimate, DeliverySize, DeliveryUrgency } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { deliveryKeys } from './query-keys';

// POST /api/v1/delivery/estimate {item_size, urgency}: public; the fare is computed on the server.

export function estimateFare(
  input: { item_size: DeliverySize; urgency: DeliveryUrgency },
  signal?: AbortSignal,
): Promise<DeliveryEstimate> {
  return http.post<DeliveryEstimate>('/api/v1/delivery/estimate', input, { signal, auth: false });
}

export function estimateQueryOptions(size: DeliverySize, urgency: DeliveryUrgency) {
  return queryOptions({
    queryKey: [...deliveryKeys.all, 'estimate', size, urgency] as const,
    queryFn: ({ signal }) => estimateFare({ item_size: size, urgency }, signal),
    staleTime: 10 * 60_000,
  });
}

/** Asked only once the person presses Get Fare Estimate (`enabled`), then kept per size and urgency. */
export function useFareEstimate(size: DeliverySize, urgency: DeliveryUrgency, enabled: boolean) {
  return useQuery({ ...estimateQueryOptions(size, urgency), enabled });
}
