import { useId, useState, type FormEvent } from 'react';
import { Bike, Car, LocateFixed, Navigation } from 'lucide-react';
import { RIDE_VEHICLES, type RideVehicle } from '@dwa/shared/ride-rules';
import type { Ride } from '@dwa/shared/rides';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/input-classes';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRideEstimates } from '../api/estimate-ride';
import { useCreateRide } from '../api/ride-actions';
import { PLACES, placeAt } from '../data/places';
import { currentPosition } from '../../../lib/geolocation';
import { cedis, minutesText, PICKUP_HINTS, type TripPoints } from '../lib/trip';
import { MomoFields, type MomoChoice } from './momo-fields';

const VEHICLE_TEXT: Record<RideVehicle, { label: string; note: string; Icon: typeof Bike }> = {
  okada: { label: 'Okada', note: 'Fastest through traffic, 1 rider', Icon: Bike },
  tricycle: { label: 'Tricycle', note: 'Pragya: up to 3 riders', Icon: Bike },
  car: { label: 'Car', note: 'Air-conditioned, up to 4 riders', Icon: Car },
};

/** Pickup and drop-off (with "Use my location"), a card per vehicle with the server's fare and ETAs, then Request. */
export function RequestPanel({ signedIn, onRequested }: { signedIn: boolean; onRequested?: (ride: Ride) => void }) {
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
      const here = await currentPosition(PICKUP_HINTS);
      setTrip((before) => ({ ...before, pickup: 'My location', pickupAt: here }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Could not read your location.');
    } finally {
      setLocating(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!trip.pickup.trim() || !trip.dropoff.trim()) return setProblem('Enter the pickup and the drop-off.');
    if (payment === 'momo' && !momo.network) return setProblem('Choose your Mobile Money network.');
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
    <form onSubmit={submit} aria-labelledby={`${ids}-title`} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900">
      <h2 id={`${ids}-title`} className="text-lg font-bold">
        Where to?
      </h2>
      <datalist id={`${ids}-places`}>
        {PLACES.map((item) => (
          <option key={item.name} value={item.name} />
        ))}
      </datalist>
      <div>
        <label htmlFor={`${ids}-pickup`} className="mb-1 block text-sm font-medium">
          Pickup
        </label>
        <div className="flex gap-2">
          <input id={`${ids}-pickup`} list={`${ids}-places`} className={inputClasses} value={trip.pickup} onChange={(e) => place('pickup', e.target.value)} placeholder="e.g. Oxford Street, Osu" autoComplete="off" maxLength={200} />
          <Button variant="outline" onClick={() => void locateMe()} disabled={locating} aria-label="Use my location" className="shrink-0">
            <LocateFixed aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{locating ? 'Locating...' : 'Use my location'}</span>
          </Button>
        </div>
      </div>
      <div>
        <label htmlFor={`${ids}-dropoff`} className="mb-1 block text-sm font-medium">
          Drop-off
        </label>
        <input id={`${ids}-dropoff`} list={`${ids}-places`} className={inputClasses} value={trip.dropoff} onChange={(e) => place('dropoff', e.target.value)} placeholder="e.g. Madina Market" autoComplete="off" maxLength={200} />
        <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {trip.pickupAt && trip.dropoffAt ? 'Priced on the distance between the two points.' : 'Choose a listed place or use your location for an exact fare; otherwise a town trip of about 5 km is assumed.'}
        </p>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium">Vehicle</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {RIDE_VEHICLES.map((type, index) => {
            const estimate = estimates[index];
            const { label, note, Icon } = VEHICLE_TEXT[type];
            const checked = vehicle === type;
            return (
              <label
                key={type}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600 ${checked ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950/50' : 'border-gray-200 dark:border-gray-700'}`}
              >
                <input type="radio" name={`${ids}-vehicle`} value={type} checked={checked} onChange={() => setVehicle(type)} className="sr-only" />
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold">{label}</span>
                    {estimate?.data ? <span className="font-bold whitespace-nowrap" data-testid={`fare-${type}`}>{cedis(estimate.data.fare)}</span> : estimate?.isError ? <span className="text-sm">No price</span> : <Skeleton className="h-5 w-16" />}
                  </span>
                  <span className="block text-xs text-gray-600 dark:text-gray-400">{note}</span>
                  {estimate?.data ? (
                    <span className="block text-xs text-gray-700 dark:text-gray-300">
                      Pickup in {minutesText(estimate.data.pickup_minutes)} · trip {minutesText(estimate.data.trip_minutes)} · {estimate.data.distance_km} km
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
              Your phone (for the driver)
            </label>
            <input id={`${ids}-phone`} type="tel" inputMode="tel" autoComplete="tel" className={inputClasses} value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="024 123 4567" required />
          </div>
          <div>
            <label htmlFor={`${ids}-payment`} className="mb-1 block text-sm font-medium">
              Payment
            </label>
            <select id={`${ids}-payment`} className={inputClasses} value={payment} onChange={(e) => setPayment(e.target.value as 'cash' | 'momo')}>
              <option value="cash">Cash to the driver</option>
              <option value="momo">Mobile Money (a prompt when the trip ends)</option>
            </select>
          </div>
          {payment === 'momo' ? (
            <MomoFields id={`${ids}-momo`} value={momo} onChange={setMomo} numberHint="Same as your phone" />
          ) : null}
        </div>
      ) : null}

      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {signedIn ? (
        <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
          <Navigation aria-hidden="true" className="size-4" />
          {create.isPending ? 'Requesting...' : `Request ${VEHICLE_TEXT[vehicle].label}`}
        </Button>
      ) : (
        <SignInToRide />
      )}
    </form>
  );
}

/** For a visitor: prices are open to all; requesting needs an account. */
function SignInToRide() {
  return (
    <Link to={paths.signin.getHref(paths.ride.getHref())} className={buttonClasses('primary', 'lg', 'w-full')}>
      Sign in to request a ride
    </Link>
  );
}
