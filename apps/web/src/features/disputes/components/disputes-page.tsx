import { Scale } from 'lucide-react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Price } from '../../../components/price';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { useDisputes } from '../api/get-disputes';
import { DisputeStatusBadge } from './dispute-status-badge';

/** /disputes: my disputes, on my purchases and on my sales, newest first. */
export function DisputesPage() {
  const t = useT(disputesMessages);
  const f = useFormat();
  const query = useDisputes();
  const disputes = query.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Page title={t('list.title')} description={t('list.description')}>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="space-y-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <SectionError message={failureText(query.error, t('list.error'))} onRetry={() => void query.refetch()} />
      ) : disputes.length === 0 ? (
        <EmptyState icon={<Scale aria-hidden="true" className="size-8" />} title={t('list.empty')}>
          <p className="max-w-md text-sm text-gray-600 dark:text-gray-400">{t('list.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {disputes.map((dispute) => (
            <li
              key={dispute.id}
              data-testid="dispute-card"
              className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={paths.dispute.getHref(dispute.id)} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
                  {t('page.title', { number: dispute.order_number })}
                </Link>
                <DisputeStatusBadge status={dispute.status} />
              </div>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                {t(dispute.my_role === 'seller' ? 'list.onSale' : 'list.onPurchase', {
                  name: dispute.my_role === 'seller' ? dispute.buyer.name : dispute.seller.name,
                })}{' '}
                · {t(`reason.${dispute.reason}`)} · <Price cedis={dispute.order_total} /> ·{' '}
                <time dateTime={dispute.created_at}>{f.date(dispute.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button variant="outline" className="mt-3" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : null}
    </Page>
  );
}
