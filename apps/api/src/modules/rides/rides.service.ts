import { createRideBoard } from './rides-board';
import { createRidesContext, type RidesDeps } from './rides-context';
import { createRideSafety } from './rides-safety';
import { createRideTrips } from './rides-trips';

// Rides (issue 19, ADR 038) on the courier dispatch: the trip and its lifecycle (rides-trips.ts:
// estimate, request, list, read, accept race, the driver's steps, cancel and give up), the drivers'
// board and position (rides-board.ts), and chat, ratings, the share link and SOS (rides-safety.ts).
// The fleet, the support queue, the code scheme and the live publisher are the delivery module's
// (delivery/dispatch.service.ts); every multi-row write is one transaction, published after it.

export type { RidesDeps, RideLimits } from './rides-context';

export function createRidesService(deps: RidesDeps) {
  const context = createRidesContext(deps);
  return {
    ...createRideTrips(deps, context),
    ...createRideBoard(deps, context),
    ...createRideSafety(deps, context),
  };
}

export type RidesService = ReturnType<typeof createRidesService>;
