import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { Listing } from '@dwa/shared/listings';
import { http } from '../../../../lib/http';
import { BROWSE_QUERY_PREFIX, LISTING_QUERY_PREFIX } from '../../../../lib/cache-keys';
import { useViewerKey } from '../../../../hooks/use-session';
import { removeFromPages } from '../lib/remove-from-pages';
import type { PendingListingPage } from '../types';
import { adminKeys } from '../../api/admin-keys';
import { moderationKeys } from './query-keys';

// PATCH /api/v1/admin/classifieds/{id}/status {status, reason}: approve (active) or refuse
// (inactive, with the reason the seller is shown). 409 when someone else decided first.

export type ListingDecision = { id: number; status: 'active' | 'inactive'; reason?: string };

export function decideListing({ id, status, reason }: ListingDecision): Promise<Listing> {
  return http.patch<Listing>(`/api/v1/admin/classifieds/${id}/status`, reason === undefined ? { status } : { status, reason });
}

export function useDecideListing() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: decideListing,
    onSuccess: (_listing, decision) => {
      queryClient.setQueryData<InfiniteData<PendingListingPage>>(moderationKeys.pending(viewer), (data) =>
        removeFromPages(data, (item) => item.listing.id === decision.id),
      );
      void queryClient.invalidateQueries({ queryKey: [...moderationKeys.all, 'reported'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: LISTING_QUERY_PREFIX });
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
    },
  });
}
