import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { DELIVERY_STATUS_LABELS } from '@dwa/shared/delivery';
import type { AdminUserDetail } from '@dwa/shared/admin';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatDateTime, valueLabel } from '../lib/format';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

// The user's page below the account: their newest listings, reports against them, deliveries and
// sign-ins (20 of each, newest first).

function Activity({ id, title, empty, count, children }: { id: string; title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title} <span className="text-sm font-normal text-gray-600 dark:text-gray-400">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">{children}</ul>
      )}
    </section>
  );
}

const row = 'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm';
const muted = 'text-gray-600 dark:text-gray-400';
const statusTone = (status: string) =>
  status === 'active' || status === 'delivered' ? 'success' : status === 'pending' || status === 'open' ? 'warning' : 'neutral';

export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const f = useFormat();
  const t = useT(adminMessages);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Activity id="user-listings" title={t('user.listings')} empty={t('activity.noListings')} count={detail.listings.length}>
        {detail.listings.map((listing) => (
          <li key={listing.id} className={row}>
            <Link
              to={paths.listing.getHref(listing.id)}
              className="min-w-0 font-medium break-words text-emerald-800 underline dark:text-emerald-300"
            >
              {listing.title}
            </Link>
            <span className="flex items-center gap-2">
              <span className="tabular-nums">{f.cedis(listing.price, 'ghc')}</span>
              <Badge tone={statusTone(listing.status)}>{valueLabel(t, listing.status)}</Badge>
            </span>
          </li>
        ))}
      </Activity>
      <Activity id="user-reports" title={t('activity.reports')} empty={t('activity.noReports')} count={detail.reports_against.length}>
        {detail.reports_against.map((report) => (
          <li key={report.id} className={row}>
            <span className="min-w-0">
              <span className="block font-medium">{valueLabel(t, report.reason)}</span>
              <Link to={paths.listing.getHref(report.listing_id)} className={`${muted} break-words underline`}>
                {report.listing_title}
              </Link>
            </span>
            <span className="flex items-center gap-2">
              <span className={muted}>{formatDate(f, report.created_at)}</span>
              <Badge tone={statusTone(report.status)}>{valueLabel(t, report.status)}</Badge>
            </span>
          </li>
        ))}
      </Activity>
      <Activity id="user-deliveries" title={t('activity.deliveries')} empty={t('activity.noDeliveries')} count={detail.deliveries.length}>
        {detail.deliveries.map((delivery) => (
          <li key={delivery.id} className={row}>
            <span>
              {t('activity.delivery', { id: String(delivery.id) })}{' '}
              <span className={muted}>{t(delivery.role === 'courier' ? 'activity.asCourier' : 'activity.asCustomer')}</span>
            </span>
            <span className="flex items-center gap-2">
              <span className={muted}>{formatDate(f, delivery.created_at)}</span>
              <Badge tone={statusTone(delivery.status)}>{DELIVERY_STATUS_LABELS[delivery.status]}</Badge>
            </span>
          </li>
        ))}
      </Activity>
      <Activity id="user-sign-ins" title={t('activity.signIns')} empty={t('activity.noSignIns')} count={detail.sign_ins.length}>
        {detail.sign_ins.map((signIn, index) => (
          <li key={`${signIn.created_at}-${index}`} className={row}>
            <span className="min-w-0">
              <span className="block">{formatDateTime(f, signIn.created_at)}</span>
              <span className={`${muted} block text-xs break-all`}>
                {signIn.ip ?? t('activity.unknownAddress')}
                {signIn.user_agent ? ` · ${signIn.user_agent}` : ''}
              </span>
            </span>
            {signIn.succeeded ? (
              <Badge tone="success">{t('activity.signedIn')}</Badge>
            ) : (
              <Badge tone="warning">{t('activity.wrongPassword')}</Badge>
            )}
          </li>
        ))}
      </Activity>
    </div>
  );
}
