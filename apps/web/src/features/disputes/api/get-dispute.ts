import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dispute } from '@dwa/shared/disputes';
import { ApiError, http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { disputeKeys } from './query-keys';

// GET /api/v1/disputes/{id}: the dispute and its messages (oldest first); 404 for anyone else.
// An open one is read again every 15 seconds, so the other side's messages arrive on their own.

const POLL_MS = 15_000;

export function getDispute(id: number, signal?: AbortSignal): Promise<Dispute> {
  return http.get<Dispute>(`/api/v1/disputes/${id}`, { signal });
}

export function disputeQueryOptions(viewer: string, id: number) {
  return queryOptions({
    queryKey: disputeKeys.detail(viewer, id),
    queryFn: ({ signal }) => getDispute(id, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}

export function useDispute(id: number | null) {
  return useQuery({
    ...disputeQueryOptions(useViewerKey(), id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'open' ? POLL_MS : false),
  });
}
