import { Link } from '../../../lib/router';
import { CircleAlert, Trash2 } from 'lucide-react';
import type { CartItem } from '@dwa/shared/commerce';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { canChangeQuantity, lineMax, problemText } from '../lib/cart-display';
import { ItemThumb } from './item-thumb';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';
import { Price } from '../../../components/price';

type Props = { item: CartItem; busy: boolean; onQuantity: (quantity: number) => void; onRemove: () => void };

/** One line of the cart: a flagged line says why it cannot be bought and is left out of the totals. */
export function CartLine({ item, busy, onQuantity, onRemove }: Props) {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const problem = problemText(t, item);
  return (
    <li className="flex gap-3 py-4">
      <ItemThumb src={item.image} />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <Link
            to={paths.listing.getHref(item.listing_id)}
            className="line-clamp-2 font-semibold [overflow-wrap:anywhere] hover:text-emerald-800 hover:underline dark:hover:text-emerald-300"
          >
            {item.title}
          </Link>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('line.each', { price: f.cedis(item.price, 'ghc') })}</p>
        </div>
        {problem ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {canChangeQuantity(item) ? (
            <QuantityStepper
              label={t('line.quantityOf', { title: item.title })}
              hideLabel
              value={item.quantity}
              max={lineMax(item)}
              disabled={busy}
              onChange={onQuantity}
            />
          ) : (
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('line.quantity', { quantity: item.quantity })}</p>
          )}
          <p className={`ml-auto text-end font-bold ${problem ? 'text-gray-600 line-through dark:text-gray-400' : ''}`}>
            <Price cedis={item.line_total} />
            {problem ? <span className="sr-only"> {t('line.notCounted')}</span> : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3"
          disabled={busy}
          aria-label={t('line.removeTitle', { title: item.title })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('line.remove')}
        </Button>
      </div>
    </li>
  );
}
