import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { ReportResolution } from '@dwa/shared/reports';
import { http } from '../../../../lib/http';
import { BROWSE_QUERY_PREFIX, LISTING_QUERY_PREFIX } from '../../../../lib/cache-keys';
import { useViewerKey } from '../../../../hooks/use-session';
import { removeFromPages } from '../lib/remove-from-pages';
import type { ReportAction, ReportedListingPage } from '../types';
import { adminKeys } from '../../api/admin-keys';
import { moderationKeys } from './query-keys';

// PATCH /api/v1/admin/reports/{id} {action}: resolves every open report of the listing; deactivate
// takes the listing down under a moderation hold (with an optional reason the seller is told),
// dismiss puts a listing held by reports back live.

export function resolveReport({
  reportId,
  action,
  reason,
}: {
  reportId: number;
  listingId: number;
  action: ReportAction;
  reason?: string;
}): Promise<ReportResolution> {
  return http.patch<ReportResolution>(`/api/v1/admin/reports/${reportId}`, reason ? { action, reason } : { action });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_resolution, { listingId }) => {
      queryClient.setQueryData<InfiniteData<ReportedListingPage>>(moderationKeys.reported(viewer, 'open'), (data) =>
        removeFromPages(data, (item) => item.listing.id === listingId),
      );
      void queryClient.invalidateQueries({ queryKey: [...moderationKeys.all, 'reported', viewer, 'resolved'] });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.pending(viewer) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: LISTING_QUERY_PREFIX });
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
    },
  });
}
