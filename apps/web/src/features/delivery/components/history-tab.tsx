import { useState } from 'react';
import { Award, History, Star } from 'lucide-react';
import type { Delivery } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeliveryPages } from '../api/get-deliveries';
import { useDeliveryEarnings } from '../api/get-delivery-earnings';
import { useDeliveryStats } from '../api/get-delivery-stats';
import type { DeliveryRole } from '../api/query-keys';
import { formatDate, formatFare, formatRating } from '../lib/format';
import { achievements, historyFigures } from '../lib/stats';
import type { Navigate } from '../types';
import { SectionCard } from '../../../components/ui/section-card';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { Figures } from './figures';
import type { Figure } from './figures';
import { RatingDialog } from './rating-dialog';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

function Stars({ stars }: { stars: number }) {
  const t = useT(deliveryMessages);
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={t('history.rated', { stars })} role="img">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={`size-4 ${value <= stars ? 'fill-amber-400 text-amber-500' : 'text-gray-400 dark:text-gray-600'}`}
        />
      ))}
    </span>
  );
}

function HistoryEntry({
  delivery,
  role,
  navigate,
  onRate,
}: {
  delivery: Delivery;
  role: DeliveryRole;
  navigate: Navigate;
  onRate: () => void;
}) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const other = role === 'customer' ? delivery.courier?.name : delivery.customer.name;
  return (
    <li
      className="rounded-xl border border-gray-200 p-3 dark:border-gray-700"
      aria-label={`${delivery.item_description}, ${formatDate(f, delivery.created_at)}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{delivery.item_description}</p>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {formatDate(f, delivery.delivered_at ?? delivery.cancelled_at ?? delivery.created_at)} · #{delivery.id}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="font-bold whitespace-nowrap">{formatFare(f, delivery.fare)}</span>
          <DeliveryStatusBadge status={delivery.status} />
        </div>
      </div>
      <p className="mt-1 text-sm break-words text-gray-700 dark:text-gray-300">
        {delivery.pickup_address} → {delivery.delivery_address}
      </p>
      {other ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {role === 'customer' ? t('history.courier', { name: other }) : t('history.customer', { name: other })}
        </p>
      ) : null}
      {delivery.rating ? (
        <div className="mt-1 text-sm">
          <Stars stars={delivery.rating.stars} />
          {delivery.rating.review ? <p className="text-gray-700 italic dark:text-gray-300">“{delivery.rating.review}”</p> : null}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => navigate('track', { id: String(delivery.id) })}>
          {t('history.view')}
        </Button>
        {role === 'customer' && delivery.status === 'delivered' ? (
          <Button size="sm" variant="outline" onClick={onRate}>
            {delivery.rating ? t('rating.edit') : t('rating.rate')}
          </Button>
        ) : null}
        {role === 'customer' ? (
          <Button size="sm" variant="ghost" onClick={() => navigate('request', { reorder: String(delivery.id) })}>
            {t('history.reorder')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Statistics and achievements from GET /delivery/stats: every delivery on the server, not the rows loaded here. */
function StatsCards({ role }: { role: DeliveryRole }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const query = useDeliveryStats();
  // A courier's money is the ledger's, after commission.
  const earnings = useDeliveryEarnings(role === 'courier');
  if (query.isPending || (role === 'courier' && earnings.isPending)) return <Skeleton className="h-64 w-full" />;
  if (query.isError) return <FormAlert>{query.error.message}</FormAlert>;
  if (role === 'courier' && earnings.isError) return <FormAlert>{earnings.error.message}</FormAlert>;
  const stats = historyFigures(query.data, role, earnings.data);
  const figures: Figure[] = [
    { label: t('stats.deliveries'), value: String(stats.deliveries) },
    { label: t('stats.cancelled'), value: String(stats.cancelled) },
    { label: role === 'customer' ? t('stats.spent') : t('stats.earnedNet'), value: formatFare(f, stats.money), wide: true },
    {
      label: role === 'customer' ? t('stats.ratingGiven') : t('stats.rating'),
      value: formatRating(f, stats.averageRating, t('noRatings')),
      wide: true,
      quiet: stats.averageRating == null,
    },
  ];
  return (
    <div className="space-y-4">
      <SectionCard title={t('stats.title')} id="statistics-title">
        <Figures figures={figures} layout="pairs" />
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{t('stats.note')}</p>
      </SectionCard>
      {role === 'customer' ? (
        <SectionCard title={t('achievements')} id="achievements-title">
          <ul className="space-y-2">
            {achievements(query.data.customer).map((item) => (
              <li key={item.id} className="flex items-center gap-3" data-earned={item.earned}>
                <Award
                  aria-hidden="true"
                  className={`size-6 shrink-0 ${item.earned ? 'text-amber-500' : 'text-gray-400 dark:text-gray-600'}`}
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">
                    {t(`achievement.${item.id}`)}
                    <span className="sr-only">{item.earned ? t('achievement.earned') : t('achievement.notYet')}</span>
                  </p>
                  <p className="text-xs text-gray-600 dark:text-gray-400">
                    {t(`achievement.${item.id}.text`)} {item.progress}/{item.goal}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}

/** History: finished deliveries, page by page, with details, rating and reorder; statistics and achievements from the server. */
export function HistoryTab({ role, navigate }: { role: DeliveryRole; navigate: Navigate }) {
  const t = useT(deliveryMessages);
  const history = useDeliveryPages(role, 'history');
  const [rating, setRating] = useState<Delivery | null>(null);
  const deliveries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
      <SectionCard title={t('history.title')} id="past-deliveries-title">
        {history.isPending ? <Skeleton className="h-96 w-full" /> : null}
        {history.isError && deliveries.length === 0 ? <FormAlert>{history.error.message}</FormAlert> : null}
        {history.isSuccess && deliveries.length === 0 ? (
          <EmptyState icon={<History aria-hidden="true" className="size-10" />} title={t('history.none')}>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('history.noneText')}</p>
          </EmptyState>
        ) : null}
        {deliveries.length > 0 ? (
          <ul className="space-y-3">
            {deliveries.map((delivery) => (
              <HistoryEntry key={delivery.id} delivery={delivery} role={role} navigate={navigate} onRate={() => setRating(delivery)} />
            ))}
          </ul>
        ) : null}
        {history.hasNextPage ? (
          <Button
            className="mt-3 w-full"
            variant="outline"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? t('loading') : history.isFetchNextPageError ? t('tryAgain') : t('loadMore')}
          </Button>
        ) : null}
      </SectionCard>
      <StatsCards role={role} />
      <RatingDialog delivery={rating} onClose={() => setRating(null)} />
    </div>
  );
}
