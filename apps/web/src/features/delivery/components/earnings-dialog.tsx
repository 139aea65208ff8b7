import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useDeliveryPages } from '../api/get-deliveries';
import { useDeliveryStats } from '../api/get-delivery-stats';
import { courierEarnings, earningsEntries } from '../lib/stats';
import { formatDateTime, formatFare } from '../lib/format';
import { deliveryMessages } from '../../../lib/i18n/areas/delivery/en';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

/** View Earnings: the totals from the server, and the completed jobs page by page (loaded when opened). */
export function EarningsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const stats = useDeliveryStats();
  const jobs = useDeliveryPages('courier', 'delivered', open);
  const totals = stats.data ? courierEarnings(stats.data) : null;
  const entries = earningsEntries(jobs.data?.pages ?? []);
  return (
    <Dialog open={open} onClose={onClose} title={t('earnings.title')}>
      <div className="space-y-4">
        {stats.isError ? <FormAlert>{stats.error.message}</FormAlert> : null}
        {totals ? (
          <dl className="grid grid-cols-2 gap-2">
            <div className="flex flex-col-reverse rounded-xl bg-emerald-50 p-3 dark:bg-emerald-950/50">
              <dt className="text-xs">{t('stats.earned')}</dt>
              <dd className="text-base font-bold whitespace-nowrap sm:text-lg">{formatFare(f, totals.total)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <dt className="text-xs">{t('earnings.today', { count: totals.todayCount })}</dt>
              <dd className="text-base font-bold whitespace-nowrap sm:text-lg">{formatFare(f, totals.today)}</dd>
            </div>
          </dl>
        ) : null}
        {jobs.isPending || stats.isPending ? <Spinner label={t('earnings.loading')} /> : null}
        {jobs.isError && entries.length === 0 ? <FormAlert>{jobs.error.message}</FormAlert> : null}
        {jobs.isSuccess && entries.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('earnings.none')}</p>
        ) : null}
        {entries.length > 0 ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{entry.item}</span>
                  <span className="text-xs text-gray-600 dark:text-gray-400">{formatDateTime(f, entry.date)}</span>
                </span>
                <span className="font-semibold whitespace-nowrap">{formatFare(f, entry.fare)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {jobs.hasNextPage ? (
          <Button className="w-full" variant="outline" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
            {jobs.isFetchingNextPage ? t('loading') : jobs.isFetchNextPageError ? t('tryAgain') : t('loadMore')}
          </Button>
        ) : null}
        <p className="text-xs text-gray-600 dark:text-gray-400">{t('earnings.note')}</p>
      </div>
    </Dialog>
  );
}
