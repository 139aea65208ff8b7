import { Button } from '../../../components/ui/button';
import { Price } from '../../../components/price';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { useProblemText } from '../../../lib/i18n/problem-text';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { usePayouts } from '../api/get-payouts';
import { PayoutStatusBadge } from './payout-status';

/** My payouts (both wallets), newest first, with their state and any reason a transfer failed. */
export function PayoutHistory() {
  const t = useT(payoutsMessages);
  const f = useFormat();
  const issue = useProblemText();
  const query = usePayouts();
  const payouts = query.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="payouts-title" className="mt-8">
      <h2 id="payouts-title" className="mb-3 text-lg font-semibold">
        {t('history')}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : query.isError ? (
        <SectionError message={failureText(query.error, t('history.error'))} onRetry={() => void query.refetch()} />
      ) : payouts.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-700 dark:border-gray-700 dark:bg-gray-900">
          {payouts.map((payout) => (
            <li key={payout.id} data-testid="payout" className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  <Price cedis={payout.amount} /> <PayoutStatusBadge payout={payout} />
                </p>
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  {t(payout.wallet === 'seller' ? 'wallet.seller' : 'wallet.courier')} · {payout.destination.label} ·{' '}
                  <time dateTime={payout.created_at}>{f.date(payout.created_at, 'dateTime')}</time>
                  {payout.requested_by === 'schedule' ? ` · ${t('history.weekly')}` : null}
                </p>
                {payout.failure_reason ? <p className="text-sm text-red-700 dark:text-red-400">{issue(payout.failure_reason)}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button variant="outline" className="mt-3" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
