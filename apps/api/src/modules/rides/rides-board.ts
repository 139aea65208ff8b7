import { greatCircleKm } from '@dwa/shared/rides-rules';
import type { RideJobBoard } from '@dwa/shared/rides';
import { RIDE_MESSAGES as M } from '@dwa/shared/rides';
import { ForbiddenError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { RidesContext, RidesDeps } from './rides-context';
import { toRideJob } from './rides-view';
import { activeRidesOf, openRides } from './rides.repo';

// The drivers' side of the dispatch for rides: the board of requested rides their vehicle takes,
// nearest pickup first when both positions are known; the plate riders look for; and the driver's
// position, sent live to the riders of the rides they are on.

const BOARD_LIMIT = 50;
/** Read this many open rides, then order them by distance (a town's open rides are few). */
const BOARD_SCAN = 200;

export function createRideBoard(deps: RidesDeps, context: RidesContext) {
  const { db, now, live, dispatch } = deps;

  return {
    async jobs(user: AuthUser): Promise<RideJobBoard> {
      const { profile, vehicle } = await context.driverOf(db, user);
      const base = { online: profile?.online ?? false, vehicle, plate: profile?.plate ?? null };
      if (!vehicle || !base.online) return { ...base, items: [] };
      const here = profile?.lat != null && profile.lng != null ? { lat: profile.lat, lng: profile.lng } : null;
      const rows = await openRides(db, vehicle, user.id, BOARD_SCAN);
      const ranked = rows.map((row) => ({
        row,
        km:
          here && row.pickupLat !== null && row.pickupLng !== null ? greatCircleKm(here, { lat: row.pickupLat, lng: row.pickupLng }) : null,
      }));
      // Known distances first, nearest first; then the rest oldest first (the order openRides read them in).
      ranked.sort((a, b) => (a.km === null ? (b.km === null ? 0 : 1) : b.km === null ? -1 : a.km - b.km));
      return { ...base, items: ranked.slice(0, BOARD_LIMIT).map(({ row, km }) => toRideJob(row, km)) };
    },

    /** The number plate riders look for. */
    async setDriver(user: AuthUser, plate: string): Promise<{ vehicle: RideJobBoard['vehicle']; plate: string | null }> {
      if (user.userType !== 'COURIER') throw new ForbiddenError(M.notDriver);
      const { vehicle } = await context.driverOf(db, user);
      const profile = await dispatch.setPlate(db, user.id, plate, now());
      return { vehicle, plate: profile.plate };
    },

    /** Where the driver is, for the riders of the driver's rides in progress (called when a courier shares a position). */
    async driverMoved(driverId: number, lat: number, lng: number, at: Date): Promise<void> {
      for (const ride of await activeRidesOf(db, driverId)) {
        live.publish([ride.riderId, driverId], { type: 'ride_location', ride_id: ride.id, lat, lng, at: at.toISOString() });
      }
    },
  };
}
