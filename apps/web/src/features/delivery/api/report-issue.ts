import { useMutation } from '@tanstack/react-query';
import type { SupportTicket, SupportTicketInput } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';

// POST /api/v1/delivery/requests/{id}/issues {category, message}: a support ticket the admins see.

export function reportIssue(id: number, input: SupportTicketInput): Promise<SupportTicket> {
  return http.post<SupportTicket>(`/api/v1/delivery/requests/${id}/issues`, input);
}

export function useReportIssue() {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: SupportTicketInput }) => reportIssue(id, input) });
}
