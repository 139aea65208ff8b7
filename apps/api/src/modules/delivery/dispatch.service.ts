import type { SupportTicket } from '@dwa/shared/delivery';
import type { Executor } from '@dwa/db/client';
import { toTicket } from './delivery-view';
import {
  insertTicket,
  onlineCourierIds,
  partiesByIds,
  profilesByIds,
  ratingSummaries,
  upsertProfile,
  type PartyRow,
  type ProfileRow,
  type RatingSummary,
} from './delivery.repo';

// The dispatch as other jobs see it (rides, ADR 038): the fleet of approved couriers with their
// vehicles, positions and one rating across jobs, the online drivers who get the `jobs` frame, the
// support queue, the 4-digit code scheme of the handover and the live publisher. Deliveries use the
// same pieces directly; rides reach them through this file only (modules meet through services).

export {
  handoverCode as jobCode,
  handoverMatches as jobCodeMatches,
  isHandoverCode as isJobCode,
  newHandoverNonce as newJobNonce,
} from './handover';
export type { LivePublisher } from './delivery-live';

export type FleetMember = { party: PartyRow; profile: ProfileRow | undefined; rating: RatingSummary };

export function createDispatchService() {
  return {
    /** Couriers by id, with their profile (vehicle, plate, online, position) and rating. */
    async fleet(executor: Executor, ids: number[]): Promise<Map<number, FleetMember>> {
      const unique = [...new Set(ids)];
      // One after the other: `executor` may be a transaction, whose single connection runs one query at a time.
      const parties = await partiesByIds(executor, unique);
      const profiles = new Map((await profilesByIds(executor, unique)).map((profile) => [profile.userId, profile]));
      const ratings = await ratingSummaries(executor, unique);
      return new Map(
        parties.map((party) => [
          party.id,
          { party, profile: profiles.get(party.id), rating: ratings.get(party.id) ?? { score: null, average: null, count: 0 } },
        ]),
      );
    },

    async profile(executor: Executor, userId: number): Promise<ProfileRow | undefined> {
      return (await profilesByIds(executor, [userId]))[0];
    },

    async setPlate(executor: Executor, userId: number, plate: string, at: Date): Promise<ProfileRow> {
      return upsertProfile(executor, { userId, plate, createdAt: at, updatedAt: at });
    },

    onlineCourierIds: (executor: Executor) => onlineCourierIds(executor),

    /** A ride's SOS in the fleet's one support queue, with where the ride was. */
    async openRideTicket(
      executor: Executor,
      values: { rideId: number; userId: number; message: string; lat: number | null; lng: number | null; at: Date },
    ): Promise<SupportTicket> {
      const row = await insertTicket(executor, {
        rideId: values.rideId,
        userId: values.userId,
        category: 'sos',
        message: values.message,
        lat: values.lat,
        lng: values.lng,
        createdAt: values.at,
      });
      return toTicket(row);
    },
  };
}

export type DispatchService = ReturnType<typeof createDispatchService>;
