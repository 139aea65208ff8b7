import { Wallet } from 'lucide-react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useDeliveryPages } from '../api/get-deliveries';
import { useDeliveryEarnings } from '../api/get-delivery-earnings';
import { useDriverRideHistory } from '../api/ride-jobs';
import { courierEarnings, earningsEntries, mergeEarnings, rideEarningsEntries } from '../lib/stats';
import { formatDateTime, formatFare } from '../lib/format';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

/**
 * View Earnings: the totals from the ledger, after commission (deliveries and rides, cash and Mobile
 * Money; what is held for paid deliveries; the commission owed on cash jobs), and the completed
 * deliveries and rides in one list with their fares, newest first, page by page (loaded when opened).
 */
export function EarningsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const earnings = useDeliveryEarnings(open);
  const jobs = useDeliveryPages('courier', 'delivered', open);
  const rides = useDriverRideHistory(open);
  const totals = earnings.data ? courierEarnings(earnings.data) : null;
  const entries = mergeEarnings([
    { entries: earningsEntries(jobs.data?.pages ?? []), more: jobs.hasNextPage },
    { entries: rideEarningsEntries(rides.data?.pages ?? []), more: rides.hasNextPage },
  ]);
  const failed = jobs.isError ? jobs.error : rides.isError ? rides.error : null;
  const more = jobs.hasNextPage || rides.hasNextPage;
  const loadingMore = jobs.isFetchingNextPage || rides.isFetchingNextPage;
  const loadMore = () => {
    if (jobs.hasNextPage) void jobs.fetchNextPage();
    if (rides.hasNextPage) void rides.fetchNextPage();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('earnings.title')}>
      <div className="space-y-4">
        {earnings.isError ? <FormAlert>{earnings.error.message}</FormAlert> : null}
        {totals ? (
          <dl className="grid grid-cols-2 gap-2">
            <div className="flex flex-col-reverse rounded-xl bg-emerald-50 p-3 dark:bg-emerald-950/50">
              <dt className="text-xs">{t('stats.earnedNet')}</dt>
              <dd className="text-base font-bold whitespace-nowrap sm:text-lg">{formatFare(f, totals.total)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <dt className="text-xs">{t('earnings.today', { count: totals.todayCount })}</dt>
              <dd className="text-base font-bold whitespace-nowrap sm:text-lg">{formatFare(f, totals.today)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <dt className="text-xs">{t('earnings.deliveries')}</dt>
              <dd className="font-semibold whitespace-nowrap">{formatFare(f, totals.deliveries)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <dt className="text-xs">{t('earnings.rides')}</dt>
              <dd className="font-semibold whitespace-nowrap">{formatFare(f, totals.rides)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <dt className="text-xs">{t('earnings.held')}</dt>
              <dd className="font-semibold whitespace-nowrap">{formatFare(f, totals.held)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <dt className="text-xs">{t('earnings.owed')}</dt>
              <dd className="font-semibold whitespace-nowrap">{formatFare(f, totals.owed)}</dd>
            </div>
          </dl>
        ) : null}
        {jobs.isPending || rides.isPending || earnings.isPending ? <Spinner label={t('earnings.loading')} /> : null}
        {failed && entries.length === 0 ? <FormAlert>{failed.message}</FormAlert> : null}
        {jobs.isSuccess && rides.isSuccess && entries.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('earnings.none')}</p>
        ) : null}
        {entries.length > 0 ? <p className="text-xs text-gray-600 dark:text-gray-400">{t('earnings.fares')}</p> : null}
        {entries.length > 0 ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {entries.map((entry) => (
              <li key={entry.key} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {entry.kind === 'ride' ? t('earnings.ride', { place: entry.item }) : entry.item}
                  </span>
                  <span className="text-xs text-gray-600 dark:text-gray-400">{formatDateTime(f, entry.date)}</span>
                </span>
                <span className="font-semibold whitespace-nowrap">{formatFare(f, entry.fare)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {more ? (
          <Button className="w-full" variant="outline" disabled={loadingMore} onClick={loadMore}>
            {loadingMore ? t('loading') : jobs.isFetchNextPageError || rides.isFetchNextPageError ? t('tryAgain') : t('loadMore')}
          </Button>
        ) : null}
        <p className="text-xs text-gray-600 dark:text-gray-400">{t('earnings.how')}</p>
        <Link
          to={paths.earnings.getHref('courier')}
          className="flex items-start gap-3 rounded-xl border border-gray-200 p-3 hover:border-emerald-500 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-gray-700"
        >
          <Wallet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
          <span>
            <span className="block font-semibold">{t('earnings.wallet')}</span>
            <span className="block text-sm text-gray-600 dark:text-gray-400">{t('earnings.walletText')}</span>
          </span>
        </Link>
      </div>
    </Dialog>
  );
}
