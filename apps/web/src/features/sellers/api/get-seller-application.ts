import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySellerApplication } from '@dwa/shared/sellers';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { sellerKeys } from './query-keys';

// GET /api/v1/seller-applications/me: my latest application (or null) and whether I can sell.

export function getSellerApplication(signal?: AbortSignal): Promise<MySellerApplication> {
  return http.get<MySellerApplication>('/api/v1/seller-applications/me', { signal });
}

export function sellerApplicationQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: sellerKeys.application(viewer),
    queryFn: ({ signal }) => getSellerApplication(signal),
    staleTime: 60_000,
    // While an admin reviews it, coming back to the tab asks again: an approval shows without a reload.
    refetchOnWindowFocus: (query) => (query.state.data?.application?.status === 'pending' ? 'always' : false),
  });
}

export function useSellerApplication() {
  return useQuery(sellerApplicationQueryOptions(useViewerKey()));
}
