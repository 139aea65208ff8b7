import { useState, type FormEvent } from 'react';
import { MessageCircle, Phone } from 'lucide-react';
import type { Ride, RideJob } from '@dwa/shared/rides';
import { RideChat } from '../../../components/rides/ride-chat';
import { RideSosButton } from '../../../components/rides/ride-sos';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/input-classes';
import { Skeleton } from '../../../components/ui/skeleton';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { ridesMessages } from '../../../lib/i18n/catalogs/rides';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { telHref } from '../../../lib/tel-href';
import { notify } from '../../../lib/toast';
import { useMyDriverRides, useRideAction, useRideJobs, useSetPlate, type RideAction } from '../api/ride-jobs';
import { formatFare } from '../lib/format';
import { JobRoute } from './available-jobs';
import { SectionCard } from '../../../components/ui/section-card';

// Rides beside delivery jobs on the Driver Board (issue 19): requested rides the courier's vehicle
// takes, nearest first, and the rides they are on with the ride's next action.

function RideRequest({ job }: { job: RideJob }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const rideT = useT(ridesMessages);
  const vehicle = rideT(`vehicle.${job.vehicle}`);
  const action = useRideAction();
  return (
    <li
      className="rounded-xl border border-gray-200 p-3 dark:border-gray-700"
      aria-label={t('ride.label', { vehicle, to: job.dropoff_address })}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{t('ride.title', { vehicle })}</p>
        <p className="shrink-0 font-bold whitespace-nowrap text-emerald-800 dark:text-emerald-300">{formatFare(f, job.fare)}</p>
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {t('ride.trip', { distance: job.distance_km })}
        {job.pickup_km !== null ? ` · ${t('ride.pickupAway', { distance: job.pickup_km })}` : ''} · {rideT(`method.${job.payment_method}`)}
      </p>
      <JobRoute from={job.pickup_address} to={job.dropoff_address} />
      <Button
        size="sm"
        className="mt-3 w-full sm:w-auto"
        disabled={action.isPending}
        onClick={() =>
          action.mutate(
            { id: job.id, action: 'accept' },
            { onSuccess: () => notify.success(t('ride.accepted')), onError: (error) => notify.error(error.message) },
          )
        }
      >
        {action.isPending ? t('jobs.accepting') : t('ride.accept')}
      </Button>
    </li>
  );
}

function PlateForm({ plate }: { plate: string | null }) {
  const t = useT(deliveryMessages);
  const save = useSetPlate();
  const [value, setValue] = useState(plate ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(value, { onSuccess: () => notify.success(t('ride.plateSaved')) });
  }
  return (
    <form onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="ride-plate" className="mb-1 block text-sm font-medium">
          {t('ride.plate')}
        </label>
        <input
          id="ride-plate"
          className={inputClasses}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="GR 1234-24"
          maxLength={12}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending || !value.trim()}>
        {t('ride.save')}
      </Button>
      {save.isError ? <FormAlert>{save.error.message}</FormAlert> : null}
    </form>
  );
}

/** Requested rides for this driver's vehicle (online couriers whose vehicle carries people). */
export function RideRequests() {
  const t = useT(deliveryMessages);
  const board = useRideJobs(true);
  if (board.data && board.data.vehicle === null) return null;
  return (
    <SectionCard
      title={t('rides.title')}
      id="ride-requests-title"
      actions={
        board.data ? (
          <span className="text-sm text-gray-600 dark:text-gray-400">{t('jobs.open', { count: board.data.items.length })}</span>
        ) : null
      }
    >
      {board.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {board.isError ? <FormAlert>{board.error.message}</FormAlert> : null}
      {board.data ? <PlateForm plate={board.data.plate} /> : null}
      {board.data && board.data.items.length === 0 ? <EmptyState title={t('rides.none')}>{t('rides.noneText')}</EmptyState> : null}
      {board.data && board.data.items.length > 0 ? (
        <ul className="space-y-3">
          {board.data.items.map((job) => (
            <RideRequest key={job.id} job={job} />
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}

function MyRide({ ride }: { ride: Ride }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const rideT = useT(ridesMessages);
  const action = useRideAction();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [givingUp, setGivingUp] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  // Through the promise, not mutate's callbacks: a ride that completes or is given up leaves My Rides
  // (and this card unmounts) as soon as the lists are read again, and the confirmation must still show.
  const run = (step: RideAction, message: string) =>
    void action.mutateAsync(step).then(
      () => notify.success(message),
      (error: Error) => notify.error(error.message),
    );
  function next(event: FormEvent) {
    event.preventDefault();
    if (ride.next_action === 'start') run({ id: ride.id, action: 'start', code }, t('ride.started'));
    else if (ride.next_action === 'arrive') run({ id: ride.id, action: 'arrive' }, t('ride.arrived'));
    else if (ride.next_action === 'complete') {
      const fare = formatFare(f, ride.fare);
      run(
        { id: ride.id, action: 'complete' },
        t('ride.completed', { paying: ride.payment_method === 'momo' ? t('ride.momoPrompt', { fare }) : t('ride.collect', { fare }) }),
      );
    }
  }
  return (
    <li className="rounded-xl border border-gray-200 p-3 dark:border-gray-700" aria-label={t('ride.item', { id: String(ride.id) })}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">
          {ride.rider.name} · {rideT(`status.${ride.status}`)}
        </p>
        <p className="shrink-0 font-bold whitespace-nowrap">{formatFare(f, ride.fare)}</p>
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400">{ride.payment_method === 'momo' ? t('ride.payMomo') : t('ride.payCash')}</p>
      <JobRoute from={ride.pickup_address} to={ride.dropoff_address} />
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {ride.rider.phone ? (
          <a href={telHref(ride.rider.phone)} className={buttonClasses('outline', 'sm')}>
            <Phone aria-hidden="true" className="size-4" />
            {t('ride.call')}
          </a>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => setChatOpen(true)}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('ride.chat')}
        </Button>
        <RideSosButton rideId={ride.id} size="sm" />
      </div>
      <RideChat rideId={ride.id} with="rider" open={chatOpen} onClose={() => setChatOpen(false)} canWrite />
      {ride.next_action ? (
        <form onSubmit={next} className="mt-3 flex flex-wrap items-end gap-2">
          {ride.next_action === 'start' ? (
            <div>
              <label htmlFor={`ride-code-${ride.id}`} className="mb-1 block text-sm font-medium">
                {t('ride.code')}
              </label>
              <input
                id={`ride-code-${ride.id}`}
                className={`${inputClasses} w-32 font-mono tracking-widest`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            </div>
          ) : null}
          <Button type="submit" disabled={action.isPending || (ride.next_action === 'start' && code.length !== 4)}>
            {t(`ride.${ride.next_action}`)}
          </Button>
        </form>
      ) : null}
      {ride.can_cancel ? (
        givingUp ? (
          <form
            className="mt-3 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              run({ id: ride.id, action: 'cancel', reason }, t('ride.givenUp'));
            }}
          >
            <div className="min-w-0 flex-1">
              <label htmlFor={`ride-reason-${ride.id}`} className="mb-1 block text-sm font-medium">
                {t('ride.why')}
              </label>
              <input
                id={`ride-reason-${ride.id}`}
                className={inputClasses}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
              />
            </div>
            <Button type="submit" variant="outline" disabled={!reason.trim() || action.isPending}>
              {t('ride.giveUp')}
            </Button>
          </form>
        ) : (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setGivingUp(true)}>
            {t('ride.cantMake')}
          </Button>
        )
      ) : null}
    </li>
  );
}

/** The rides this driver is on, each with its next action. */
export function MyRides() {
  const t = useT(deliveryMessages);
  const rides = useMyDriverRides();
  if (!rides.data?.items.length) return rides.isError ? <FormAlert>{rides.error.message}</FormAlert> : null;
  return (
    <SectionCard title={t('rides.mine')} id="my-rides-title">
      <ul className="space-y-3">
        {rides.data.items.map((ride) => (
          <MyRide key={ride.id} ride={ride} />
        ))}
      </ul>
    </SectionCard>
  );
}
