import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportTicketListSchema } from '@dwa/shared/delivery';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import { supportKeys, type TicketFilter } from './query-keys';

// GET /api/v1/admin/delivery/tickets?status=: issues reported on deliveries, newest first.

export type TicketList = z.infer<typeof supportTicketListSchema>;
export type AdminTicket = TicketList['items'][number];

export function getTickets(filter: TicketFilter, signal?: AbortSignal): Promise<TicketList> {
  const query = filter === 'all' ? '' : `?status=${filter}`;
  return http.get<TicketList>(`/api/v1/admin/delivery/tickets${query}`, { signal });
}

export function ticketsQueryOptions(viewer: string, filter: TicketFilter) {
  return queryOptions({ queryKey: supportKeys.tickets(viewer, filter), queryFn: ({ signal }) => getTickets(filter, signal) });
}

export function useTickets(filter: TicketFilter) {
  return useQuery(ticketsQueryOptions(useViewerKey(), filter));
}
