import { RIDE_VEHICLE_LABELS } from '@dwa/shared/rides';
import type { Tx } from '@dwa/db/client';
import type { RidesDeps } from './rides-context';
import type { RideRow } from './rides.repo';

// The bell for what a party did not do themselves: a rider (or support) cancelled the ride a driver
// was heading to, or the driver gave it up. Stored in the change's transaction; once it commits, the
// `notification` frame makes an open tab's bell read its count again.

/** The Driver Board, where a driver's rides are. */
const DRIVER_LINK = '/delivery-request';
const RIDER_LINK = '/ride';

export function createRideNotices(deps: Pick<RidesDeps, 'notifications' | 'live'>) {
  const { notifications, live } = deps;
  const trip = (row: RideRow) => `${RIDE_VEHICLE_LABELS[row.vehicle]} ride to ${row.dropoffAddress}`;
  const data = (row: RideRow, status: string) => ({ ride_id: row.id, status });
  const because = (reason: string | null) => (reason ? ` Reason: ${reason}` : '');

  return {
    /** Cancelled by the rider or by support: whoever did not cancel it is told. Answers who to ping. */
    async cancelled(tx: Tx, row: RideRow, by: 'rider' | 'admin', reason: string | null, at: Date): Promise<number[]> {
      const told: number[] = [];
      if (row.driverId !== null) {
        const who = by === 'admin' ? 'Dwa support' : 'The rider';
        await notifications.notify(tx, {
          userId: row.driverId,
          kind: 'ride',
          title: `Ride cancelled: ${trip(row)} (#${row.id})`,
          body: `${who} cancelled this ride. Do not go to the pickup; it has left your My Rides.${because(reason)}`,
          link: DRIVER_LINK,
          data: data(row, 'cancelled'),
          at,
        });
        told.push(row.driverId);
      }
      if (by === 'admin') {
        await notifications.notify(tx, {
          userId: row.riderId,
          kind: 'ride',
          title: `Your ${trip(row)} was cancelled by Dwa support`,
          body: `You will not be charged.${because(reason)}`,
          link: RIDER_LINK,
          data: data(row, 'cancelled'),
          at,
        });
        told.push(row.riderId);
      }
      return told;
    },

    /** The driver gave the ride up: the rider is told it is back with the drivers. */
    async givenUp(tx: Tx, row: RideRow, reason: string, at: Date): Promise<number[]> {
      await notifications.notify(tx, {
        userId: row.riderId,
        kind: 'ride',
        title: `Your driver gave up your ${trip(row)}`,
        body: `We are looking for another driver. Reason: ${reason}`,
        link: RIDER_LINK,
        data: data(row, 'requested'),
        at,
      });
      return [row.riderId];
    },

    /** After the commit: open tabs of these people read their bell again. */
    ping(userIds: number[]): void {
      if (userIds.length > 0) live.publish(userIds, { type: 'notification' });
    },
  };
}
