import { ArrowLeft } from 'lucide-react';
import type { Dispute } from '@dwa/shared/disputes';
import { Link, useParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/http';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../lib/format';
import { AdminMessageForm } from './admin-message-form';
import { DisputeMessages } from './dispute-messages';
import { DISPUTE_TONE } from './dispute-text';
import { useDispute } from './get-dispute';
import { ResolveForm } from './resolve-form';

const term = 'font-medium text-gray-600 dark:text-gray-400';
const link = 'font-medium text-emerald-800 underline dark:text-emerald-300';

function Back() {
  const t = useT(adminMessages);
  return (
    <Link
      to={paths.adminDisputes.getHref()}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-800 underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('dispute.back')}
    </Link>
  );
}

function Facts({ dispute }: { dispute: Dispute }) {
  const f = useFormat();
  const t = useT(adminMessages);
  return (
    <section
      aria-labelledby="dispute-facts"
      className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="dispute-facts" className="sr-only">
        {t('dispute.facts')}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className={term}>{t('disputes.reason')}</dt>
        <dd>{t(`disputes.reason.${dispute.reason}`)}</dd>
        <dt className={term}>{t('disputes.total')}</dt>
        <dd className="tabular-nums">{f.cedis(dispute.order_total, 'ghc')}</dd>
        <dt className={term}>{t('dispute.buyer')}</dt>
        <dd className="break-words">
          <Link to={paths.adminUser.getHref(dispute.buyer.id)} className={link}>
            {dispute.buyer.name}
          </Link>
        </dd>
        <dt className={term}>{t('dispute.seller')}</dt>
        <dd className="flex flex-wrap gap-x-3 break-words">
          <Link to={paths.adminUser.getHref(dispute.seller.id)} className={link}>
            {dispute.seller.name}
          </Link>
          <Link to={paths.adminLedger.getHref(dispute.seller.id)} className={link}>
            {t('payouts.ledgerLink', { name: dispute.seller.name })}
          </Link>
        </dd>
        <dt className={term}>{t('disputes.opened')}</dt>
        <dd>
          <time dateTime={dispute.created_at}>{formatDateTime(f, dispute.created_at)}</time>
        </dd>
        {dispute.resolved_at ? (
          <>
            <dt className={term}>{t('dispute.resolvedAt')}</dt>
            <dd>
              <time dateTime={dispute.resolved_at}>{formatDateTime(f, dispute.resolved_at)}</time>
            </dd>
          </>
        ) : null}
        {dispute.status !== 'open' ? (
          <>
            <dt className={term}>{t('disputes.refunded')}</dt>
            <dd className="tabular-nums">{f.cedis(dispute.refund ?? 0, 'ghc')}</dd>
          </>
        ) : null}
        {dispute.resolution_note ? (
          <>
            <dt className={term}>{t('dispute.decisionNote')}</dt>
            <dd className="break-words">{dispute.resolution_note}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** /admin/disputes/:id: both sides' words and photos, an admin's message, and the decision. */
export function DisputePage() {
  const t = useT(adminMessages);
  const id = useParams().id ?? '';
  const query = useDispute(id);

  if (query.isPending) return <Spinner label={t('dispute.loading')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404, 422].includes(query.error.status);
    return (
      <AdminPage title={missing ? t('dispute.notFound') : t('disputes.title')} actions={<Back />}>
        {missing ? <p>{t('dispute.noSuchId')}</p> : <SectionError message={t('dispute.error')} onRetry={() => void query.refetch()} />}
      </AdminPage>
    );
  }

  const dispute = query.data;
  return (
    <AdminPage
      title={t('dispute.title', { number: dispute.order_number })}
      description={<Badge tone={DISPUTE_TONE[dispute.status]}>{t(`disputes.status.${dispute.status}`)}</Badge>}
      actions={<Back />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Facts dispute={dispute} />
          <section aria-labelledby="dispute-thread">
            <h2 id="dispute-thread" className="mb-3 text-lg font-bold">
              {t('dispute.messages')}
            </h2>
            <DisputeMessages dispute={dispute} />
          </section>
        </div>
        {dispute.status === 'open' ? (
          <div className="min-w-0 space-y-6">
            <ResolveForm dispute={dispute} />
            <AdminMessageForm disputeId={String(dispute.id)} />
          </div>
        ) : (
          <p className="rounded-2xl border border-gray-200 p-4 text-sm dark:border-gray-800">{t('dispute.closedNote')}</p>
        )}
      </div>
    </AdminPage>
  );
}
