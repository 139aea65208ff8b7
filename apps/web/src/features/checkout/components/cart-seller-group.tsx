import { Store } from 'lucide-react';
import type { CartSeller } from '@dwa/shared/commerce';
import { availableUnits, sellerName } from '../lib/cart-display';
import { CartLine } from './cart-line';
import { MoneyRow } from './money-rows';
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

type Props = {
  group: CartSeller;
  busy: boolean;
  onQuantity: (listingId: number, quantity: number) => void;
  onRemove: (listingId: number) => void;
};

/** One seller's part of the cart: one order and one delivery at checkout. */
export function CartSellerGroup({ group, busy, onQuantity, onRemove }: Props) {
  const t = useT(checkoutMessages);
  const units = availableUnits(group);
  const name = sellerName(group.seller);
  return (
    <section
      aria-label={t('group.soldBy', { name })}
      className="rounded-2xl border border-gray-200 bg-white px-4 pt-4 pb-3 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 className="flex items-center gap-2 text-base font-bold">
        <Store aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
      </h2>
      <ul className="divide-y divide-gray-200 dark:divide-gray-800">
        {group.items.map((item) => (
          <CartLine
            key={item.listing_id}
            item={item}
            busy={busy}
            onQuantity={(quantity) => onQuantity(item.listing_id, quantity)}
            onRemove={() => onRemove(item.listing_id)}
          />
        ))}
      </ul>
      {units > 0 ? (
        <dl className="space-y-1 border-t border-gray-200 pt-3 dark:border-gray-800">
          <MoneyRow label={t('group.subtotal', { count: units })} amount={group.subtotal} />
          <MoneyRow
            label={t('courier')}
            amount={group.courier_fee}
            note={group.seller.has_pickup_address ? t('group.pickupFree') : undefined}
          />
        </dl>
      ) : (
        <p className="border-t border-gray-200 pt-3 text-sm text-gray-700 dark:border-gray-800 dark:text-gray-300">{t('group.nothing')}</p>
      )}
    </section>
  );
}
