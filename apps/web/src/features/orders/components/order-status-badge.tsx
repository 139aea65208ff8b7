import { Badge } from '../../../components/ui/badge';
import { statusLabel, statusTone, type OrderViewer } from '../lib/status';
import type { Order } from '../types';

export function OrderStatusBadge({ order, viewer }: { order: Pick<Order, 'status' | 'delivery_method'>; viewer: OrderViewer }) {
  return (
    <Badge tone={statusTone(order.status)} className="whitespace-nowrap">
      <span data-status={order.status}>{statusLabel(order.status, order.delivery_method, viewer)}</span>
    </Badge>
  );
}
