import { ArrowLeft } from 'lucide-react';
import type { Dispute } from '@dwa/shared/disputes';
import { Link, useParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { Price } from '../../../components/price';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { useAddMessage } from '../api/add-message';
import { useDispute } from '../api/get-dispute';
import { DisputeComposer } from './dispute-composer';
import { DisputeStatusBadge } from './dispute-status-badge';
import { DisputeThread } from './dispute-thread';

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function BackLink() {
  const t = useT(disputesMessages);
  return (
    <Link
      to={paths.disputes.getHref()}
      className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('list.title')}
    </Link>
  );
}

function Outcome({ dispute }: { dispute: Dispute }) {
  const t = useT(disputesMessages);
  const f = useFormat();
  if (dispute.status === 'open') {
    return (
      <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
        {t(dispute.my_role === 'seller' ? 'open.seller' : 'open.buyer')}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="outcome-title"
      className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm dark:border-emerald-800 dark:bg-emerald-950/40"
    >
      <h2 id="outcome-title" className="font-semibold">
        {t('outcome.title')}
        {dispute.resolved_at ? (
          <span className="font-normal text-gray-700 dark:text-gray-300">
            {' · '}
            <time dateTime={dispute.resolved_at}>{f.date(dispute.resolved_at, 'dateTime')}</time>
          </span>
        ) : null}
      </h2>
      <p className="mt-1" data-testid="dispute-outcome">
        {dispute.status === 'released' ? t('outcome.released') : null}
        {dispute.status === 'refunded' || dispute.status === 'partly_refunded' ? (
          <>
            {t(dispute.status === 'refunded' ? 'outcome.refunded' : 'outcome.partly')} <Price cedis={dispute.refund ?? 0} />
          </>
        ) : null}
      </p>
      {dispute.resolution_note ? <p className="mt-1 break-words text-gray-700 dark:text-gray-300">{dispute.resolution_note}</p> : null}
    </section>
  );
}

function Reply({ dispute }: { dispute: Dispute }) {
  const t = useT(disputesMessages);
  const add = useAddMessage(dispute.id);
  return (
    <section aria-labelledby="reply-title" className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
      <h2 id="reply-title" className="mb-3 font-semibold">
        {t('reply.title')}
      </h2>
      <DisputeComposer
        label={t('reply.label')}
        submitLabel={t('reply.send')}
        sendingLabel={t('reply.sending')}
        send={(input) => add.mutateAsync(input)}
        pending={add.isPending}
        error={add.error}
      />
    </section>
  );
}

/** /disputes/{id}: what went wrong, the decision once made, both sides' messages and photos, and a reply. */
export function DisputePage() {
  const t = useT(disputesMessages);
  const f = useFormat();
  const id = parseId(useParams().id);
  const query = useDispute(id);

  if (id === null || (query.isError && query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <BackLink />
        <div className="mt-4">
          <EmptyState title={t('notFound')} />
        </div>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="mx-auto max-w-3xl space-y-3 px-4 py-8">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <BackLink />
        <div className="mt-4">
          <SectionError message={failureText(query.error, t('error'))} onRetry={() => void query.refetch()} />
        </div>
      </div>
    );
  }
  const dispute = query.data;
  const title = t('page.title', { number: dispute.order_number });
  const other = dispute.my_role === 'buyer' ? dispute.seller.name : dispute.buyer.name;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <DocumentTitle title={title} />
      <BackLink />
      <div className="mt-2 mb-4 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <DisputeStatusBadge status={dispute.status} />
      </div>
      <dl className="mb-4 grid gap-x-6 gap-y-2 rounded-xl border border-gray-200 bg-white p-4 text-sm sm:grid-cols-2 dark:border-gray-700 dark:bg-gray-900">
        <div>
          <dt className="text-gray-600 dark:text-gray-400">{t('page.reason')}</dt>
          <dd className="font-medium">{t(`reason.${dispute.reason}`)}</dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">{t('page.order')}</dt>
          <dd className="font-medium">
            <Link to={paths.order.getHref(dispute.order_id)} className="text-emerald-800 underline dark:text-emerald-300">
              {dispute.order_number}
            </Link>{' '}
            · <Price cedis={dispute.order_total} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">{t(dispute.my_role === 'buyer' ? 'page.seller' : 'page.buyer')}</dt>
          <dd className="font-medium">{other}</dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">{t('page.opened')}</dt>
          <dd className="font-medium">
            <time dateTime={dispute.created_at}>{f.date(dispute.created_at, 'dateTime')}</time>
          </dd>
        </div>
      </dl>
      <div className="space-y-4">
        <Outcome dispute={dispute} />
        <DisputeThread dispute={dispute} />
        {dispute.status === 'open' ? (
          <Reply dispute={dispute} />
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('closed')}</p>
        )}
      </div>
    </div>
  );
}
