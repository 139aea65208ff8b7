import { useState } from 'react';
import { Banknote, LocateFixed, Settings, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/toast';
import { useCourierProfile } from '../api/get-courier-profile';
import { useDeliveryEarnings } from '../api/get-delivery-earnings';
import { useDeliveryStats } from '../api/get-delivery-stats';
import { useUpdateCourierStatus } from '../api/update-courier-status';
import { formatFare, formatRating } from '../lib/format';
import { currentPosition } from '../../../lib/geolocation';
import type { Navigate } from '../types';
import { AcceptedJobs } from './accepted-jobs';
import type { BoardNews } from './accepted-jobs';
import { AvailableJobs } from './available-jobs';
import { SectionCard } from '../../../components/ui/section-card';
import { CourierSettingsPanel } from './courier-settings-form';
import { EarningsDialog } from './earnings-dialog';
import { HoursNote } from './hours-note';
import { MyRides, RideRequests } from './ride-jobs';
import { Figures } from './figures';
import type { Figure } from './figures';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

function TodayFigures() {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const stats = useDeliveryStats();
  // Today's money is the ledger's (after commission); the counts and rating are the statistics'.
  const earnings = useDeliveryEarnings();
  const courier = stats.data?.courier;
  if (stats.isError) return <FormAlert>{stats.error.message}</FormAlert>;
  if (earnings.isError) return <FormAlert>{earnings.error.message}</FormAlert>;
  const figures: Figure[] = [
    { label: t('board.todayDeliveries'), value: courier ? String(courier.today_deliveries) : '' },
    { label: t('board.todayEarned'), value: courier && earnings.data ? formatFare(f, earnings.data.today) : '' },
    {
      label: courier?.ratings_count ? t('board.ratingCount', { count: courier.ratings_count }) : t('board.rating'),
      value: courier ? formatRating(f, courier.average_rating, t('noRatings')) : '',
      quiet: courier?.average_rating == null,
    },
  ];
  return <Figures figures={figures} layout="rows" pending={stats.isPending || earnings.isPending} />;
}

/** The courier's view of the Request tab: availability, today's figures, the job board, their jobs. */
export function DriverBoard({ navigate }: { navigate: Navigate }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const profile = useCourierProfile(true);
  const status = useUpdateCourierStatus();
  const [earningsOpen, setEarningsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [news, setNews] = useState<BoardNews>(null);
  const online = profile.data?.online ?? false;

  async function updateLocation() {
    setLocating(true);
    try {
      const position = await currentPosition();
      await status.mutateAsync({ online, lat: position.lat, lng: position.lng });
      notify.success(t('board.locationShared'));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('board.locationFailed'));
    } finally {
      setLocating(false);
    }
  }

  return (
    <div className="space-y-4">
      <SectionCard
        title={t('board.title')}
        id="driver-board-title"
        actions={
          profile.isPending ? (
            <Skeleton className="h-6 w-28" />
          ) : (
            <div className="flex items-center gap-2">
              <span
                className={`text-sm font-semibold ${online ? 'text-emerald-800 dark:text-emerald-300' : 'text-gray-600 dark:text-gray-400'}`}
              >
                {online ? t('board.online') : t('board.offline')}
              </span>
              <Switch
                checked={online}
                label={t('board.online')}
                onChange={(next) =>
                  status.mutate(
                    { online: next },
                    {
                      onSuccess: () => notify.info(next ? t('board.wentOnline') : t('board.wentOffline')),
                      onError: (error) => notify.error(error.message),
                    },
                  )
                }
              />
            </div>
          )
        }
      >
        {profile.isError ? <FormAlert>{profile.error.message}</FormAlert> : <TodayFigures />}
        {online ? <HoursNote /> : null}
      </SectionCard>

      <MyRides />
      {online ? <AvailableJobs onAccepted={(delivery) => setNews({ kind: 'accepted', delivery })} /> : null}
      {online ? (
        <RideRequests />
      ) : (
        <p className="rounded-2xl border border-dashed border-gray-300 p-4 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
          {t('board.offlineNote')}
        </p>
      )}
      <AcceptedJobs
        navigate={navigate}
        news={news}
        onAdvanced={(delivery) => setNews(delivery.status === 'delivered' ? { kind: 'delivered', delivery } : null)}
      />

      <SectionCard title={t('actions.title')} id="quick-actions-title">
        <div className="grid gap-2 sm:grid-cols-3">
          <Button variant="outline" onClick={() => setEarningsOpen(true)}>
            <Banknote aria-hidden="true" className="size-4" />
            {t('actions.earnings')}
          </Button>
          <Button variant="outline" onClick={() => void updateLocation()} disabled={locating}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {locating ? t('actions.locating') : t('actions.location')}
          </Button>
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden="true" className="size-4" />
            {t('actions.settings')}
          </Button>
        </div>
        {profile.data?.location_updated_at ? (
          <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
            <Truck aria-hidden="true" className="mr-1 inline size-3" />
            {t('actions.lastLocation', { time: f.date(profile.data.location_updated_at, 'time') })}
          </p>
        ) : null}
      </SectionCard>

      <EarningsDialog open={earningsOpen} onClose={() => setEarningsOpen(false)} />
      <Dialog open={settingsOpen} onClose={() => setSettingsOpen(false)} title={t('actions.settings')}>
        <CourierSettingsPanel onSaved={() => setSettingsOpen(false)} />
      </Dialog>
    </div>
  );
}
