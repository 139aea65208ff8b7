import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { DISPUTE_REASONS } from '@dwa/shared/disputes';
import type { DisputeReason } from '@dwa/shared/disputes';
import { Link, Navigate, useNavigate, useParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Price } from '../../../components/price';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../hooks/use-session';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/failure-text';
import { useProblemText } from '../../../lib/i18n/problem-text';
import { useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { useDisputes } from '../api/get-disputes';
import { useDisputedOrder } from '../api/get-order';
import { useOpenDispute } from '../api/open-dispute';
import { DisputeComposer } from './dispute-composer';

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /orders/{id}/dispute: the buyer says what went wrong (a reason, what happened, photos). */
export function OpenDisputePage() {
  const t = useT(disputesMessages);
  const issue = useProblemText();
  const navigate = useNavigate();
  const session = useSession();
  const orderId = parseId(useParams().id);
  const order = useDisputedOrder(orderId);
  const existing = useDisputes(orderId !== null)
    .data?.pages.flatMap((page) => page.results)
    .find((dispute) => dispute.order_id === orderId && dispute.status === 'open');
  const open = useOpenDispute();
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();

  if (existing) return <Navigate to={paths.dispute.getHref(existing.id)} replace />;
  if (orderId === null || (order.isError && order.error instanceof ApiError && order.error.status >= 400 && order.error.status < 500)) {
    return (
      <Page title={t('new.title')}>
        <EmptyState title={t('new.noOrder')} />
      </Page>
    );
  }
  if (order.isPending) {
    return (
      <Page title={t('new.title')}>
        <Skeleton className="h-40 w-full" />
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page title={t('new.title')}>
        <SectionError message={failureText(order.error, t('error'))} onRetry={() => void order.refetch()} />
      </Page>
    );
  }
  const detail = order.data;
  const buyer = Number(session.user?.userId) === detail.buyer.id;

  return (
    <Page title={t('new.title')} description={t('new.text')}>
      <Link
        to={paths.order.getHref(detail.id)}
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('new.back', { number: detail.number })}
      </Link>
      <div className="max-w-2xl space-y-4">
        <p className="text-sm">
          {t('new.order', { number: detail.number, seller: detail.seller.business_name ?? detail.seller.name })} ·{' '}
          <Price cedis={detail.total} />
        </p>
        {!buyer ? (
          <EmptyState title={t('new.notBuyer')} />
        ) : (
          <div className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
            <DisputeComposer
              label={t('new.what')}
              submitLabel={t('new.submit')}
              sendingLabel={t('new.sending')}
              check={() => (reason ? null : (setReasonError(t('new.chooseReason')), ''))}
              send={async ({ body, photos, onProgress }) => {
                const dispute = await open.mutateAsync({ orderId: detail.id, reason: reason!, body, photos, onProgress });
                navigate(paths.dispute.getHref(dispute.id));
              }}
              pending={open.isPending}
              error={open.error}
              onFieldIssues={(fields) => setReasonError(fields.reason)}
            >
              <fieldset aria-describedby={reasonError ? 'reason-error' : undefined}>
                <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">{t('new.reason')}</legend>
                <div className="space-y-2">
                  {DISPUTE_REASONS.map((value) => (
                    <label
                      key={value}
                      className="flex min-h-10 items-start gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm has-checked:border-emerald-600 dark:border-gray-700"
                    >
                      <input
                        type="radio"
                        name="reason"
                        value={value}
                        checked={reason === value}
                        onChange={() => {
                          setReason(value);
                          setReasonError(undefined);
                        }}
                        className="mt-0.5 size-4 accent-emerald-700"
                      />
                      <span>
                        <span className="block font-medium">{t(`reason.${value}`)}</span>
                        <span className="block text-gray-600 dark:text-gray-400">{t(`reason.${value}.text`)}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {reasonError ? (
                  <p id="reason-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
                    {issue(reasonError)}
                  </p>
                ) : null}
              </fieldset>
            </DisputeComposer>
          </div>
        )}
      </div>
    </Page>
  );
}
