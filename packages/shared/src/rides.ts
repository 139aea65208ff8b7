import { z } from 'zod';
import { DELIVERY_CURRENCY, DELIVERY_TEXT_MAX, PAYMENT_METHODS } from './delivery-constants';
import { PAYMENT_STATUSES } from './commerce';
import { MOMO_NETWORKS } from './momo';
import { RIDE_LIST_LIMIT_MAX, RIDE_MESSAGES, RIDE_PAYMENT_STATES } from './rides-constants';
import { deliveryMessageInputSchema, deliveryRatingInputSchema } from './delivery';
import { ghanaPhoneField, toE164Ghana } from './fields';
import { RIDE_STATUSES, RIDE_VEHICLES } from './rides-rules';
import { cleanText } from './input-text';
import { coded } from './coded';

// Rides (issue 19, ADR 038): the zod schema of every body and answer of the rides API. Fields are
// snake_case; amounts are cedis with `currency: "GHS"`; errors are `{detail}` (ADR 002): 401 signed
// out, 403 wrong role, 404 unknown or not yours, 409 wrong state, 422 invalid input.
//
// Endpoints (under /api/v1):
// POST /rides/estimate               public      body rideEstimateInputSchema -> rideEstimateSchema
// POST /rides                        signed in   body rideRequestInputSchema -> 201 rideSchema (on the board)
// GET  /rides?role=rider|driver&scope=all|active|history&limit&cursor  signed in -> rideListSchema
// GET  /rides/{id}                   its rider, its driver, admins (others 404) -> rideSchema
// POST /rides/{id}/cancel            its rider or an admin before the trip starts; its driver with a
//                                    reason (the ride goes back on the board) -> rideSchema
// POST /rides/{id}/accept            online drivers whose vehicle is the ride's; one winner (others 409)
// POST /rides/{id}/arrive | /start {code} | /complete   its driver -> rideSchema (start: wrong code
//                                    422, after HANDOVER_MAX_TRIES wrong codes 429)
// GET|POST /rides/{id}/messages      rider and driver (POST while a driver is on the ride)
// PUT  /rides/{id}/rating            rider or driver, completed rides, once per side -> rideSchema
// POST /rides/{id}/payment           its rider: a new Mobile Money prompt after a failed one -> rideSchema
// POST /rides/{id}/sos               rider or driver: a support ticket with the last known position
// GET  /rides/jobs                   drivers -> rideJobBoardSchema (nearest first when positions are known)
// PUT  /rides/driver                 drivers: the number plate -> rideDriverSchema
// GET  /rides/share/{token}          public, read-only progress (the web's /ride?share=<token>); 410 once the trip has ended
// Live frames: `ride` {ride_id, status} to both parties (they refetch), `ride_location`, `ride_message`,
// the dispatch's `jobs` to online couriers, and `notification` when a cancel or give-up put one in
// someone's bell.

export * from './rides-constants';
const M = RIDE_MESSAGES;

// ---- fields ----

const place = (message: string) =>
  z
    .string({ error: message })
    .transform(cleanText)
    .pipe(z.string().min(1, message).max(200, coded('rides.most_200_characters', 'At most 200 characters.')));
const lat = z.number({ error: M.lat }).min(-90, M.lat).max(90, M.lat).nullish();
const lng = z.number({ error: M.lng }).min(-180, M.lng).max(180, M.lng).nullish();
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .transform(cleanText)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`))
    .nullish()
    .transform((value) => value || null);

const tripFields = {
  pickup: place(M.pickup),
  dropoff: place(M.dropoff),
  vehicle: z.enum(RIDE_VEHICLES, { error: M.vehicle }),
  pickup_lat: lat,
  pickup_lng: lng,
  dropoff_lat: lat,
  dropoff_lng: lng,
};
type TripFields = { pickup_lat?: number | null; pickup_lng?: number | null; dropoff_lat?: number | null; dropoff_lng?: number | null };
/** A latitude without its longitude (or the reverse) is a mistake, not a missing point. */
function checkPairs(value: TripFields, ctx: z.RefinementCtx) {
  for (const end of ['pickup', 'dropoff'] as const) {
    if ((value[`${end}_lat`] == null) !== (value[`${end}_lng`] == null)) {
      ctx.addIssue({ code: 'custom', message: M.pair, path: [value[`${end}_lat`] == null ? `${end}_lat` : `${end}_lng`] });
    }
  }
}

// ---- bodies ----

export const rideEstimateInputSchema = z.object(tripFields).superRefine(checkPairs);
export type RideEstimateInput = z.output<typeof rideEstimateInputSchema>;

const momoFields = {
  momo_network: z.enum(MOMO_NETWORKS, { error: M.momoNetwork }),
  momo_number: z
    .string({ error: M.momoNumber })
    .max(40, M.momoNumber)
    .transform((value, ctx) => {
      const e164 = toE164Ghana(value);
      if (!e164) ctx.addIssue({ code: 'custom', message: M.momoNumber });
      return e164 ?? z.NEVER;
    }),
};

export const rideRequestInputSchema = z
  .object({
    ...tripFields,
    rider_phone: ghanaPhoneField.describe("the rider's Ghana phone, for the driver to call"),
    payment_method: z
      .enum(PAYMENT_METHODS, { error: M.paymentMethod })
      .default('cash')
      .describe('cash to the driver, or momo: charged through the payments module when the trip ends'),
    momo_network: momoFields.momo_network.nullish().describe('momo: the network (required)'),
    momo_number: momoFields.momo_number.nullish().describe('momo: the number to charge; rider_phone when left out'),
  })
  .superRefine((value, ctx) => {
    checkPairs(value, ctx);
    if (value.payment_method === 'momo' && !value.momo_network)
      ctx.addIssue({ code: 'custom', message: M.momoNetwork, path: ['momo_network'] });
  })
  .transform((value) => ({
    ...value,
    momo_network: value.payment_method === 'momo' ? (value.momo_network ?? null) : null,
    momo_number: value.payment_method === 'momo' ? (value.momo_number ?? value.rider_phone) : null,
  }));
export type RideRequestInput = z.output<typeof rideRequestInputSchema>;
export type RideRequestFormValues = z.input<typeof rideRequestInputSchema>;

export const RIDE_LIST_SCOPES = ['all', 'active', 'history'] as const;
export const rideListQuerySchema = z.object({
  role: z.enum(['rider', 'driver'], { error: "role must be 'rider' or 'driver'." }).default('rider'),
  scope: z.enum(RIDE_LIST_SCOPES, { error: `scope must be one of: ${RIDE_LIST_SCOPES.join(', ')}.` }).default('all'),
  limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 100.' }).int().min(1).max(RIDE_LIST_LIMIT_MAX).default(20),
  cursor: z.string().max(200).optional().describe("the previous page's next_cursor"),
});
export type RideListQuery = z.output<typeof rideListQuerySchema>;

export const rideStartInputSchema = z.object({ code: z.string({ error: M.codeRequired }).trim() });
/** A body that may be left out (the request sends none): read as {}. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const rideCancelInputSchema = optionalBody(z.object({ reason: optionalText(DELIVERY_TEXT_MAX, 'Reason') }));
export type RideCancelInput = z.output<typeof rideCancelInputSchema>;
export const rideRatingInputSchema = deliveryRatingInputSchema;
export type RideRatingInput = z.output<typeof rideRatingInputSchema>;
/** The ride chat takes what the delivery chat takes: text, or a shared location. */
export const rideMessageInputSchema = deliveryMessageInputSchema;
export type RideMessageInput = z.output<typeof rideMessageInputSchema>;
export const rideSosInputSchema = optionalBody(
  z.object({ message: optionalText(DELIVERY_TEXT_MAX, 'Message'), lat, lng }).superRefine((value, ctx) => {
    if ((value.lat == null) !== (value.lng == null))
      ctx.addIssue({ code: 'custom', message: M.pair, path: [value.lat == null ? 'lat' : 'lng'] });
  }),
);
export type RideSosInput = z.output<typeof rideSosInputSchema>;
/** Pay again after a declined or lapsed prompt, on the same number and network unless others are given. */
export const ridePaymentInputSchema = optionalBody(
  z.object({ momo_network: momoFields.momo_network.optional(), momo_number: momoFields.momo_number.optional() }),
);
export type RidePaymentInput = z.output<typeof ridePaymentInputSchema>;
export const rideDriverInputSchema = z.object({
  plate: z
    .string({ error: M.plate })
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/, M.plate)),
});
export const shareTokenParams = z.object({
  token: z
    .string()
    .regex(/^\d{1,10}-[A-Za-z0-9_-]{22}$/, M.shareNotFound)
    .describe('from the rider’s share link'),
});

// ---- answers ----

const window = z.object({ min: z.number().int(), max: z.number().int() });
export const rideEstimateSchema = z.object({
  vehicle: z.enum(RIDE_VEHICLES),
  fare: z.number().describe('cedis, 2 decimals'),
  currency: z.literal(DELIVERY_CURRENCY),
  distance_km: z.number(),
  distance_measured: z.boolean().describe('from the coordinates (true) or the fixed town estimate (false)'),
  pickup_minutes: window.describe('how soon a driver is usually there'),
  trip_minutes: window,
});
export type RideEstimate = z.infer<typeof rideEstimateSchema>;

const point = { lat: z.number().nullable(), lng: z.number().nullable() };
export const rideDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  vehicle: z.enum(RIDE_VEHICLES).nullable(),
  plate: z.string().nullable(),
  rating: z.number().nullable().describe('average stars, 1 decimal, from rides and deliveries'),
  ratings_count: z.number().int(),
  ...point,
  location_updated_at: z.string().nullable(),
});
export type RideDriver = z.infer<typeof rideDriverSchema>;

/** The ride's newest Mobile Money attempt (payments module), as its rider and driver see it. */
export const ridePaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  network: z.enum(MOMO_NETWORKS),
  phone: z.string().describe('masked: +233 24 *** 4567'),
  display_text: z.string().nullable().describe('while pending: what to do on the phone'),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});
export type RidePayment = z.infer<typeof ridePaymentSchema>;

export const rideEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(RIDE_STATUSES),
  description: z.string(),
  created_at: z.string(),
});
const givenRating = z.object({ stars: z.number().int(), review: z.string().nullable(), created_at: z.string() });

export const rideSchema = z.object({
  id: z.number().int(),
  status: z.enum(RIDE_STATUSES),
  vehicle: z.enum(RIDE_VEHICLES),
  pickup_address: z.string(),
  dropoff_address: z.string(),
  pickup_lat: z.number().nullable(),
  pickup_lng: z.number().nullable(),
  dropoff_lat: z.number().nullable(),
  dropoff_lng: z.number().nullable(),
  distance_km: z.number(),
  fare: z.number().describe('cedis, 2 decimals'),
  currency: z.literal(DELIVERY_CURRENCY),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z
    .enum(RIDE_PAYMENT_STATES)
    .describe(
      'unpaid (the trip is on), pending (a Mobile Money prompt waits), paid (cash at the end, or the charge succeeded), failed (pay again), not_charged (cancelled)',
    ),
  payment: ridePaymentSchema.nullable().describe('momo: the newest charge attempt, once the trip has ended'),
  my_role: z.enum(['rider', 'driver', 'admin']),
  rider: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable(), rating: z.number().nullable() }),
  driver: rideDriverSchema.nullable(),
  trip_code: z.string().nullable().describe('the 4 digits the rider shows the driver; only for the rider, until the trip starts'),
  code_locked: z.boolean().describe('too many wrong trip codes'),
  next_action: z.enum(['arrive', 'start', 'complete']).nullable().describe("the driver's next step; null for others"),
  can_cancel: z.boolean().describe('whether the caller may cancel now (the driver: give it up, with a reason)'),
  eta: z.object({ pickup_minutes: window, trip_minutes: window }),
  share_path: z.string().nullable().describe('the read-only share link (rider only, while the ride is on)'),
  events: z.array(rideEventSchema).describe('oldest first'),
  my_rating: givenRating.nullable().describe('the rating the caller gave'),
  can_rate: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  accepted_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Ride = z.infer<typeof rideSchema>;
export const rideListSchema = z.object({ items: z.array(rideSchema), next_cursor: z.string().nullable() });
export type RideList = z.infer<typeof rideListSchema>;

export const rideJobSchema = z.object({
  id: z.number().int(),
  vehicle: z.enum(RIDE_VEHICLES),
  pickup_address: z.string(),
  dropoff_address: z.string(),
  fare: z.number(),
  currency: z.literal(DELIVERY_CURRENCY),
  distance_km: z.number().describe('the trip'),
  pickup_km: z.number().nullable().describe('from the driver to the pickup, when both positions are known'),
  payment_method: z.enum(PAYMENT_METHODS),
  created_at: z.string(),
});
export type RideJob = z.infer<typeof rideJobSchema>;
export const rideJobBoardSchema = z.object({
  online: z.boolean(),
  vehicle: z.enum(RIDE_VEHICLES).nullable().describe("the rides this driver's vehicle takes; null: it carries no people"),
  plate: z.string().nullable(),
  items: z.array(rideJobSchema).describe('nearest pickup first when positions are known, then oldest first'),
});
export type RideJobBoard = z.infer<typeof rideJobBoardSchema>;

export const rideMessageSchema = z.object({
  id: z.number().int(),
  ride_id: z.number().int(),
  sender_role: z.enum(['rider', 'driver']),
  type: z.enum(['text', 'location']),
  body: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  created_at: z.string(),
  is_mine: z.boolean(),
});
export type RideMessage = z.infer<typeof rideMessageSchema>;
export const rideMessageListSchema = z.object({ items: z.array(rideMessageSchema).describe('oldest first') });

/** What a share link shows: progress, never a phone number, an address or the rider's name. */
export const rideShareSchema = z.object({
  status: z.enum(RIDE_STATUSES),
  status_label: z.string(),
  vehicle: z.enum(RIDE_VEHICLES),
  driver_first_name: z.string().nullable(),
  plate: z.string().nullable(),
  driver_lat: z.number().nullable(),
  driver_lng: z.number().nullable(),
  location_updated_at: z.string().nullable(),
  trip_minutes: window,
  steps: z.array(z.object({ status: z.enum(RIDE_STATUSES), label: z.string(), at: z.string() })),
  updated_at: z.string(),
});
export type RideShare = z.infer<typeof rideShareSchema>;

export const rideDriverProfileSchema = z.object({ vehicle: z.enum(RIDE_VEHICLES).nullable(), plate: z.string().nullable() });
