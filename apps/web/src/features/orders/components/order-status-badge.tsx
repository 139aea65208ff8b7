import { Badge } from '../../../components/ui/badge';
import { statusLabel, statusTone, type OrderViewer } from '../lib/status';
import type { Order } from '../types';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/areas/orders/en';

export function OrderStatusBadge({ order, viewer }: { order: Pick<Order, 'status' | 'delivery_method'>; viewer: OrderViewer }) {
  const t = useT(ordersMessages);
  return (
    <Badge tone={statusTone(order.status)} className="whitespace-nowrap">
      <span data-status={order.status}>{statusLabel(t, order.status, order.delivery_method, viewer)}</span>
    </Badge>
  );
}
