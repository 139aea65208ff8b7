import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourierApplication, courierApplicationListSchema } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/courier-applications?status= (newest first, one list: {items});
// POST .../:id/approve (the account becomes a COURIER) and .../:id/reject.

export type AdminCourierApplication = z.infer<typeof courierApplicationListSchema>['items'][number];

const keys = {
  all: () => adminKeys.section('courier-applications'),
  list: (status: string | undefined) => [...keys.all(), status ?? 'all'] as const,
};

export function getCourierApplications(status: string | undefined, signal?: AbortSignal): Promise<{ items: AdminCourierApplication[] }> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return http.get<{ items: AdminCourierApplication[] }>(`/api/v1/admin/courier-applications${query}`, { signal });
}

export function useCourierApplications(status: string | undefined) {
  return useQuery(queryOptions({ queryKey: keys.list(status), queryFn: ({ signal }) => getCourierApplications(status, signal), staleTime: 15_000 }));
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
