import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { jobsKeys } from './get-jobs';

// POST /api/v1/admin/jobs/{id}/discard: removes a failed job for good (audit-logged), 204. 409 when
// it is not failed or is running, 404 when it is gone.

export function discardJob(id: string): Promise<void> {
  return http.post<void>(`/api/v1/admin/jobs/${encodeURIComponent(id)}/discard`);
}

export function useDiscardJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
