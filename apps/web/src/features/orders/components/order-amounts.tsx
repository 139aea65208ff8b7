import type { ReactNode } from 'react';
import type { AreaT } from '../../../lib/i18n/area';
import type { Format } from '../../../lib/i18n/format';
import { formatCedis } from '../lib/format';
import { paymentMethodLabel, paymentStatusLabel } from '../lib/status';
import type { Order } from '../types';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** `text`: words that may wrap (amounts never do). */
type Row = { label: string; value: ReactNode; strong?: boolean; text?: boolean };
type T = AreaT<(typeof ordersMessages)['en']>;

/** Subtotal, delivery fee, discounts and total, then how it is paid: shown on the page and on the receipt. */
export function amountRows(t: T, f: Format, order: Order): Row[] {
  const rows: Row[] = [
    { label: t('subtotal'), value: formatCedis(f, order.subtotal) },
    {
      label: t(order.delivery_method === 'pickup' ? 'amounts.deliveryFeePickup' : 'amounts.deliveryFee'),
      value: formatCedis(f, order.delivery_fee),
    },
  ];
  if (order.discount > 0) rows.push({ label: t('amounts.orderDiscount'), value: formatCedis(f, -order.discount) });
  if (order.delivery_discount > 0) rows.push({ label: t('amounts.deliveryDiscount'), value: formatCedis(f, -order.delivery_discount) });
  rows.push({ label: t('total'), value: formatCedis(f, order.total), strong: true });
  return rows;
}

export function paymentRows(t: T, order: Order): Row[] {
  const rows: Row[] = [
    { label: t('amounts.paymentMethod'), value: paymentMethodLabel(t, order.payment_method), text: true },
    { label: t('amounts.paymentStatus'), value: paymentStatusLabel(t, order.payment_status), text: true },
  ];
  if (order.promo_codes.length > 0)
    rows.push({
      label: t(order.promo_codes.length > 1 ? 'amounts.promoCodes' : 'amounts.promoCode'),
      value: order.promo_codes.join(', '),
      text: true,
    });
  return rows;
}

export function AmountList({ rows }: { rows: Row[] }) {
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map((row) => (
        <div
          key={row.label}
          className={`flex justify-between gap-4 ${row.strong ? 'border-t border-gray-200 pt-2 text-base font-bold dark:border-gray-700' : ''}`}
        >
          <dt className={`shrink-0 ${row.strong ? '' : 'text-gray-600 dark:text-gray-400'}`}>{row.label}</dt>
          <dd className={`text-right font-medium ${row.text ? 'min-w-0 break-words' : 'whitespace-nowrap'}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderAmounts({ order }: { order: Order }) {
  const f = useFormat();
  const t = useT(ordersMessages);
  return (
    <SectionCard title={t('amounts.title')} id="order-payment-title">
      <AmountList rows={amountRows(t, f, order)} />
      <div className="mt-3 border-t border-gray-100 pt-3 dark:border-gray-800">
        <AmountList rows={paymentRows(t, order)} />
      </div>
    </SectionCard>
  );
}
