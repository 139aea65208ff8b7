import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportTicketListSchema } from '@dwa/shared/delivery';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import { supportKeys, type TicketFilter } from './query-keys';

// GET /api/v1/admin/delivery/tickets?status=&cursor=: issues reported on deliveries, newest first, page after page.

export const TICKETS_PAGE_SIZE = 20;

export type TicketList = z.infer<typeof supportTicketListSchema>;
export type AdminTicket = TicketList['items'][number];

export function getTickets(filter: TicketFilter, options: { cursor?: string; signal?: AbortSignal } = {}): Promise<TicketList> {
  const query = new URLSearchParams({ limit: String(TICKETS_PAGE_SIZE) });
  if (filter !== 'all') query.set('status', filter);
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<TicketList>(`/api/v1/admin/delivery/tickets?${query}`, { signal: options.signal });
}

export function ticketsQueryOptions(viewer: string, filter: TicketFilter) {
  return infiniteQueryOptions({
    queryKey: supportKeys.tickets(viewer, filter),
    queryFn: ({ pageParam, signal }) => getTickets(filter, { cursor: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useTickets(filter: TicketFilter) {
  return useInfiniteQuery(ticketsQueryOptions(useViewerKey(), filter));
}
