import type { RideVehicle } from '@dwa/shared/rides-rules';
import type { NoticeValue, NoticeWord } from '../mail/mail.service';
import type { Tx } from '@dwa/db/client';
import type { RidesDeps } from './rides-context';
import type { RideRow } from './rides.repo';

// The bell for what a party did not do themselves: a rider (or support) cancelled the ride a driver
// was heading to, or the driver gave it up. Stored in the change's transaction; once it commits, the
// `notification` frame makes an open tab's bell read its count again.

/** The Driver Board, where a driver's rides are. */
const DRIVER_LINK = '/delivery-request';
const RIDER_LINK = '/ride';

const VEHICLE_WORD: Record<RideVehicle, NoticeWord> = { okada: 'vehicleOkada', tricycle: 'vehicleTricycle', car: 'vehicleCar' };

export function createRideNotices(deps: Pick<RidesDeps, 'notifications' | 'live'>) {
  const { notifications, live } = deps;
  // Written in each reader's language (ADR 076): the vehicle is a word of the catalog, the address as typed.
  const trip = (row: RideRow) => ({ vehicle: { word: VEHICLE_WORD[row.vehicle] }, address: row.dropoffAddress });
  const data = (row: RideRow, status: string) => ({ ride_id: row.id, status });
  const because = (reason: string | null): NoticeValue => (reason ? { word: 'because', values: { reason } } : '');

  return {
    /** Cancelled by the rider or by support: whoever did not cancel it is told. Answers who to ping. */
    async cancelled(tx: Tx, row: RideRow, by: 'rider' | 'admin', reason: string | null, at: Date): Promise<number[]> {
      const told: number[] = [];
      if (row.driverId !== null) {
        await notifications.notify(tx, {
          userId: row.driverId,
          kind: 'ride',
          notice: {
            key: 'rideCancelledForDriver',
            params: { ...trip(row), id: row.id, who: { word: by === 'admin' ? 'bySupport' : 'byRider' }, because: because(reason) },
          },
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
          notice: { key: 'rideCancelledBySupport', params: { ...trip(row), because: because(reason) } },
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
        notice: { key: 'rideGivenUp', params: { ...trip(row), reason } },
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
