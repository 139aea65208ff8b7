import { Badge } from '../../../components/ui/badge';
import { courierStage, statusLabel, statusTone, type OrderViewer } from '../lib/status';
import type { Order } from '../types';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** The order's status as its viewer should read it; a shipped courier order says where the courier job really is (`data-stage`). */
export function OrderStatusBadge({
  order,
  viewer,
}: {
  order: Pick<Order, 'status' | 'delivery_method' | 'delivery'>;
  viewer: OrderViewer;
}) {
  const t = useT(ordersMessages);
  return (
    <Badge tone={statusTone(order)} className="whitespace-nowrap">
      <span data-status={order.status} data-stage={courierStage(order) ?? undefined}>
        {statusLabel(t, order, viewer)}
      </span>
    </Badge>
  );
}
