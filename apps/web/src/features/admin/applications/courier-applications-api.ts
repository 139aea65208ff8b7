import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourierApplication, courierApplicationListSchema } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/courier-applications?status=&cursor= (newest first, paged: {items, next_cursor});
// POST .../:id/approve (the account becomes a COURIER) and .../:id/reject.

export type CourierApplicationsPage = z.infer<typeof courierApplicationListSchema>;
export type AdminCourierApplication = CourierApplicationsPage['items'][number];

const keys = {
  all: () => adminKeys.section('courier-applications'),
  list: (status: string | undefined) => [...keys.all(), status ?? 'all'] as const,
};

export function getCourierApplications(status: string | undefined, cursor: string | null, signal?: AbortSignal): Promise<CourierApplicationsPage> {
  const query = new URLSearchParams({ limit: '25' });
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return http.get<CourierApplicationsPage>(`/api/v1/admin/courier-applications?${query.toString()}`, { signal });
}

export function useCourierApplications(status: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.list(status),
      queryFn: ({ pageParam, signal }) => getCourierApplications(status, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
      staleTime: 15_000,
    }),
  );
}

export type CourierDecision = { id: number; decision: 'approve' | 'reject' };

export function decideCourierApplication({ id, decision }: CourierDecision): Promise<CourierApplication> {
  return http.post<CourierApplication>(`/api/v1/admin/courier-applications/${id}/${decision}`);
}

export function useDecideCourierApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCourierApplication,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('audit') });
    },
  });
}
