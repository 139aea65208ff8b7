import { z } from 'zod';
import { messageImageSchema } from './chat';
import { GHANA_REGIONS } from './catalogue';
import { idField, requiredText, toE164Ghana } from './fields';
import {
  COURIER_APPLICATION_STATUSES,
  DELIVERY_CURRENCY,
  DELIVERY_CAPTION_MAX,
  DELIVERY_LIST_LIMIT_MAX,
  DELIVERY_MESSAGE_MAX,
  DELIVERY_MESSAGE_TYPES,
  DELIVERY_SIZES,
  DELIVERY_STATUSES,
  DELIVERY_TEXT_MAX,
  DELIVERY_URGENCIES,
  PAYMENT_METHODS,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_KINDS,
  SUPPORT_TICKET_STATUSES,
  VEHICLE_TYPES,
} from './delivery-constants';
import { DELIVERY_MESSAGES } from './delivery-messages';
import { RIDE_STATUSES } from './rides-rules';
import { cleanText } from './input-text';
import { coded } from './coded';

// Delivery (issue 8): constants from the spec (section 9), the one pricing function, the delivery
// state machine, and the zod schema of every body and every answer of the delivery API.
// Fields are snake_case; amounts are cedis as numbers with 2 decimals beside `currency: "GHS"`.
// Errors are `{detail}` (docs/decisions/002): 401 signed out, 403 wrong role, 404 unknown or not
// yours (a third user never learns a delivery exists), 409 wrong state, 422 invalid input.
//
// Endpoints (all under /api/v1; "signed in" = bearer token; answers are the schemas below):
// POST /delivery/estimate                       public        body deliveryEstimateInputSchema -> deliveryEstimateSchema
// POST /delivery/requests                       signed in     body deliveryRequestInputSchema -> 201 deliverySchema
// GET  /delivery/requests?role=customer|courier&scope=all|active|history|delivered&limit&cursor
//                                               signed in     -> deliveryListSchema (newest first, paged by next_cursor;
//                                               courier role: jobs I took)
// GET  /delivery/requests/{id}                  its customer, its courier, admins (others 404) -> deliverySchema
// POST /delivery/requests/{id}/cancel           its customer (or admin), before pickup -> deliverySchema
// POST /delivery/requests/{id}/status           its assigned courier only; body deliveryAdvanceInputSchema -> deliverySchema
//                                               (delivered needs handover_code; wrong code 422, after
//                                               HANDOVER_MAX_TRIES wrong codes 429 'Too many wrong codes...')
// GET  /delivery/requests/{id}/messages         its customer or assigned courier -> deliveryMessageListSchema
// POST /delivery/requests/{id}/messages         its customer or assigned courier, while accepted..nearby;
//                                               body deliveryMessageInputSchema -> 201 deliveryMessageSchema (per-person rate limit, 429)
// PUT  /delivery/requests/{id}/rating           its customer, delivered only; body deliveryRatingInputSchema -> deliverySchema
// POST /delivery/requests/{id}/issues           its customer or courier; body supportTicketInputSchema -> 201 supportTicketSchema
//                                               (per-person rate limit, 429)
// GET  /delivery/jobs                           couriers (403 others) -> jobBoardSchema (items empty while offline)
// POST /delivery/jobs/{id}/accept               online couriers; one winner: others 409 'Job already taken'
//                                               ('This job was cancelled.' once cancelled), the winner again 200 -> deliverySchema
// PUT  /delivery/courier/status                 couriers; body courierStatusInputSchema -> courierProfileSchema
// GET  /delivery/courier/me                     couriers -> courierProfileSchema
// GET  /delivery/stats                          signed in -> deliveryStatsSchema (from the rows; a delivery = delivered;
//                                               a courier's earnings add their completed rides; today = since 00:00 UTC, Ghana time)
// GET  /delivery/earnings                       signed in -> deliveryEarningsSchema (from the ledger, after commission;
//                                               today = credited since 00:00 UTC, Ghana time; zeros for a non-courier)
// POST /delivery/courier/applications           signed in, not a courier or admin, no pending one;
//                                               body courierApplicationInputSchema -> 201 courierApplicationSchema
// GET  /delivery/courier/application            signed in -> myCourierApplicationSchema (latest or null)
// GET  /admin/courier-applications?status=&limit&cursor admins -> courierApplicationListSchema (newest first, paged by next_cursor)
// POST /admin/courier-applications/{id}/approve admins -> courierApplicationSchema (the user becomes COURIER)
// POST /admin/courier-applications/{id}/reject  admins -> courierApplicationSchema
// GET  /admin/delivery/tickets?status=&limit&cursor admins -> supportTicketListSchema (newest first, paged by next_cursor)
// PATCH /admin/delivery/tickets/{id}            admins; body supportTicketUpdateSchema -> supportTicketSchema
// POST /admin/delivery/requests/{id}/unlock     admins; a delivery locked by wrong handover codes: body
//                                               deliveryUnlockInputSchema (retry: the courier may enter the code
//                                               again; cancel: support calls it off) -> deliverySchema
// Live frames (docs/realtime.md): `delivery` {delivery: deliverySchema as its receiver may see it},
// `delivery_message` {delivery_id, message}, `delivery_location` {delivery_id, lat, lng, at}, `jobs`.

// ---- constants and messages (./delivery-constants.ts, ./delivery-messages.ts: free of zod) ----

export * from './delivery-constants';
export * from './delivery-messages';

const M = DELIVERY_MESSAGES;

// ---- field helpers ----

const recipientPhoneField = z
  .string({ error: M.recipientPhone })
  .trim()
  .transform((value, ctx) => {
    const e164 = toE164Ghana(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: M.recipientPhone });
      return z.NEVER;
    }
    return e164;
  });

const latField = z.number({ error: M.lat }).min(-90, M.lat).max(90, M.lat);
const lngField = z.number({ error: M.lng }).min(-180, M.lng).max(180, M.lng);
const sizeField = z.enum(DELIVERY_SIZES, { error: M.itemSize });
const urgencyField = z.enum(DELIVERY_URGENCIES, { error: M.urgency });

// ---- bodies ----

export const deliveryEstimateInputSchema = z.object({ item_size: sizeField, urgency: urgencyField });
export type DeliveryEstimateInput = z.output<typeof deliveryEstimateInputSchema>;

/** The spec's form fields, all required; `listing_id` and `payment_method` optional. */
export const deliveryRequestInputSchema = z.object({
  item_description: requiredText(M.itemDescription, 300),
  item_size: sizeField,
  pickup_address: requiredText(M.pickupAddress, 300),
  delivery_address: requiredText(M.deliveryAddress, 300),
  recipient_name: requiredText(M.recipientName, 100),
  recipient_phone: recipientPhoneField,
  urgency: urgencyField,
  payment_method: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }).default('cash'),
  listing_id: idField(M.listingId)
    .nullish()
    .transform((value) => value ?? null),
});
export type DeliveryRequestInput = z.output<typeof deliveryRequestInputSchema>;
export type DeliveryRequestFormValues = z.input<typeof deliveryRequestInputSchema>;

export const DELIVERY_LIST_SCOPES = ['all', 'active', 'history', 'delivered'] as const;
export type DeliveryListScope = (typeof DELIVERY_LIST_SCOPES)[number];
/** history: delivered and cancelled; delivered: completed only (the courier's earnings). */
export const deliveryListQuerySchema = z.object({
  role: z.enum(['customer', 'courier'], { error: "role must be 'customer' or 'courier'." }).default('customer'),
  scope: z.enum(DELIVERY_LIST_SCOPES, { error: `scope must be one of: ${DELIVERY_LIST_SCOPES.join(', ')}.` }).default('all'),
  limit: z.coerce.number().int().min(1).max(DELIVERY_LIST_LIMIT_MAX).default(50),
  cursor: z.string().max(200).optional().describe("the previous page's next_cursor"),
});
export type DeliveryListQuery = z.output<typeof deliveryListQuerySchema>;

/** The courier's next step. `location` is the tracking event's location text (defaults from the addresses). */
export const deliveryAdvanceInputSchema = z.object({
  status: z.enum(['picked_up', 'in_transit', 'nearby', 'delivered'], {
    error: 'status must be picked_up, in_transit, nearby or delivered.',
  }),
  location: z.string().transform(cleanText).pipe(z.string().max(200)).nullish(),
  lat: latField.nullish(),
  lng: lngField.nullish(),
  handover_code: z.string().trim().nullish(),
});
export type DeliveryAdvanceInput = z.output<typeof deliveryAdvanceInputSchema>;

export const deliveryMessageInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), body: requiredText(M.messageRequired, DELIVERY_MESSAGE_MAX) }),
    z.object({
      type: z.literal('location'),
      lat: latField,
      lng: lngField,
      body: z.string().transform(cleanText).pipe(z.string().max(200)).nullish(),
    }),
  ],
  { error: "type must be 'text' or 'location'." },
);
export type DeliveryMessageInput = z.output<typeof deliveryMessageInputSchema>;

/** The text field of POST /delivery/requests/{id}/messages/photo (multipart; the photo is the file part `file`). */
export const deliveryPhotoFieldsSchema = z.object({
  body: z
    .string({ error: M.captionMax })
    .transform(cleanText)
    .pipe(z.string().max(DELIVERY_CAPTION_MAX, M.captionMax))
    .optional()
    .transform((value) => value || null),
});

export const deliveryRatingInputSchema = z.object({
  stars: z.number({ error: M.stars }).int(M.stars).min(1, M.stars).max(5, M.stars),
  review: z
    .string()
    .transform(cleanText)
    .pipe(
      z.string().max(
        DELIVERY_TEXT_MAX,
        coded('delivery.review_most_deliverytextmax_characters', `Review must be at most ${DELIVERY_TEXT_MAX} characters.`, {
          deliveryTextMax: DELIVERY_TEXT_MAX,
        }),
      ),
    )
    .nullish()
    .transform((value) => value || null),
});
export type DeliveryRatingInput = z.output<typeof deliveryRatingInputSchema>;

export const supportTicketInputSchema = z.object({
  category: z.enum(SUPPORT_TICKET_CATEGORIES, { error: `category must be one of: ${SUPPORT_TICKET_CATEGORIES.join(', ')}.` }),
  message: requiredText(coded('delivery.describe_issue', 'Describe the issue.'), DELIVERY_MESSAGE_MAX),
});
export type SupportTicketInput = z.output<typeof supportTicketInputSchema>;

const PAGE_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100.';
/** `?limit=&cursor=` of the admins' courier applications and tickets (keyset pages, like every admin list). */
const adminPageFields = {
  limit: z.coerce
    .number({ error: PAGE_LIMIT_MESSAGE })
    .int(PAGE_LIMIT_MESSAGE)
    .min(1, PAGE_LIMIT_MESSAGE)
    .max(DELIVERY_LIST_LIMIT_MAX, PAGE_LIMIT_MESSAGE)
    .default(50),
  cursor: z
    .string()
    .max(200, 'cursor is not valid: use the next_cursor of the previous page.')
    .optional()
    .describe("the previous page's next_cursor"),
};
export const supportTicketUpdateSchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES, { error: "status must be 'open' or 'resolved'." }),
});
export const supportTicketQuerySchema = z.object({ status: z.enum(SUPPORT_TICKET_STATUSES).optional(), ...adminPageFields });
export type SupportTicketQuery = z.output<typeof supportTicketQuerySchema>;

/** An admin resolves a delivery locked by wrong handover codes. `reason` goes on the tracking event. */
export const DELIVERY_UNLOCK_ACTIONS = ['retry', 'cancel'] as const;
export const deliveryUnlockInputSchema = z.object({
  action: z.enum(DELIVERY_UNLOCK_ACTIONS, { error: "action must be 'retry' or 'cancel'." }),
  reason: z
    .string()
    .transform(cleanText)
    .pipe(
      z.string().max(
        DELIVERY_TEXT_MAX,
        coded('delivery.reason_most_deliverytextmax_characters', `Reason must be at most ${DELIVERY_TEXT_MAX} characters.`, {
          deliveryTextMax: DELIVERY_TEXT_MAX,
        }),
      ),
    )
    .nullish()
    .transform((value) => value || null),
});
export type DeliveryUnlockInput = z.output<typeof deliveryUnlockInputSchema>;

export const courierStatusInputSchema = z
  .object({ online: z.boolean({ error: 'online must be true or false.' }), lat: latField.nullish(), lng: lngField.nullish() })
  .refine((value) => (value.lat == null) === (value.lng == null), {
    message: coded('delivery.send_lat_lng_together', 'Send lat and lng together.'),
    path: ['lat'],
  });
export type CourierStatusInput = z.output<typeof courierStatusInputSchema>;

export const courierApplicationInputSchema = z.object({
  name: requiredText(coded('accounts.name', 'Enter full name.'), 100),
  phone: recipientPhoneField,
  vehicle_type: z.enum(VEHICLE_TYPES, { error: M.vehicleType }),
  region: z.enum(GHANA_REGIONS, { error: M.region }),
});
export type CourierApplicationInput = z.output<typeof courierApplicationInputSchema>;
export const courierApplicationQuerySchema = z.object({ status: z.enum(COURIER_APPLICATION_STATUSES).optional(), ...adminPageFields });
export type CourierApplicationQuery = z.output<typeof courierApplicationQuerySchema>;

// ---- answers ----

export const deliveryEstimateSchema = z.object({
  item_size: z.enum(DELIVERY_SIZES),
  urgency: z.enum(DELIVERY_URGENCIES),
  fare: z.number().describe('cedis, 2 decimals'),
  currency: z.literal(DELIVERY_CURRENCY),
  distance_km: z.number(),
  window: z.string().describe("e.g. '2-4 hours'"),
  window_minutes: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const deliveryPartySchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() });
/** A person to call at one end of a delivery. */
export const deliveryContactSchema = z.object({ name: z.string(), phone: z.string().nullable() });
export type DeliveryContact = z.infer<typeof deliveryContactSchema>;

export const deliveryCourierSchema = deliveryPartySchema.extend({
  vehicle_type: z.enum(VEHICLE_TYPES).nullable(),
  rating: z.number().nullable().describe('average stars, 1 decimal; null before any rating'),
  ratings_count: z.number().int(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  location_updated_at: z.string().nullable(),
});

export const trackingEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  location: z.string().nullable(),
  description: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  created_at: z.string(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const deliveryRatingSchema = z.object({
  stars: z.number().int(),
  review: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * What the courier takes from the recipient at the door. A parcel sent through Dwa Delivery: its fare,
 * in cash or by Mobile Money. A shop order paid on delivery: the whole order (the goods and the
 * delivery) in cash. A shop order already paid online: nothing (`collect` is null).
 */
export const collectSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    amount: z.number().describe('cedis, 2 decimals: everything to collect'),
    goods: z.number().describe("cedis: the items' part (0 for a parcel)"),
    delivery: z.number().describe('cedis: the delivery part'),
  })
  .nullable()
  .describe('what the courier collects at the door; null when everything was paid online');
export type Collect = z.infer<typeof collectSchema>;

export const deliverySchema = z.object({
  id: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  item_description: z.string(),
  item_size: z.enum(DELIVERY_SIZES),
  pickup_address: z.string(),
  delivery_address: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  urgency: z.enum(DELIVERY_URGENCIES),
  window: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  listing_id: z.number().int().nullable(),
  order_id: z.number().int().nullable().describe('the shop order this delivery carries'),
  order_number: z
    .string()
    .nullable()
    .describe("that order's number ('DWA-000002'), the one everybody reads; null for a parcel (call it 'Delivery #<id>')"),
  fare: z.number().describe('cedis, 2 decimals'),
  collect: collectSchema,
  currency: z.literal(DELIVERY_CURRENCY),
  distance_km: z.number(),
  pickup_contact: deliveryContactSchema
    .nullable()
    .describe(
      "who hands the item over at the pickup: a shop order's seller (business name and phone), a parcel's customer. Only for the customer, the assigned courier and admins",
    ),
  my_role: z.enum(['customer', 'courier', 'admin']).describe("the caller's relation to it"),
  customer: deliveryPartySchema,
  courier: deliveryCourierSchema.nullable(),
  handover_code: z.string().nullable().describe('the 4 digits; only for its customer (never in live frames), null for everyone else'),
  handover_locked: z.boolean().describe('too many wrong handover codes: support has to unlock it'),
  next_status: z.enum(DELIVERY_STATUSES).nullable().describe("the assigned courier's next step; null for others"),
  current_location: z.string().nullable().describe("the latest tracking event's location"),
  estimated_arrival: z.string().nullable().describe('accepted time + the urgency window (latest); null before acceptance or once finished'),
  events: z.array(trackingEventSchema).describe('oldest first'),
  rating: deliveryRatingSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  accepted_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = z.object({
  items: z.array(deliverySchema),
  next_cursor: z.string().nullable().describe('null on the last page'),
});

export const jobSchema = z.object({
  id: z.number().int(),
  order_number: z.string().nullable().describe("the shop order's number when the job carries one ('DWA-000002')"),
  item_description: z.string(),
  item_size: z.enum(DELIVERY_SIZES),
  pickup_address: z.string(),
  delivery_address: z.string(),
  urgency: z.enum(DELIVERY_URGENCIES),
  window: z.string().describe('the estimated time'),
  payment_method: z.enum(PAYMENT_METHODS),
  fare: z.number(),
  collect: collectSchema,
  currency: z.literal(DELIVERY_CURRENCY),
  distance_km: z.number(),
  created_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobBoardSchema = z.object({ online: z.boolean(), items: z.array(jobSchema).describe('oldest first; empty while offline') });

export const deliveryMessageSchema = z.object({
  id: z.number().int(),
  delivery_id: z.number().int(),
  sender_id: z.number().int(),
  sender_role: z.enum(['customer', 'courier']),
  type: z.enum(DELIVERY_MESSAGE_TYPES),
  body: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  image: messageImageSchema.nullable().describe("type 'image': the photo (WebP, metadata stripped); null otherwise"),
  created_at: z.string(),
  is_mine: z.boolean(),
});
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;
export const deliveryMessageListSchema = z.object({ items: z.array(deliveryMessageSchema).describe('oldest first') });

export const courierProfileSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  vehicle_type: z.enum(VEHICLE_TYPES).nullable(),
  region: z.string().nullable(),
  online: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  location_updated_at: z.string().nullable(),
  rating: z.number().nullable(),
  ratings_count: z.number().int(),
});
export type CourierProfile = z.infer<typeof courierProfileSchema>;

export const deliveryStatsSchema = z.object({
  currency: z.literal(DELIVERY_CURRENCY),
  customer: z.object({
    deliveries: z.number().int().describe('delivered'),
    active: z.number().int(),
    cancelled: z.number().int(),
    spent: z.number().describe('sum of delivered fares, cedis'),
    fast_deliveries: z.number().int().describe('delivered, express or urgent'),
    ratings_given: z.number().int(),
    average_rating_given: z.number().nullable(),
  }),
  courier: z
    .object({
      deliveries: z.number().int().describe('delivered'),
      active: z.number().int(),
      cancelled: z.number().int().describe('jobs I took that were cancelled'),
      earned: z
        .number()
        .describe(
          'cedis: the fares of every delivered job and every completed ride (cash and Mobile Money), before commission; what the courier earned is GET /delivery/earnings (the ledger)',
        ),
      rides: z.number().int().describe('rides completed as the driver'),
      rides_earned: z.number().describe("cedis: those rides' fares (part of earned)"),
      today_deliveries: z.number().int().describe('delivered since 00:00 UTC today (Ghana time, UTC+0)'),
      today_rides: z.number().int().describe('rides completed since 00:00 UTC today'),
      today_earned: z.number().describe("cedis: today's deliveries and rides"),
      average_rating: z.number().nullable(),
      ratings_count: z.number().int(),
    })
    .nullable()
    .describe('null unless the caller is a courier'),
});
export type DeliveryStats = z.infer<typeof deliveryStatsSchema>;

/**
 * GET /delivery/earnings: a courier's (and driver's) earnings as the ledger has them (ADR 057), for
 * the delivery dashboard: what they earned after Dwa's commission, all time and today (Ghana time,
 * UTC+0, by when the ledger credited it), from shop deliveries and rides. A Mobile Money job counts
 * once its money is released (the buyer confirmed, or 3 days after delivery; a ride at once); until
 * then its fare is `held`. A cash job counts when delivered: the courier keeps the cash, so it earns
 * the fare less the commission, which is owed to Dwa (`cash_commission`, taken from the next payout).
 * Deliveries a customer booked directly are paid to the courier by the customer, outside Dwa's money:
 * their fares are `direct` (no commission), and part of the totals.
 */
export const deliveryEarningsSchema = z.object({
  currency: z.literal(DELIVERY_CURRENCY),
  earned: z.number().describe('cedis, after commission: deliveries + rides'),
  deliveries: z.number().describe('cedis, after commission: shop deliveries (released or cash) and direct deliveries'),
  rides: z.number().describe('cedis, after commission: rides (Mobile Money released, cash)'),
  today: z.number().describe('cedis, after commission: credited since 00:00 UTC today (Ghana time)'),
  today_jobs: z.number().int().describe('the deliveries and rides whose earnings were credited today'),
  held: z.number().describe('cedis, before commission: Mobile Money deliveries delivered, waiting for the release'),
  cash_commission: z.number().describe('cedis: the commission on cash jobs, owed to Dwa (settled from payouts)'),
  direct: z.number().describe('cedis: fares of deliveries booked directly (paid by the customer to the courier; part of deliveries)'),
});
export type DeliveryEarnings = z.infer<typeof deliveryEarningsSchema>;

export const courierApplicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  region: z.string(),
  status: z.enum(COURIER_APPLICATION_STATUSES),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type CourierApplication = z.infer<typeof courierApplicationSchema>;
export const myCourierApplicationSchema = z.object({ application: courierApplicationSchema.nullable(), is_courier: z.boolean() });
export const courierApplicationListSchema = z.object({
  items: z.array(courierApplicationSchema.extend({ email: z.string() })),
  next_cursor: z.string().nullable().describe('null on the last page'),
});

export const supportTicketSchema = z.object({
  id: z.number().int(),
  delivery_id: z.number().int().nullable().describe('the delivery reported on; null for a ride ticket'),
  ride_id: z.number().int().nullable().describe('the ride of an SOS; null for a delivery ticket'),
  user_id: z.number().int(),
  category: z.enum(SUPPORT_TICKET_KINDS).describe("'sos': a ride's SOS button"),
  message: z.string(),
  lat: z.number().nullable().describe("an SOS: the ride's last known position"),
  lng: z.number().nullable(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export const supportTicketListSchema = z.object({
  items: z.array(
    supportTicketSchema.extend({
      reporter_name: z.string(),
      delivery_status: z.enum(DELIVERY_STATUSES).nullable(),
      ride_status: z.enum(RIDE_STATUSES).nullable(),
    }),
  ),
  next_cursor: z.string().nullable().describe('null on the last page'),
});
