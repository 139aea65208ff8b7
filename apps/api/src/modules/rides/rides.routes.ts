import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportTicketSchema } from '@dwa/shared/delivery';
import { idParams } from '@dwa/shared/fields';
import {
  RIDE_MESSAGES as M,
  rideCancelInputSchema,
  rideDriverInputSchema,
  rideDriverProfileSchema,
  rideEstimateInputSchema,
  rideEstimateSchema,
  rideJobBoardSchema,
  rideListQuerySchema,
  rideListSchema,
  rideMessageInputSchema,
  rideMessageListSchema,
  rideMessageSchema,
  ridePaymentInputSchema,
  rideRatingInputSchema,
  rideRequestInputSchema,
  rideSchema,
  rideShareSchema,
  rideSosInputSchema,
  rideStartInputSchema,
  shareTokenParams,
} from '@dwa/shared/rides';
import type { RidesService } from './rides.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Rides (issue 19): estimate, request, the lifecycle, the drivers' board, chat, ratings, SOS and the
// share link. The contract, with every endpoint listed, is packages/shared/src/rides.ts; the design
// is ADR 038.

const params = idParams(M.rideId);

const ridesRoutes: FastifyPluginAsyncZod<{ rides: RidesService }> = async (app, { rides }) => {
  const { open, signedIn } = routeOptions(app, ['rides']);

  app.post(
    '/v1/rides/estimate',
    open({
      summary: 'Price a ride (public)',
      description:
        'Base + per km by vehicle (okada 5 + 2.50/km, min 10; tricycle 6 + 3/km, min 12; car 10 + 4.50/km, min 20 cedis), rounded to 50 pesewas. ' +
        'Distance: great-circle x 1.3 when both ends have coordinates, else the fixed 5.2 km town estimate. ETA windows for the pickup and the trip.',
      body: rideEstimateInputSchema,
      response: { 200: rideEstimateSchema },
    }),
    async (request) => rides.estimate(request.body),
  );

  app.post(
    '/v1/rides',
    signedIn({
      summary: 'Request a ride',
      description:
        "The fare is computed here. rider_phone: the rider's Ghana number (answered as +233...), for the driver to call. It goes on the drivers' board. " +
        'payment_method cash (to the driver at the end) or momo (momo_network required; momo_number, else rider_phone, gets a Mobile Money prompt when the trip is completed; 409 when Mobile Money is not available).',
      body: rideRequestInputSchema,
      response: { 201: rideSchema },
    }),
    async (request, reply) => reply.status(201).send(await rides.create(requireUser(request), request.body)),
  );

  app.get(
    '/v1/rides',
    signedIn({
      summary: 'My rides, newest first',
      description:
        'role=rider (rides I asked for, default) or driver (rides I drove or drive); scope all, active or history (completed and cancelled). Pages of `limit`; pass next_cursor as cursor.',
      querystring: rideListQuerySchema,
      response: { 200: rideListSchema },
    }),
    async (request) => rides.list(requireUser(request), request.query),
  );

  app.get(
    '/v1/rides/jobs',
    signedIn({
      summary: 'Requested rides my vehicle takes (drivers: couriers with an okada, tricycle or car; empty while offline)',
      description: 'Nearest pickup first when my position and the pickup are known, then oldest first.',
      response: { 200: rideJobBoardSchema },
    }),
    async (request) => rides.jobs(requireUser(request)),
  );

  app.put(
    '/v1/rides/driver',
    signedIn({
      summary: 'My number plate, shown to my riders (couriers)',
      body: rideDriverInputSchema,
      response: { 200: rideDriverProfileSchema },
    }),
    async (request) => rides.setDriver(requireUser(request), request.body.plate),
  );

  app.get(
    '/v1/rides/share/:token',
    open({
      summary: "A ride's progress behind its share link (public, read-only)",
      description:
        "Status, steps, the driver's first name, plate and position: no phone number, address or rider name. 404 for a link that is not one; 410 once the trip has ended.",
      params: shareTokenParams,
      response: { 200: rideShareSchema },
    }),
    async (request) => rides.share(request.params.token),
  );

  app.get(
    '/v1/rides/:id',
    signedIn({ summary: 'One ride (its rider, its driver, admins; 404 for others)', params, response: { 200: rideSchema } }),
    async (request) => rides.get(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/rides/:id/cancel',
    signedIn({
      summary:
        'Cancel a ride before the trip starts (its rider, admins), or give it up (its driver, with a reason: it goes back on the board)',
      params,
      body: rideCancelInputSchema,
      response: { 200: rideSchema },
    }),
    async (request) => rides.cancel(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/rides/:id/accept',
    signedIn({
      summary: 'Take a ride (online drivers whose vehicle is the ride’s)',
      description:
        "Exactly one driver wins; the others get 409 'Ride already taken' ('This ride was cancelled.' once cancelled); the winner pressing again gets 200.",
      params,
      response: { 200: rideSchema },
    }),
    async (request) => rides.accept(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/rides/:id/arrive',
    signedIn({ summary: 'I am at the pickup (its driver)', params, response: { 200: rideSchema } }),
    async (request) => rides.arrive(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/rides/:id/start',
    signedIn({
      summary: "Start the trip with the rider's 4-digit code (its driver)",
      description: 'A wrong code is 422 and counts; after 5 wrong codes, 429.',
      params,
      body: rideStartInputSchema,
      response: { 200: rideSchema },
    }),
    async (request) => rides.start(requireUser(request), request.params.id, request.body.code),
  );

  app.post(
    '/v1/rides/:id/complete',
    signedIn({
      summary: 'End the trip: the fare is due (its driver)',
      description:
        "Cash: paid to the driver. Mobile Money: the rider's phone gets the prompt now; payment_status follows it (pending, then paid or failed).",
      params,
      response: { 200: rideSchema },
    }),
    async (request) => rides.complete(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/rides/:id/payment',
    signedIn({
      summary: 'Pay a completed Mobile Money ride again after a declined or lapsed prompt (its rider)',
      description:
        'A new prompt on the same network and number unless others are given. While a prompt is pending, or once paid, pressing again changes nothing (200); 409 for a cash ride or a ride not completed.',
      params,
      body: ridePaymentInputSchema,
      response: { 200: rideSchema },
    }),
    async (request) => rides.pay(requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/v1/rides/:id/rating',
    signedIn({
      summary: 'Rate the other side of a completed ride, 1-5 stars (the rider rates the driver, the driver the rider; once each)',
      params,
      body: rideRatingInputSchema,
      response: { 200: rideSchema },
    }),
    async (request) => rides.rate(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/v1/rides/:id/messages',
    signedIn({ summary: 'The ride chat, oldest first (rider and driver)', params, response: { 200: rideMessageListSchema } }),
    async (request) => rides.messages(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/rides/:id/messages',
    signedIn({
      summary: 'Send a text or location message (while a driver is on the ride)',
      description: 'At most 60 messages a minute per person (429 with Retry-After).',
      params,
      body: rideMessageInputSchema,
      response: { 201: rideMessageSchema },
    }),
    async (request, reply) => reply.status(201).send(await rides.send(requireUser(request), request.params.id, request.body)),
  );

  app.post(
    '/v1/rides/:id/sos',
    signedIn({
      summary: 'SOS: open a support ticket with the last known position (rider or driver)',
      description: "The position sent, else the driver's last known one, else the pickup's. At most 10 an hour per person (429).",
      params,
      body: rideSosInputSchema,
      response: { 201: supportTicketSchema },
    }),
    async (request, reply) => reply.status(201).send(await rides.sos(requireUser(request), request.params.id, request.body)),
  );
};

export default ridesRoutes;
