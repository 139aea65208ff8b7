import { useId, useState, type FormEvent } from 'react';
import { Bike, Car, LocateFixed, Navigation } from 'lucide-react';
import { RIDE_VEHICLES, type RideVehicle } from '@dwa/shared/rides-rules';
import type { Ride } from '@dwa/shared/rides';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/input-classes';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRideEstimates } from '../api/estimate-ride';
import { useCreateRide } from '../api/ride-actions';
import { PLACES, placeAt } from '../data/places';
import { currentPosition } from '../../../lib/geolocation';
import type { AreaKey } from '../../../lib/i18n/area';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { ridesMessages } from '../../../lib/i18n/catalogs/rides';
import { useT, useFormat } from '../../../lib/i18n/i18n-context';
import { cedis, minutesText, type TripPoints } from '../lib/trip';
import { MomoFields, type MomoChoice } from './momo-fields';

const VEHICLE_TEXT: Record<RideVehicle, { note: AreaKey<typeof ridesRiderMessages>; Icon: typeof Bike }> = {
  okada: { note: 'note.okada', Icon: Bike },
  tricycle: { note: 'note.tricycle', Icon: Bike },
  car: { note: 'note.car', Icon: Car },
};

/** Pickup and drop-off (with "Use my location"), a card per vehicle with the server's fare and ETAs, then Request. */
export function RequestPanel({ signedIn, onRequested }: { signedIn: boolean; onRequested?: (ride: Ride) => void }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  const ridesT = useT(ridesMessages);
  const ids = useId();
  const [trip, setTrip] = useState<TripPoints>({ pickup: '', dropoff: '', pickupAt: null, dropoffAt: null });
  const [vehicle, setVehicle] = useState<RideVehicle>('okada');
  const [phone, setPhone] = useState('');
  const [payment, setPayment] = useState<'cash' | 'momo'>('cash');
  const [momo, setMomo] = useState<MomoChoice>({ network: '', number: '' });
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const estimates = useRideEstimates(trip);
  const create = useCreateRide();

  const place = (end: 'pickup' | 'dropoff', text: string) => setTrip((before) => ({ ...before, [end]: text, [`${end}At`]: placeAt(text) }));

  async function locateMe() {
    setLocating(true);
    setProblem(null);
    try {
      const here = await currentPosition({ refused: t('hint.refused'), failed: t('hint.failed') });
      setTrip((before) => ({ ...before, pickup: t('myLocation'), pickupAt: here }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('locationFailed'));
    } finally {
      setLocating(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!trip.pickup.trim() || !trip.dropoff.trim()) return setProblem(t('enterBoth'));
    if (payment === 'momo' && !momo.network) return setProblem(t('chooseNetwork'));
    create.mutate(
      {
        pickup: trip.pickup,
        dropoff: trip.dropoff,
        vehicle,
        pickup_lat: trip.pickupAt?.lat ?? null,
        pickup_lng: trip.pickupAt?.lng ?? null,
        dropoff_lat: trip.dropoffAt?.lat ?? null,
        dropoff_lng: trip.dropoffAt?.lng ?? null,
        rider_phone: phone,
        payment_method: payment,
        ...(payment === 'momo' ? { momo_network: momo.network || null, momo_number: momo.number.trim() || null } : {}),
      },
      { onSuccess: (ride) => onRequested?.(ride), onError: (error) => setProblem(error.message) },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id={`${ids}-title`} className="text-lg font-bold">
        {t('whereTo')}
      </h2>
      <datalist id={`${ids}-places`}>
        {PLACES.map((item) => (
          <option key={item.name} value={item.name} />
        ))}
      </datalist>
      <div>
        <label htmlFor={`${ids}-pickup`} className="mb-1 block text-sm font-medium">
          {t('pickup')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${ids}-pickup`}
            list={`${ids}-places`}
            className={inputClasses}
            value={trip.pickup}
            onChange={(e) => place('pickup', e.target.value)}
            placeholder={t('pickupPlaceholder')}
            autoComplete="off"
            maxLength={200}
          />
          <Button variant="outline" onClick={() => void locateMe()} disabled={locating} aria-label={t('useLocation')} className="shrink-0">
            <LocateFixed aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{locating ? t('locating') : t('useLocation')}</span>
          </Button>
        </div>
      </div>
      <div>
        <label htmlFor={`${ids}-dropoff`} className="mb-1 block text-sm font-medium">
          {t('dropoff')}
        </label>
        <input
          id={`${ids}-dropoff`}
          list={`${ids}-places`}
          className={inputClasses}
          value={trip.dropoff}
          onChange={(e) => place('dropoff', e.target.value)}
          placeholder={t('dropoffPlaceholder')}
          autoComplete="off"
          maxLength={200}
        />
        <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {trip.pickupAt && trip.dropoffAt ? t('pricedExact') : t('pricedAssumed')}
        </p>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('vehicle')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {RIDE_VEHICLES.map((type, index) => {
            const estimate = estimates[index];
            const { note, Icon } = VEHICLE_TEXT[type];
            const checked = vehicle === type;
            return (
              <label
                key={type}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600 ${checked ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950/50' : 'border-gray-200 dark:border-gray-700'}`}
              >
                <input
                  type="radio"
                  name={`${ids}-vehicle`}
                  value={type}
                  checked={checked}
                  onChange={() => setVehicle(type)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold">{ridesT(`vehicle.${type}`)}</span>
                    {estimate?.data ? (
                      <span className="font-bold whitespace-nowrap" data-testid={`fare-${type}`}>
                        {cedis(f, estimate.data.fare)}
                      </span>
                    ) : estimate?.isError ? (
                      <span className="text-sm">{t('noPrice')}</span>
                    ) : (
                      <Skeleton className="h-5 w-16" />
                    )}
                  </span>
                  <span className="block text-xs text-gray-600 dark:text-gray-400">{t(note)}</span>
                  {estimate?.data ? (
                    <span className="block text-xs text-gray-700 dark:text-gray-300">
                      {t('estimate', {
                        pickup: minutesText(t, estimate.data.pickup_minutes),
                        trip: minutesText(t, estimate.data.trip_minutes),
                        distance: estimate.data.distance_km,
                      })}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {signedIn ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-phone`} className="mb-1 block text-sm font-medium">
              {t('phone')}
            </label>
            <input
              id={`${ids}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={inputClasses}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              placeholder="024 123 4567"
              required
            />
          </div>
          <div>
            <label htmlFor={`${ids}-payment`} className="mb-1 block text-sm font-medium">
              {t('payment')}
            </label>
            <select
              id={`${ids}-payment`}
              className={inputClasses}
              value={payment}
              onChange={(e) => setPayment(e.target.value as 'cash' | 'momo')}
            >
              <option value="cash">{t('payment.cash')}</option>
              <option value="momo">{t('payment.momo')}</option>
            </select>
          </div>
          {payment === 'momo' ? <MomoFields id={`${ids}-momo`} value={momo} onChange={setMomo} numberHint={t('sameAsPhone')} /> : null}
        </div>
      ) : null}

      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {signedIn ? (
        <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
          <Navigation aria-hidden="true" className="size-4" />
          {create.isPending ? t('requesting') : t('request', { vehicle: ridesT(`vehicle.${vehicle}`) })}
        </Button>
      ) : (
        <SignInToRide />
      )}
    </form>
  );
}

/** For a visitor: prices are open to all; requesting needs an account. */
function SignInToRide() {
  const t = useT(ridesRiderMessages);
  return (
    <Link to={paths.signin.getHref(paths.ride.getHref())} className={buttonClasses('primary', 'lg', 'w-full')}>
      {t('signIn')}
    </Link>
  );
}
