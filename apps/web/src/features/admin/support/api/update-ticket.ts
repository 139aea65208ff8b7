import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicket } from '@dwa/shared/delivery';
import { http } from '../../../../lib/http';
import { adminKeys } from '../../api/admin-keys';
import { supportKeys } from './query-keys';

// PATCH /api/v1/admin/delivery/tickets/{id} {status}: resolve an open ticket, or reopen a resolved one.

export function updateTicket({ id, status }: { id: number; status: 'open' | 'resolved' }): Promise<SupportTicket> {
  return http.patch<SupportTicket>(`/api/v1/admin/delivery/tickets/${id}`, { status });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'tickets'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}
