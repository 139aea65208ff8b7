import type { Movement, Wallet } from '@dwa/shared/payouts';
import { orderNumber } from '@dwa/shared/orders-rules';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { movementLabelKey, signedAmount } from '../lib/money';

type Props = { wallet: Wallet; movements: Movement[]; hasMore: boolean; loadingMore: boolean; onMore: () => void };

/** Every movement of the wallet, newest first, each with its order (a link) or ride. */
export function MovementList({ wallet, movements, hasMore, loadingMore, onMore }: Props) {
  const t = useT(payoutsMessages);
  const f = useFormat();
  return (
    <section aria-labelledby="movements-title" className="mt-8">
      <h2 id="movements-title" className="mb-3 text-lg font-semibold">
        {t('movements')}
      </h2>
      {movements.length === 0 ? (
        <EmptyState title={t('movements.empty')}>
          <p className="max-w-md text-sm text-gray-600 dark:text-gray-400">
            {t(wallet === 'seller' ? 'movements.emptySeller' : 'movements.emptyCourier')}
          </p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-700 dark:border-gray-700 dark:bg-gray-900">
          {movements.map((movement) => (
            <li key={movement.id} data-testid="movement" className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{t(movementLabelKey(movement, wallet) as keyof typeof payoutsMessages.en)}</p>
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  <time dateTime={movement.created_at}>{f.date(movement.created_at, 'dateTime')}</time>
                  {movement.order_id !== null ? (
                    <>
                      {' · '}
                      <Link
                        to={paths.order.getHref(movement.order_id)}
                        className="font-medium text-emerald-800 underline dark:text-emerald-300"
                      >
                        {t('movement.order', { number: orderNumber(movement.order_id) })}
                      </Link>
                    </>
                  ) : null}
                  {movement.ride_id !== null ? ` · ${t('movement.rideNumber', { id: movement.ride_id })}` : null}
                </p>
              </div>
              <p
                className={`font-semibold tabular-nums ${movement.amount < 0 ? 'text-gray-800 dark:text-gray-200' : 'text-emerald-800 dark:text-emerald-300'}`}
              >
                {signedAmount(movement.amount, (cedis) => f.cedis(cedis, 'ghc'))}
              </p>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <Button variant="outline" className="mt-3" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
