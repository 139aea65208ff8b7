import type { DeliveryStatus } from '@dwa/shared/delivery';
import type { DeliveryRow } from './delivery.repo';

// The tracking timeline's words for each status (one event per step).

export const EVENT_TEXT: Record<DeliveryStatus, (row: DeliveryRow, actorName: string) => { description: string; location: string | null }> =
  {
    requested: (row) => ({ description: 'Delivery requested', location: row.pickupAddress }),
    accepted: (_row, name) => ({ description: `${name} accepted the job`, location: null }),
    picked_up: (row) => ({ description: 'Package picked up', location: row.pickupAddress }),
    in_transit: (row) => ({ description: `On the way to ${row.deliveryAddress}`, location: null }),
    nearby: (row) => ({ description: 'Courier is nearby', location: row.deliveryAddress }),
    delivered: (row) => ({ description: `Delivered to ${row.recipientName}`, location: row.deliveryAddress }),
    cancelled: (_row, name) => ({ description: `Cancelled by ${name}`, location: null }),
  };
