import type { SupportTicket } from '@dwa/shared/delivery';
import {
  RIDE_ASSIGNED_STATUSES,
  RIDE_MESSAGES as M,
  RIDE_STATUS_LABELS,
  type Ride,
  type RideMessage,
  type RideMessageInput,
  type RideRatingInput,
  type RideShare,
  type RideSosInput,
} from '@dwa/shared/rides';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { RidesContext, RidesDeps } from './rides-context';
import { parseShareToken, shareMatches, toRideMessage, toRideShare } from './rides-view';
import { eventsOfRides, findRide, insertRideMessage, insertRideRating, messagesOfRide } from './rides.repo';

// Around a ride: the chat between rider and driver (as the delivery chat, text and locations, open
// while a driver is on the ride, sent live to both), ratings both ways once per side, the read-only
// share link that dies with the trip, and SOS: a ticket in the fleet's support queue with the last
// known position.

const MESSAGES_LIMIT = 500;

export function createRideSafety(deps: RidesDeps, context: RidesContext) {
  const { db, now, secret, live, limiter, limits, dispatch } = deps;
  const { visible, presentOne, announce, afterCommit } = context;

  const partyOnly = (role: Ride['my_role'], message: string) => {
    if (role === 'admin') throw new ForbiddenError(message);
  };

  return {
    async messages(user: AuthUser, id: number): Promise<{ items: RideMessage[] }> {
      const { row, role } = await visible(db, id, user);
      partyOnly(role, 'Only the rider and the driver can read this chat.');
      return { items: (await messagesOfRide(db, row.id, MESSAGES_LIMIT)).map((message) => toRideMessage(message, row, user.id)) };
    },

    async send(user: AuthUser, id: number, input: RideMessageInput): Promise<RideMessage> {
      const { row, role } = await visible(db, id, user);
      partyOnly(role, 'Only the rider and the driver can write in this chat.');
      if (row.driverId === null) throw new ConflictError(M.chatNoDriver);
      if (!RIDE_ASSIGNED_STATUSES.includes(row.status)) throw new ConflictError(M.chatClosed);
      await limiter.consume(`ride:chat:u:${user.id}`, limits.chat, M.chatRate);
      const message = await insertRideMessage(db, {
        rideId: row.id,
        senderId: user.id,
        type: input.type,
        body: input.body ?? null,
        lat: input.type === 'location' ? input.lat : null,
        lng: input.type === 'location' ? input.lng : null,
        createdAt: now(),
      });
      for (const partyId of [row.riderId, row.driverId])
        live.publish([partyId], { type: 'ride_message', ride_id: row.id, message: toRideMessage(message, row, partyId) });
      return toRideMessage(message, row, user.id);
    },

    /** Once per side, once the ride is completed: the rider rates the driver, the driver the rider. */
    async rate(user: AuthUser, id: number, input: RideRatingInput): Promise<Ride> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const { row, role } = await visible(tx, id, user, true);
        partyOnly(role, 'Only the rider and the driver can rate this ride.');
        if (row.status !== 'completed') throw new ConflictError(M.rateCompletedOnly);
        const ratee = role === 'rider' ? row.driverId : row.riderId;
        const stored = await insertRideRating(tx, {
          rideId: row.id,
          raterRole: role === 'rider' ? 'rider' : 'driver',
          raterId: user.id,
          rateeId: ratee,
          stars: input.stars,
          review: input.review,
          createdAt: at,
        });
        if (!stored) throw new ConflictError(M.alreadyRated);
        return row;
      });
      await afterCommit(() => announce(row));
      return presentOne(db, row, user);
    },

    /** A ticket support sees at once, with where the ride was: the position sent, else the driver's last known one, else the pickup. */
    async sos(user: AuthUser, id: number, input: RideSosInput): Promise<SupportTicket> {
      const { row, role } = await visible(db, id, user);
      partyOnly(role, M.sosAdmin);
      await limiter.consume(`ride:sos:u:${user.id}`, limits.sos, M.sosRate);
      const driver = row.driverId === null ? undefined : await dispatch.profile(db, row.driverId);
      const position =
        input.lat != null && input.lng != null
          ? { lat: input.lat, lng: input.lng }
          : driver?.lat != null && driver.lng != null
            ? { lat: driver.lat, lng: driver.lng }
            : { lat: row.pickupLat, lng: row.pickupLng };
      const who = role === 'rider' ? 'The rider' : 'The driver';
      const message = `SOS on ride #${row.id} (${RIDE_STATUS_LABELS[row.status]}). ${who} asked for help${input.message ? `: ${input.message}` : '.'}`;
      return dispatch.openRideTicket(db, { rideId: row.id, userId: user.id, message, lat: position.lat, lng: position.lng, at: now() });
    },

    /** The public, read-only progress behind a share link: 404 for a link that is not one, 410 once the trip has ended. */
    async share(token: string): Promise<RideShare> {
      const parsed = parseShareToken(token);
      const row = parsed ? await findRide(db, parsed.id) : null;
      if (!parsed || !row || !shareMatches(secret, row, parsed.mac)) throw new NotFoundError(M.shareNotFound);
      if (row.status === 'completed' || row.status === 'cancelled') throw new AppError(410, M.shareEnded);
      const fleet = row.driverId === null ? new Map() : await dispatch.fleet(db, [row.driverId]);
      return toRideShare(row, row.driverId === null ? undefined : fleet.get(row.driverId), await eventsOfRides(db, [row.id]));
    },
  };
}
