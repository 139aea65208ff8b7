import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@dwa/shared/commerce';
import { ApiError, http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { disputeKeys } from './query-keys';

// GET /api/v1/orders/{id}: the order a buyer is about to dispute (its number, total and state).

export function useDisputedOrder(id: number | null) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: [...disputeKeys.all, 'order', viewer, id ?? 0],
    queryFn: ({ signal }) => http.get<OrderDetail>(`/api/v1/orders/${id ?? 0}`, { signal }),
    enabled: id !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}
