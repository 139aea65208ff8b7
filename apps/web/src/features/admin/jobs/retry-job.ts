import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '@dwa/shared/jobs';
import { http } from '../../../lib/http';
import { jobsKeys } from './get-jobs';

// POST /api/v1/admin/jobs/{id}/retry: one more try of a failed job, now (audit-logged). 409 when it
// is not failed or is running, 404 when it is gone.

export function retryJob(id: string): Promise<AdminJob> {
  return http.post<AdminJob>(`/api/v1/admin/jobs/${encodeURIComponent(id)}/retry`);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // Refused or not, the list and the counts are asked again: a refusal means they changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
