import type { DeliveryMethod } from '@dwa/shared/commerce';
import type { OrderStatus } from '@dwa/shared/orders-rules';
import type { OrderRole } from '../lib/tabs';

// Orders answer differently for each person (actions, handover code, phones): keys carry the viewer.

export type OrderFilters = {
  tab?: string;
  status?: OrderStatus;
  delivery_method?: DeliveryMethod;
  from?: string;
  to?: string;
  q?: string;
};

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (viewer: string, role: OrderRole, filters: OrderFilters, limit: number) =>
    [...orderKeys.lists(), viewer, role, filters, limit] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (viewer: string, id: number) => [...orderKeys.details(), viewer, id] as const,
};
