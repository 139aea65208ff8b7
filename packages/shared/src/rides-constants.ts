import { HANDOVER_CODE_LENGTH, HANDOVER_MAX_TRIES, PAYMENT_METHODS, type VehicleType } from './delivery-constants';
import { RIDE_VEHICLES, type RideStatus, type RideVehicle } from './rides-rules';
import { coded } from './coded';

// The rides contract's constants and wording (./rides.ts re-exports them beside its zod schemas),
// free of zod so a page that only shows a ride's labels does not download the validator.

export const RIDE_MESSAGES = {
  rideId: coded('rides.ride_id', 'Enter a valid ride id.'),
  notFound: coded('rides.not_found', 'Ride not found'),
  vehicle: coded('rides.vehicle', `Choose a vehicle: ${RIDE_VEHICLES.join(', ')}.`, { rideVehicles: RIDE_VEHICLES.join(', ') }),
  pickup: coded('rides.pickup', 'Enter the pickup location.'),
  dropoff: coded('rides.dropoff', 'Enter the drop-off location.'),
  lat: coded('rides.lat', 'Latitude must be a number from -90 to 90.'),
  lng: coded('rides.lng', 'Longitude must be a number from -180 to 180.'),
  pair: coded('rides.pair', 'Send the latitude and the longitude together.'),
  phone: coded('accounts.enter_valid_ghana_phone', 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).'),
  paymentMethod: coded('delivery.payment_method', `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}.`, {
    paymentMethods: PAYMENT_METHODS.join(', '),
  }),
  rideTaken: coded('rides.taken', 'Ride already taken'),
  rideCancelled: coded('rides.ride_cancelled', 'This ride was cancelled.'),
  notDriver: coded('rides.not_driver', 'Only drivers can do this: approved couriers with an okada (motorbike), tricycle or car.'),
  wrongVehicle: (vehicle: string) => coded('rides.wrong_vehicle', `This ride needs a ${vehicle}.`, { vehicle }),
  goOnline: coded('rides.go_online', 'Go online to accept rides.'),
  ownRide: coded('rides.own_ride', 'You cannot drive your own ride.'),
  notAssigned: coded('rides.not_assigned', 'Only the driver of this ride can update it.'),
  badTransition: (from: RideStatus, action: string) =>
    coded('rides.bad_transition', `A ride that is ${RIDE_STATUS_LABELS[from].toLowerCase()} cannot be ${action}.`, {
      from: RIDE_STATUS_LABELS[from].toLowerCase(),
      action,
    }),
  codeRequired: coded('rides.code_required', `Enter the ${HANDOVER_CODE_LENGTH}-digit trip code from the rider.`, {
    handoverCodeLength: HANDOVER_CODE_LENGTH,
  }),
  codeWrong: coded('rides.code_wrong', 'Wrong trip code.'),
  codeLocked: coded('rides.code_locked', 'Too many wrong codes. Contact support to start this trip.'),
  cancelStarted: coded('rides.cancel_started', 'This ride can no longer be cancelled: the trip has started.'),
  notCancellable: coded('rides.not_cancellable', 'This ride can no longer be cancelled.'),
  reasonRequired: coded('rides.reason_required', 'Give a reason for giving up this ride.'),
  rateCompletedOnly: coded('rides.rate_completed_only', 'Only completed rides can be rated.'),
  alreadyRated: coded('rides.already_rated', 'You have already rated this ride.'),
  stars: coded('delivery.stars', 'Choose a rating from 1 to 5 stars.'),
  chatClosed: coded('rides.chat_closed', 'Chat is open while a driver is on the way or on the trip.'),
  chatNoDriver: coded('rides.chat_no_driver', 'No driver has taken this ride yet.'),
  chatRate: (minutes: number) =>
    coded('chat.send_rate', `You are sending messages too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      minutes,
    }),
  sosRate: (minutes: number) =>
    coded(
      'rides.sos_rate',
      `You have pressed SOS many times in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call the police on 191.`,
      { minutes },
    ),
  sosAdmin: coded('rides.sos_admin', 'Only the rider and the driver can raise an SOS.'),
  shareNotFound: coded('rides.share_not_found', 'This share link is not valid.'),
  shareEnded: coded('rides.share_ended', 'This trip has ended: its share link no longer works.'),
  plate: coded('rides.plate', 'Enter the number plate (2 to 12 letters, digits, spaces or dashes).'),
  momoNetwork: coded('boosts.momo_network', 'Choose your Mobile Money network.'),
  momoNumber: coded('boosts.momo_number', 'Enter your Mobile Money number (+233 and 9 digits, or 0 and 9 digits).'),
  momoUnavailable: coded('rides.momo_unavailable', 'Mobile Money is not available right now. Choose cash.'),
  payRiderOnly: coded('rides.pay_rider_only', 'Only the rider can pay for this ride.'),
  payCash: coded('rides.pay_cash', 'This ride is paid in cash to the driver.'),
  payNotDue: coded('rides.pay_not_due', 'The fare is due once the trip is completed.'),
} as const;

export const RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  requested: 'Searching for a driver',
  accepted: 'Driver on the way',
  arrived: 'Driver has arrived',
  started: 'On trip',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const RIDE_VEHICLE_LABELS = { okada: 'Okada', tricycle: 'Tricycle', car: 'Car' } as const;
/** The courier vehicles that carry people, and the rides each takes (a bicycle, a van or on foot: none). */
export const RIDE_VEHICLE_OF: Partial<Record<VehicleType, RideVehicle>> = { motorbike: 'okada', tricycle: 'tricycle', car: 'car' };
/** While a driver holds the ride and it is not over: chat, live position, SOS. */
export const RIDE_ASSIGNED_STATUSES: readonly RideStatus[] = ['accepted', 'arrived', 'started'];
export const RIDE_ACTIVE_STATUSES: readonly RideStatus[] = ['requested', 'accepted', 'arrived', 'started'];
export const RIDE_CODE_MAX_TRIES = HANDOVER_MAX_TRIES;
export const RIDE_LIST_LIMIT_MAX = 100;

/**
 * Where a ride's fare stands. unpaid: the trip has not ended (cash is paid to the driver, Mobile
 * Money is charged, when it ends); pending: the Mobile Money prompt waits for the rider's approval;
 * paid: cash handed over at the end, or the Mobile Money charge succeeded; failed: the charge was
 * declined or lapsed (the rider may pay again); not_charged: the ride was cancelled.
 */
export const RIDE_PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'failed', 'not_charged'] as const;
export type RidePaymentState = (typeof RIDE_PAYMENT_STATES)[number];
export const RIDE_PAYMENT_LABELS: Record<RidePaymentState, string> = {
  unpaid: 'To pay at the end of the trip',
  pending: 'Awaiting approval',
  paid: 'Paid',
  failed: 'Payment failed',
  not_charged: 'Not charged',
};
export const RIDE_PAYMENT_METHOD_LABELS = { cash: 'Cash', momo: 'Mobile Money' } as const;
