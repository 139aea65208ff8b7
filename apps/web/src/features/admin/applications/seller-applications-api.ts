import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sellerApplicationListSchema, SellerApplication } from '@dwa/shared/sellers';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/seller-applications?status=&cursor= (newest first, paged);
// POST .../:id/approve (the applicant becomes a SELLER) and .../:id/refuse {reason} (they are told why).

export type SellerApplicationsPage = z.infer<typeof sellerApplicationListSchema>;
export type AdminSellerApplication = SellerApplicationsPage['results'][number];

const keys = {
  all: () => adminKeys.section('seller-applications'),
  list: (status: string | undefined) => [...keys.all(), status ?? 'all'] as const,
};

export function getSellerApplications(status: string | undefined, cursor: string | null, signal?: AbortSignal): Promise<SellerApplicationsPage> {
  const query = new URLSearchParams({ limit: '25' });
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return http.get<SellerApplicationsPage>(`/api/v1/admin/seller-applications?${query.toString()}`, { signal });
}

export function useSellerApplications(status: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.list(status),
      queryFn: ({ pageParam, signal }) => getSellerApplications(status, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
      staleTime: 15_000,
    }),
  );
}

export type SellerDecision = { id: number; decision: 'approve' } | { id: number; decision: 'refuse'; reason: string };

export function decideSellerApplication(input: SellerDecision): Promise<SellerApplication> {
  const base = `/api/v1/admin/seller-applications/${input.id}`;
  return input.decision === 'approve' ? http.post<SellerApplication>(`${base}/approve`) : http.post<SellerApplication>(`${base}/refuse`, { reason: input.reason });
}

export function useDecideSellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSellerApplication,
    // Also when refused with 409 (someone else decided first): the queue is read again either way.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('audit') });
    },
  });
}
