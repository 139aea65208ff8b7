import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingTtls } from '@dwa/shared/listings-expiry';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/listing-ttls: LISTING_TTL_DAYS and the categories' own lifetimes (ADR 066).
// PUT /api/v1/admin/listing-ttls/{category} {days | null}: a category's own (1 to 365 days), or
// null to go back to the default; audit-logged; answers the lifetimes again.

const lifetimeKeys = { all: adminKeys.section('lifetimes') };

export function useListingTtls() {
  return useQuery({ queryKey: lifetimeKeys.all, queryFn: ({ signal }) => http.get<ListingTtls>('/api/v1/admin/listing-ttls', { signal }) });
}

export function useSetListingTtl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, days }: { category: string; days: number | null }) =>
      http.put<ListingTtls>(`/api/v1/admin/listing-ttls/${encodeURIComponent(category)}`, { days }),
    onSuccess: (ttls) => queryClient.setQueryData(lifetimeKeys.all, ttls),
    onError: () => queryClient.invalidateQueries({ queryKey: lifetimeKeys.all }),
  });
}

/** The days an admin typed: a whole number from 1 to 365, else null. */
export function parseDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= 365 ? days : null;
}
