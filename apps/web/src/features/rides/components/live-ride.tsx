import { useEffect, useId, useState } from 'react';
import { MessageCircle, Phone, Share2 } from 'lucide-react';
import type { Ride } from '@dwa/shared/rides';
import { Badge } from '../../../components/ui/badge';
import { RideChat } from '../../../components/rides/ride-chat';
import { RideSosButton } from '../../../components/rides/ride-sos';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { ridesMessages } from '../../../lib/i18n/catalogs/rides';
import { ApiError } from '../../../lib/http';
import { telHref } from '../../../lib/tel-href';
import { notify } from '../../../lib/toast';
import { useRide } from '../api/get-ride';
import { useCancelRide } from '../api/ride-actions';
import { cedis, minutesText } from '../lib/trip';
import { FarePayment } from './fare-payment';
import { RateRide } from './rate-ride';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { PersonScore } from '../../../components/ui/person-score';

/** The rider's ride as it happens: searching, driver on the way, arrived with the trip code, on trip, completed with the fare and a rating. */
export function LiveRide({ id, onDone }: { id: number; onDone: () => void }) {
  const ride = useRide(id);
  // A ride kept from before a reload that is not (or no longer) this person's: nothing to show.
  const gone = ride.error instanceof ApiError && ride.error.status === 404;
  useEffect(() => {
    if (gone) onDone();
  }, [gone, onDone]);
  if (ride.isPending || gone) return <Skeleton className="h-72 w-full" />;
  if (ride.isError) return <SectionError message={ride.error.message} onRetry={() => void ride.refetch()} />;
  return <RideCard ride={ride.data} onDone={onDone} />;
}

function RideCard({ ride, onDone }: { ride: Ride; onDone: () => void }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  const ridesT = useT(ridesMessages);
  const titleId = useId();
  const cancel = useCancelRide();
  const [chatOpen, setChatOpen] = useState(false);
  const over = ride.status === 'completed' || ride.status === 'cancelled';
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-xl font-bold" aria-live="polite">
            {t(`headline.${ride.status}`)}
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {ridesT(`vehicle.${ride.vehicle}`)} · {cedis(f, ride.fare)} · {ridesT(`method.${ride.payment_method}`)}
          </p>
        </div>
        <Badge
          tone={
            ride.status === 'completed'
              ? 'success'
              : ride.status === 'cancelled'
                ? 'neutral'
                : ride.status === 'requested'
                  ? 'warning'
                  : 'brand'
          }
        >
          {ridesT(`status.${ride.status}`)}
        </Badge>
      </div>

      <Route ride={ride} />
      {ride.status === 'requested' ? <Spinner label={t('looking')} className="py-2" /> : null}
      {ride.driver && !over ? <DriverCard ride={ride} onChat={() => setChatOpen(true)} /> : null}
      {ride.trip_code && ride.status !== 'requested' ? <TripCode code={ride.trip_code} arrived={ride.status === 'arrived'} /> : null}
      {ride.code_locked ? <FormAlert>{t('codeLocked')}</FormAlert> : null}
      {ride.status === 'accepted' ? <p className="text-sm">{t('pickupIn', { minutes: minutesText(t, ride.eta.pickup_minutes) })}</p> : null}
      {ride.status === 'started' ? <p className="text-sm">{t('arrivingIn', { minutes: minutesText(t, ride.eta.trip_minutes) })}</p> : null}
      {ride.status === 'completed' ? <Completed ride={ride} /> : null}

      {!over ? (
        <div className="flex flex-wrap gap-2">
          {ride.share_path ? <ShareButton path={ride.share_path} /> : null}
          {ride.driver ? <RideSosButton rideId={ride.id} /> : null}
          {ride.can_cancel ? (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(ride.id, { onSuccess: () => notify.info(t('cancelled')), onError: (error) => notify.error(error.message) })
              }
            >
              {cancel.isPending ? t('cancelling') : t('cancel')}
            </Button>
          ) : null}
        </div>
      ) : (
        <Button variant={ride.status === 'completed' && ride.can_rate ? 'outline' : 'primary'} onClick={onDone}>
          {ride.status === 'completed' ? t('done') : t('another')}
        </Button>
      )}
      <Timeline ride={ride} />
      {ride.driver ? <RideChat rideId={ride.id} with="driver" open={chatOpen} onClose={() => setChatOpen(false)} canWrite={!over} /> : null}
    </section>
  );
}

function Route({ ride }: { ride: Ride }) {
  const t = useT(ridesRiderMessages);
  return (
    <dl className="grid gap-1 text-sm">
      <div className="flex gap-2">
        <dt className="w-16 shrink-0 text-gray-600 dark:text-gray-400">{t('from')}</dt>
        <dd className="min-w-0 break-words">{ride.pickup_address}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="w-16 shrink-0 text-gray-600 dark:text-gray-400">{t('to')}</dt>
        <dd className="min-w-0 break-words">{ride.dropoff_address}</dd>
      </div>
    </dl>
  );
}

function DriverCard({ ride, onChat }: { ride: Ride; onChat: () => void }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  const ridesT = useT(ridesMessages);
  const driver = ride.driver!;
  return (
    <section className="rounded-xl border border-gray-200 p-3 dark:border-gray-700" aria-label={t('driver')}>
      <p className="font-semibold">{driver.name}</p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {driver.vehicle ? ridesT(`vehicle.${driver.vehicle}`) : t('driver.vehicle')} ·{' '}
        {driver.plate ? <span className="font-mono font-semibold">{driver.plate}</span> : t('driver.noPlate')} ·{' '}
        <PersonScore score={driver.rating} count={driver.ratings_count} none={t('driver.new')} />
      </p>
      {driver.location_updated_at ? (
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {t('driver.updated', { time: f.date(driver.location_updated_at, 'time') })}
        </p>
      ) : null}
      <div className="mt-3 flex gap-2">
        {driver.phone ? (
          <a href={telHref(driver.phone)} className={buttonClasses('outline', 'sm')}>
            <Phone aria-hidden="true" className="size-4" />
            {t('call')}
          </a>
        ) : null}
        <Button variant="outline" size="sm" onClick={onChat}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('chat')}
        </Button>
      </div>
    </section>
  );
}

function TripCode({ code, arrived }: { code: string; arrived: boolean }) {
  const t = useT(ridesRiderMessages);
  return (
    <div className="rounded-xl bg-emerald-50 p-3 text-center dark:bg-emerald-950/50">
      <p className="text-sm text-emerald-900 dark:text-emerald-100">{arrived ? t('code.arrived') : t('code.board')}</p>
      <p className="font-mono text-3xl font-bold tracking-[0.3em] text-emerald-900 dark:text-emerald-100" data-testid="trip-code">
        {code}
      </p>
    </div>
  );
}

function Completed({ ride }: { ride: Ride }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  const ridesT = useT(ridesMessages);
  const [beforeFare, afterFare] = aroundSlot(t('fare', { fare: SLOT, method: ridesT(`method.${ride.payment_method}`) }));
  return (
    <div className="space-y-3">
      <p className="text-lg">
        {beforeFare}
        <span className="font-bold">{cedis(f, ride.fare)}</span>
        {afterFare}
      </p>
      <FarePayment ride={ride} />
      {ride.my_rating ? (
        <p className="text-sm">{t('rated', { stars: ride.my_rating.stars })}</p>
      ) : ride.can_rate ? (
        <RateRide ride={ride} />
      ) : null}
    </div>
  );
}

function ShareButton({ path }: { path: string }) {
  const t = useT(ridesRiderMessages);
  async function share() {
    const url = new URL(path, window.location.origin).toString();
    try {
      if (navigator.share) await navigator.share({ title: t('share.title'), url });
      else {
        await navigator.clipboard.writeText(url);
        notify.success(t('share.copied'));
      }
    } catch {
      notify.info(url);
    }
  }
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('share')}
    </Button>
  );
}

function Timeline({ ride }: { ride: Ride }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{t('timeline')}</summary>
      <ol className="mt-2 space-y-1">
        {ride.events.map((event) => (
          <li key={event.id} className="flex gap-2">
            <time dateTime={event.created_at} className="w-12 shrink-0 text-gray-600 dark:text-gray-400">
              {f.date(event.created_at, 'time')}
            </time>
            <span className="min-w-0 break-words">{event.description}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
