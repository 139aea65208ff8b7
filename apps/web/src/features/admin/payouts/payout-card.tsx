import type { AdminPayout } from '@dwa/shared/payouts';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { formatDateTime } from '../lib/format';
import { payoutsSearch } from './payouts-filters';

const term = 'font-medium text-gray-600 dark:text-gray-400';
const link = 'font-medium text-emerald-800 underline dark:text-emerald-300';
const TONE = { pending: 'warning', processing: 'neutral', paid: 'success', failed: 'danger', reversed: 'danger' } as const;

/** Whether an admin may hold it: it has not been sent yet, and is not held already. */
export const canHold = (payout: Pick<AdminPayout, 'status' | 'held'>) => payout.status === 'pending' && !payout.held;

/** One payout: amount, status, whose and where to, its reference and moments; hold or release. */
export function PayoutCard({
  payout,
  busy,
  onHold,
  onRelease,
}: {
  payout: AdminPayout;
  busy: boolean;
  onHold: () => void;
  onRelease: () => void;
}) {
  const f = useFormat();
  const t = useT(adminMessages);
  const titleId = `payout-${payout.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold tabular-nums">
          {t('payouts.heading', { amount: f.cedis(payout.amount, 'ghc'), id: String(payout.id) })}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Badge tone={TONE[payout.status]}>{t(`payouts.status.${payout.status}`)}</Badge>
          {payout.held ? <Badge tone="warning">{t('payouts.held')}</Badge> : null}
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className={term}>{t('payouts.person')}</dt>
        <dd className="break-words">
          {payout.user.name} <span className="text-gray-600 dark:text-gray-400">({payout.user.email})</span>
          <span className="mt-1 flex flex-wrap gap-x-3">
            <Link to={paths.adminLedger.getHref(payout.user.id, payout.wallet)} className={link}>
              {t('payouts.ledgerLink', { name: payout.user.name })}
            </Link>
            <Link
              to={paths.adminPayouts.getHref(payoutsSearch({ status: null, held: false, userId: String(payout.user.id) }))}
              className={link}
            >
              {t('payouts.onlyPerson', { name: payout.user.name })}
            </Link>
          </span>
        </dd>
        <dt className={term}>{t('payouts.wallet')}</dt>
        <dd>{t(`payouts.wallet.${payout.wallet}`)}</dd>
        <dt className={term}>{t('payouts.to')}</dt>
        <dd className="break-words">
          {payout.destination.label} · {payout.destination.account_name}
        </dd>
        <dt className={term}>{t('payouts.requested')}</dt>
        <dd>
          <time dateTime={payout.created_at}>{formatDateTime(f, payout.created_at)}</time> · {t(`payouts.by.${payout.requested_by}`)}
        </dd>
        {payout.paid_at ? (
          <>
            <dt className={term}>{t('payouts.paidAt')}</dt>
            <dd>
              <time dateTime={payout.paid_at}>{formatDateTime(f, payout.paid_at)}</time>
            </dd>
          </>
        ) : null}
        <dt className={term}>{t('payouts.reference')}</dt>
        <dd className="font-mono break-all">{payout.reference}</dd>
        {payout.failure_reason ? (
          <>
            <dt className={term}>{t('payouts.failure')}</dt>
            <dd className="break-words">{payout.failure_reason}</dd>
          </>
        ) : null}
        {payout.held && payout.held_reason ? (
          <>
            <dt className={term}>{t('payouts.heldReason')}</dt>
            <dd className="break-words">{payout.held_reason}</dd>
          </>
        ) : null}
      </dl>
      {canHold(payout) || payout.held ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {payout.held ? (
            <Button size="sm" onClick={onRelease} disabled={busy} aria-busy={busy || undefined}>
              {t('payouts.release')}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={onHold} disabled={busy} aria-busy={busy || undefined}>
              {t('payouts.hold')}
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}
