import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage, RefreshButton } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { formatDateTime } from '../lib/format';
import { DISPUTE_FILTER_ORDER, disputesStatusParam, readDisputesFilter } from './disputes-filters';
import { DISPUTE_TONE } from './dispute-text';
import { useDisputes } from './get-disputes';
import type { DisputeSummary } from './get-disputes';

const term = 'font-medium text-gray-600 dark:text-gray-400';

function DisputeCard({ dispute }: { dispute: DisputeSummary }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const titleId = `dispute-${dispute.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          <Link to={paths.adminDispute.getHref(dispute.id)} className="text-emerald-800 underline dark:text-emerald-300">
            {t('disputes.heading', { number: dispute.order_number })}
          </Link>
        </h3>
        <Badge tone={DISPUTE_TONE[dispute.status]}>{t(`disputes.status.${dispute.status}`)}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className={term}>{t('disputes.reason')}</dt>
        <dd>{t(`disputes.reason.${dispute.reason}`)}</dd>
        <dt className={term}>{t('disputes.parties')}</dt>
        <dd className="break-words">{t('disputes.partiesText', { buyer: dispute.buyer.name, seller: dispute.seller.name })}</dd>
        <dt className={term}>{t('disputes.total')}</dt>
        <dd className="tabular-nums">{f.cedis(dispute.order_total, 'ghc')}</dd>
        <dt className={term}>{t('disputes.opened')}</dt>
        <dd>
          <time dateTime={dispute.created_at}>{formatDateTime(f, dispute.created_at)}</time>
        </dd>
        {dispute.refund !== null ? (
          <>
            <dt className={term}>{t('disputes.refunded')}</dt>
            <dd className="tabular-nums">{f.cedis(dispute.refund, 'ghc')}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}

/** /admin/disputes: buyers' disputes, the open ones first (waiting for a decision). */
export function DisputesPage() {
  const t = useT(adminMessages);
  const [params] = useSearchParams();
  const filter = readDisputesFilter(params);
  const disputes = useDisputes(filter);
  const loading = disputes.isPending || disputes.isPlaceholderData;
  const list = loading ? [] : (disputes.data?.pages.flatMap((page) => page.results) ?? []);
  const choices = DISPUTE_FILTER_ORDER.map((item) => ({
    label: t(`disputes.filter.${item}`),
    href: paths.adminDisputes.getHref(disputesStatusParam(item)),
    current: item === filter,
  }));

  return (
    <AdminPage
      title={t('disputes.title')}
      description={t('disputes.intro')}
      actions={<RefreshButton query={disputes}>{t('disputes.refresh')}</RefreshButton>}
    >
      <div className="mb-5">
        <FilterLinks label={t('disputes.statuses')} items={choices} />
      </div>
      <ListStates
        errorText={t('disputes.error')}
        loadingText={t('disputes.loading')}
        pending={loading}
        error={disputes.isError && !disputes.data}
        empty={list.length === 0}
        emptyTitle={t(`disputes.none.${filter}`)}
        onRetry={() => void disputes.refetch()}
      >
        <ol aria-label={t('disputes.list')} className="space-y-3">
          {list.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard dispute={dispute} />
            </li>
          ))}
        </ol>
        <LoadMore hasMore={disputes.hasNextPage} loading={disputes.isFetchingNextPage} onLoad={() => void disputes.fetchNextPage()} />
      </ListStates>
    </AdminPage>
  );
}
