import { History } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRides } from '../api/get-rides';
import { cedis } from '../lib/trip';
import { RateRide } from './rate-ride';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { ridesMessages } from '../../../lib/i18n/catalogs/rides';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import type { Format } from '../../../lib/i18n/format';

const when = (f: Format, iso: string) => f.date(iso, 'dateTime');

/** Past rides, newest first, each with its receipt; a completed ride not rated yet can be rated there. */
export function RideHistory() {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  const ridesT = useT(ridesMessages);
  const rides = useRides('history', true);
  return (
    <section
      aria-labelledby="ride-history-title"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="ride-history-title" className="mb-3 text-lg font-bold">
        {t('history.title')}
      </h2>
      {rides.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {rides.isError ? <SectionError message={rides.error.message} onRetry={() => void rides.refetch()} /> : null}
      {rides.data?.items.length === 0 ? (
        <EmptyState icon={<History className="size-8" />} title={t('history.none')}>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('history.noneText')}</p>
        </EmptyState>
      ) : null}
      <ul className="space-y-2">
        {rides.data?.items.map((ride) => (
          <li key={ride.id} className="rounded-xl border border-gray-200 dark:border-gray-700">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{ride.dropoff_address}</span>
                  <span className="block text-xs text-gray-600 dark:text-gray-400">
                    {when(f, ride.created_at)} · {ridesT(`vehicle.${ride.vehicle}`)} · {ridesT(`status.${ride.status}`)}
                  </span>
                </span>
                <span className="font-bold whitespace-nowrap">
                  {ride.status === 'completed' ? cedis(f, ride.fare) : t('history.noCharge')}
                </span>
              </summary>
              <dl
                className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-2 gap-y-1 border-t border-gray-200 p-3 text-sm dark:border-gray-700"
                aria-label={t('history.receiptFor', { id: String(ride.id) })}
              >
                <dt className="text-gray-600 dark:text-gray-400">{t('history.receipt')}</dt>
                <dd>{t('history.ride', { id: String(ride.id) })}</dd>
                <dt className="text-gray-600 dark:text-gray-400">{t('from')}</dt>
                <dd className="break-words">{ride.pickup_address}</dd>
                <dt className="text-gray-600 dark:text-gray-400">{t('to')}</dt>
                <dd className="break-words">{ride.dropoff_address}</dd>
                <dt className="text-gray-600 dark:text-gray-400">{t('history.driver')}</dt>
                <dd>{ride.driver ? `${ride.driver.name}${ride.driver.plate ? ` (${ride.driver.plate})` : ''}` : t('history.noDriver')}</dd>
                <dt className="text-gray-600 dark:text-gray-400">{t('history.distance')}</dt>
                <dd>{t('history.km', { distance: ride.distance_km })}</dd>
                <dt className="text-gray-600 dark:text-gray-400">{t('history.fare')}</dt>
                <dd>{cedis(f, ride.fare)}</dd>
                <dt className="text-gray-600 dark:text-gray-400">{t('history.payment')}</dt>
                <dd data-testid={`payment-${ride.id}`}>
                  {ridesT(`method.${ride.payment_method}`)} · {t(`payment.${ride.payment_status}`)}
                  {ride.payment && ride.payment_status !== 'not_charged' ? ` (${ride.payment.phone})` : ''}
                </dd>
                {ride.completed_at ? (
                  <>
                    <dt className="text-gray-600 dark:text-gray-400">{t('history.completed')}</dt>
                    <dd>{when(f, ride.completed_at)}</dd>
                  </>
                ) : null}
                {ride.my_rating ? (
                  <>
                    <dt className="text-gray-600 dark:text-gray-400">{t('history.rating')}</dt>
                    <dd>{t('history.stars', { stars: ride.my_rating.stars })}</dd>
                  </>
                ) : null}
              </dl>
              {ride.can_rate ? (
                <div className="border-t border-gray-200 p-3 dark:border-gray-700">
                  <RateRide ride={ride} />
                </div>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
