import { createRideBoard } from './rides-board';
import { createRidesContext, type RidesDeps } from './rides-context';
import { createRidePayments } from './rides-payment';
import { createRideSafety } from './rides-safety';
import { createRideTrips } from './rides-trips';

// Rides (issue 19, ADR 038) on the courier dispatch: the trip and its lifecycle (rides-trips.ts:
// estimate, request, list, read, accept race, the driver's steps, cancel and give up, with the bell
// for the other party in rides-notices.ts), the drivers' board and position (rides-board.ts), chat,
// ratings, the share link and SOS (rides-safety.ts), and Mobile Money fares through the payments
// module (rides-payment.ts: charged when the trip ends, paid again after a decline; its settlement
// hook is `onPaymentSettled`). The fleet, the support queue, the code scheme and the live publisher
// are the delivery module's (delivery/dispatch.service.ts); every multi-row write is one
// transaction, published after it.

export type { RidesDeps } from './rides-context';

export function createRidesService(deps: RidesDeps) {
  const context = createRidesContext(deps);
  const fares = createRidePayments(deps, context);
  return {
    ...createRideTrips(deps, context, fares),
    ...createRideBoard(deps, context),
    ...createRideSafety(deps, context),
    pay: fares.pay,
    onPaymentSettled: fares.onPaymentSettled,
  };
}

export type RidesService = ReturnType<typeof createRidesService>;
