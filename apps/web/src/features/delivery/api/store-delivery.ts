import type { QueryClient } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { deliveryKeys } from './query-keys';

/** A fresh delivery answer (a mutation's or a live frame's): its detail now, every list and the stats soon. */
export function storeDelivery(queryClient: QueryClient, viewer: string, delivery: Delivery): Promise<void> {
  queryClient.setQueryData(deliveryKeys.detail(viewer, delivery.id), delivery);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deliveryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: deliveryKeys.stats(viewer) }),
  ]).then(() => undefined);
}
