import { useQuery } from '@tanstack/react-query';
import type { OrderReview } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { reviewKeys } from './query-keys';

// GET /api/v1/orders/{id}/review: the order's review, if any, and what the viewer may do with it.

export function useOrderReview(orderId: number, enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: reviewKeys.order(viewer, orderId),
    queryFn: ({ signal }) => http.get<OrderReview>(`/api/v1/orders/${orderId}/review`, { signal }),
    enabled,
  });
}
