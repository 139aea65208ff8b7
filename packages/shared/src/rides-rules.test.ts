import { describe, expect, it } from 'vitest';
import { DELIVERY_DISTANCE_KM } from './delivery-constants';
import {
  RIDE_STATUSES,
  RIDE_TRANSITIONS,
  RIDE_VEHICLES,
  greatCircleKm,
  nextDriverStep,
  rideDistanceKm,
  rideEta,
  rideFarePesewas,
  rideMachine,
  type RideActor,
  type RideStatus,
  type RideTransition,
} from './rides-rules';

const accraMall = { lat: 5.6203, lng: -0.1737 };
const makola = { lat: 5.5497, lng: -0.2096 };

describe('ride distance', () => {
  it('measures the straight line between two points (Accra Mall to Makola is about 8.8 km)', () => {
    expect(greatCircleKm(accraMall, makola)).toBeCloseTo(8.82, 1);
    expect(greatCircleKm(makola, makola)).toBe(0);
  });

  it('prices on the straight line times the road factor when both ends have coordinates', () => {
    expect(rideDistanceKm(accraMall, makola)).toEqual({ km: 11.4, measured: true });
  });

  it("falls back to the delivery module's town estimate when an end has no coordinates", () => {
    expect(rideDistanceKm(accraMall, null)).toEqual({ km: DELIVERY_DISTANCE_KM, measured: false });
    expect(rideDistanceKm(undefined, makola)).toEqual({ km: DELIVERY_DISTANCE_KM, measured: false });
  });
});

describe('ride fares', () => {
  it('is base plus kilometres for each vehicle, rounded to 50 pesewas', () => {
    expect(rideFarePesewas('okada', 10)).toBe(3000); // 5 + 2.50 x 10
    expect(rideFarePesewas('tricycle', 10)).toBe(3600); // 6 + 3 x 10
    expect(rideFarePesewas('car', 10)).toBe(5500); // 10 + 4.50 x 10
    expect(rideFarePesewas('car', 5.2)).toBe(3350); // 10 + 23.40 = 33.40, to 33.50
  });

  it('never goes under the vehicle minimum', () => {
    expect(rideFarePesewas('okada', 0)).toBe(1000);
    expect(rideFarePesewas('tricycle', 0.5)).toBe(1200);
    expect(rideFarePesewas('car', 1)).toBe(2000);
  });

  it('costs more by car than by tricycle, and by tricycle than by okada, at any distance', () => {
    for (const km of [0, 2, 5.2, 11.5, 40]) {
      expect(rideFarePesewas('okada', km)).toBeLessThanOrEqual(rideFarePesewas('tricycle', km));
      expect(rideFarePesewas('tricycle', km)).toBeLessThan(rideFarePesewas('car', km));
    }
  });

  it('gives a pickup window and a trip window that grows with the distance', () => {
    for (const vehicle of RIDE_VEHICLES) {
      const near = rideEta(vehicle, 2);
      const far = rideEta(vehicle, 20);
      expect(near.pickup.min).toBeLessThan(near.pickup.max);
      expect(near.trip.min).toBeLessThan(near.trip.max);
      expect(far.trip.min).toBeGreaterThan(near.trip.max);
    }
    expect(rideEta('okada', 12.5)).toEqual({ pickup: { min: 3, max: 8 }, trip: { min: 24, max: 39 } });
  });
});

describe('the ride state machine', () => {
  const allowed: [RideStatus, RideTransition, RideStatus][] = [
    ['requested', 'accept', 'accepted'],
    ['accepted', 'arrive', 'arrived'],
    ['arrived', 'start', 'started'],
    ['started', 'complete', 'completed'],
    ['requested', 'cancel', 'cancelled'],
    ['accepted', 'cancel', 'cancelled'],
    ['arrived', 'cancel', 'cancelled'],
    ['accepted', 'release', 'requested'],
    ['arrived', 'release', 'requested'],
  ];

  it('allows exactly the transitions of the lifecycle, and nothing else', () => {
    for (const from of RIDE_STATUSES) {
      for (const name of rideMachine.names) {
        const expected = allowed.find(([f, n]) => f === from && n === name)?.[2] ?? null;
        expect(rideMachine.apply(from, name), `${name} from ${from}`).toBe(expected);
      }
    }
  });

  it('ends at completed and cancelled: nothing leaves them', () => {
    for (const end of ['completed', 'cancelled'] as const) {
      expect(rideMachine.names.filter((name) => rideMachine.apply(end, name) !== null)).toEqual([]);
    }
  });

  it('lets only the assigned driver move a ride along, any driver accept it, and the rider or an admin cancel it', () => {
    const actors: RideActor[] = ['rider', 'driver', 'assigned_driver', 'admin'];
    const who = (name: RideTransition) => actors.filter((actor) => rideMachine.canFire(name, actor));
    expect(who('accept')).toEqual(['driver']);
    for (const step of ['arrive', 'start', 'complete', 'release'] as const) expect(who(step)).toEqual(['assigned_driver']);
    expect(who('cancel')).toEqual(['rider', 'admin']);
    expect(Object.keys(RIDE_TRANSITIONS)).toHaveLength(6);
  });

  it("names the driver's next step, and never 'give it up'", () => {
    expect(nextDriverStep('accepted')).toBe('arrive');
    expect(nextDriverStep('arrived')).toBe('start');
    expect(nextDriverStep('started')).toBe('complete');
    expect(nextDriverStep('requested')).toBeNull();
    expect(nextDriverStep('completed')).toBeNull();
  });

  it('finds the transition between two statuses', () => {
    expect(rideMachine.between('arrived', 'started')).toBe('start');
    expect(rideMachine.between('arrived', 'requested')).toBe('release');
    expect(rideMachine.between('requested', 'completed')).toBeNull();
  });
});
