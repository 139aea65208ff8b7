import { useQuery } from '@tanstack/react-query';
import type { DealReview, OrderReview } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { reviewKeys } from './query-keys';

// GET /api/v1/orders/{id}/review (a delivered shop order) or /api/v1/listings/{id}/review (a
// classified deal, issue 32): the review, if any, and what the viewer may do with it.

export type ReviewSubject = { kind: 'order'; id: number } | { kind: 'listing'; id: number };
type Answer<S extends ReviewSubject> = S extends { kind: 'listing' } ? DealReview : OrderReview;

export const reviewPath = (subject: ReviewSubject) => `/api/v1/${subject.kind === 'order' ? 'orders' : 'listings'}/${subject.id}/review`;

export function useReview<S extends ReviewSubject>(subject: S, enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: reviewKeys.subject(viewer, subject.kind, subject.id),
    queryFn: ({ signal }) => http.get<Answer<S>>(reviewPath(subject), { signal }),
    enabled,
  });
}
