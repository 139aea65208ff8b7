import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { formatCedis } from '../lib/format';
import type { OrderDetail } from '../types';
import { OrderThumb } from './order-thumb';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

export function OrderItems({ order }: { order: OrderDetail }) {
  const f = useFormat();
  const t = useT(ordersMessages);
  return (
    <SectionCard title={t('items.title', { count: order.item_count })} id="order-items-title">
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <OrderThumb src={item.image} />
            <div className="min-w-0 flex-1">
              {item.listing_id !== null ? (
                <Link
                  to={paths.listing.getHref(item.listing_id)}
                  className="font-medium break-words text-emerald-800 hover:underline dark:text-emerald-300"
                >
                  {item.title}
                </Link>
              ) : (
                <p className="font-medium break-words">{item.title}</p>
              )}
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {item.quantity} × {formatCedis(f, item.unit_price)}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap">{formatCedis(f, item.line_total)}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
