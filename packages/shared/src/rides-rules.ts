import { DELIVERY_DISTANCE_KM } from './delivery-constants';
import { defineMachine } from './state-machine';

// Rides (issue 19), pure and unit-tested: the fare and ETA (the one pricing module for rides: the
// server answers fares, the web only shows them) and the lifecycle, on the dispatch's shared state
// machine (./state-machine.ts), like deliveries.

// ---- vehicles and pricing ----

export const RIDE_VEHICLES = ['okada', 'tricycle', 'car'] as const;
export type RideVehicle = (typeof RIDE_VEHICLES)[number];

/**
 * Per vehicle, in pesewas: what a trip starts at, what each kilometre adds, the least a trip costs,
 * how soon a driver is usually there and the average speed across town (Accra traffic).
 */
export const RIDE_PRICING: Record<
  RideVehicle,
  {
    label: string;
    basePesewas: number;
    perKmPesewas: number;
    minimumPesewas: number;
    pickupMinutes: { min: number; max: number };
    kmPerHour: number;
  }
> = {
  okada: { label: 'Okada', basePesewas: 500, perKmPesewas: 250, minimumPesewas: 1000, pickupMinutes: { min: 3, max: 8 }, kmPerHour: 25 },
  tricycle: {
    label: 'Tricycle',
    basePesewas: 600,
    perKmPesewas: 300,
    minimumPesewas: 1200,
    pickupMinutes: { min: 5, max: 12 },
    kmPerHour: 20,
  },
  car: { label: 'Car', basePesewas: 1000, perKmPesewas: 450, minimumPesewas: 2000, pickupMinutes: { min: 5, max: 15 }, kmPerHour: 22 },
};

/** Roads wind: the distance driven is about this many times the straight line. */
export const ROAD_FACTOR = 1.3;
const EARTH_RADIUS_KM = 6371;

export type LatLng = { lat: number; lng: number };

/** The great-circle distance between two points, in kilometres (haversine). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance a trip is priced on, to 0.1 km: the straight line times the road factor when both
 * ends have coordinates, else the delivery module's fixed town estimate.
 */
export function rideDistanceKm(pickup?: LatLng | null, dropoff?: LatLng | null): { km: number; measured: boolean } {
  if (!pickup || !dropoff) return { km: DELIVERY_DISTANCE_KM, measured: false };
  return { km: Math.round(greatCircleKm(pickup, dropoff) * ROAD_FACTOR * 10) / 10, measured: true };
}

/** Base plus the kilometres, never under the vehicle's minimum, rounded to 50 pesewas. */
export function rideFarePesewas(vehicle: RideVehicle, km: number): number {
  const pricing = RIDE_PRICING[vehicle];
  const raw = pricing.basePesewas + pricing.perKmPesewas * km;
  return Math.max(pricing.minimumPesewas, Math.round(raw / 50) * 50);
}

/** When the driver is there and how long the trip takes, in minutes (a window, as for deliveries). */
export function rideEta(vehicle: RideVehicle, km: number): { pickup: { min: number; max: number }; trip: { min: number; max: number } } {
  const pricing = RIDE_PRICING[vehicle];
  const minutes = (km / pricing.kmPerHour) * 60;
  return {
    pickup: pricing.pickupMinutes,
    trip: { min: Math.max(1, Math.floor(minutes * 0.8)), max: Math.max(2, Math.ceil(minutes * 1.3)) },
  };
}

// ---- the state machine ----

export const RIDE_STATUSES = ['requested', 'accepted', 'arrived', 'started', 'completed', 'cancelled'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** The rider who asked, any eligible driver, the assigned driver, an admin. */
export type RideActor = 'rider' | 'driver' | 'assigned_driver' | 'admin';

export const RIDE_TRANSITIONS = {
  /** A driver takes the ride from the board (one winner). */
  accept: { from: ['requested'], to: 'accepted', by: ['driver'] },
  /** The assigned driver is at the pickup. */
  arrive: { from: ['accepted'], to: 'arrived', by: ['assigned_driver'] },
  /** The rider is on board: needs the 4-digit trip code the rider shows the driver. */
  start: { from: ['arrived'], to: 'started', by: ['assigned_driver'] },
  /** The trip is over; the fare is due. */
  complete: { from: ['started'], to: 'completed', by: ['assigned_driver'] },
  /** The rider (or an admin) calls it off before the trip starts. */
  cancel: { from: ['requested', 'accepted', 'arrived'], to: 'cancelled', by: ['rider', 'admin'] },
  /** The assigned driver gives it up, with a reason: it goes back on the board for another driver. */
  release: { from: ['accepted', 'arrived'], to: 'requested', by: ['assigned_driver'] },
} as const;
export type RideTransition = keyof typeof RIDE_TRANSITIONS;

export const rideMachine = defineMachine<RideStatus, RideActor, RideTransition>(RIDE_TRANSITIONS);

/** The driver's next step from `status` (Arrived, Start trip, Complete), or null. */
export function nextDriverStep(status: RideStatus): RideTransition | null {
  const name = rideMachine.nextFor(status, 'assigned_driver');
  // Giving a ride up is never the next step, only a way out.
  return name === 'release' ? null : name;
}
