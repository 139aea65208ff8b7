import { adminKeys } from '../../api/admin-keys';

export type TicketFilter = 'open' | 'resolved' | 'all';

export const supportKeys = {
  all: adminKeys.section('support'),
  tickets: (viewer: string, filter: TicketFilter) => [...supportKeys.all, 'tickets', viewer, filter] as const,
  locked: (viewer: string) => [...supportKeys.all, 'locked', viewer] as const,
};
