import { z } from 'zod';
import { toE164Ghana } from './fields';
import { MOMO_NETWORKS } from './momo';
import { coded } from './coded';

// Paid boosts (issue 33, ADR 072): a seller buys a Featured or Urgent boost for their own active
// listing, 7 or 30 days, paid with Mobile Money; it starts when the payment succeeds and ends by a
// job at its end time. Featured: at most FEATURED_SLOTS labelled slots at the top of each search
// page, among the boosted listings that match; Urgent: a badge and a bounded lift. Amounts in cedis.
//
// Endpoints (under /api/v1):
// GET  /boosts/prices                  signed in   -> boostPricesSchema
// POST /boosts                         the listing's owner  body boostInputSchema -> 201 boostSchema (pending)
// GET  /boosts?listing_id              signed in (own boosts) -> boostListSchema
// GET  /boosts/{id}                    its seller, admins (others 404) -> boostSchema
// GET  /boosts/{id}/receipt            its seller, admins; once paid (409 before) -> boostReceiptSchema
// GET  /admin/boosts                   admins -> boostListSchema
// PUT  /admin/boosts/prices            admins  body boostPricesInputSchema -> boostPricesSchema
// POST /admin/boosts/{id}/refund       admins  -> boostSchema (refunded)

export const BOOST_KINDS = ['featured', 'urgent'] as const;
export type BoostKind = (typeof BOOST_KINDS)[number];
export const BOOST_DAYS = [7, 30] as const;
export type BoostDays = (typeof BOOST_DAYS)[number];
export const BOOST_STATUSES = ['pending', 'active', 'ended', 'failed', 'refunded'] as const;
export type BoostStatus = (typeof BOOST_STATUSES)[number];

/** Featured slots at the top of each results page. */
export const FEATURED_SLOTS = 2;
/** The featured rotation moves on every this many milliseconds (and differs from page to page). */
export const FEATURED_ROTATION_MS = 10 * 60_000;
/** At most this many boosted matches take turns in the slots of one search (the oldest boosts first). */
export const FEATURED_POOL = 60;
/** Urgent ads sort in `newest` as if posted this many days later (the generated ranked_at, migration 0032). */
export const URGENT_LIFT_DAYS = 3;
/** Urgent ads' lift in `relevance`: added to a rank (ts_rank + title similarity, 0 to about 2). */
export const URGENT_RELEVANCE_LIFT = 0.1;
/** The highest price an admin may set, in cedis. */
export const BOOST_PRICE_MAX = 10_000;

export const BOOST_MESSAGES = {
  notFound: coded('boosts.not_found', 'Boost not found.'),
  listingNotFound: coded('listings.not_found', 'Listing not found'),
  id: coded('boosts.id', 'Boost ID must be a positive whole number.'),
  listingId: coded('boosts.listing_id', 'listing_id must be a positive whole number.'),
  kind: coded('boosts.kind', `kind must be one of: ${BOOST_KINDS.join(', ')}.`, { boostKinds: BOOST_KINDS.join(', ') }),
  days: coded('boosts.days', `days must be one of: ${BOOST_DAYS.join(', ')}.`, { boostDays: BOOST_DAYS.join(', ') }),
  momoNetwork: coded('boosts.momo_network', 'Choose your Mobile Money network.'),
  momoNumber: coded('boosts.momo_number', 'Enter your Mobile Money number (+233 and 9 digits, or 0 and 9 digits).'),
  notOwner: coded('boosts.not_owner', 'You can only boost your own listings.'),
  notActive: coded('boosts.not_active', 'Only an active listing can be boosted.'),
  alreadyBoosted: coded('boosts.already_boosted', 'This listing already has a boost running or waiting for payment.'),
  unavailable: coded('boosts.unavailable', 'Mobile Money is not available right now. Try again later.'),
  notPaid: coded('boosts.not_paid', 'This boost has not been paid: there is no receipt yet.'),
  notRefundable: coded('boosts.not_refundable', 'Only a paid boost that was not refunded can be refunded.'),
  price: coded(
    'boosts.price',
    `Enter a price in cedis above 0, at most ${BOOST_PRICE_MAX.toLocaleString('en')}, with at most 2 decimals.`,
    { boostPriceMax: BOOST_PRICE_MAX.toLocaleString('en') },
  ),
  prices: coded('boosts.prices', 'Give one price for each kind and duration.'),
} as const;
const M = BOOST_MESSAGES;

const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2147483647, message);

export const boostIdParamsSchema = z.object({ id: id(M.id) });
export const boostListQuerySchema = z.object({ listing_id: id(M.listingId).optional() });

export const boostInputSchema = z.object({
  listing_id: z.number({ error: M.listingId }).int(M.listingId).min(1, M.listingId).max(2147483647, M.listingId),
  kind: z.enum(BOOST_KINDS, { error: M.kind }),
  days: z.union([z.literal(7), z.literal(30)], { error: M.days }),
  momo_network: z.enum(MOMO_NETWORKS, { error: M.momoNetwork }),
  momo_number: z
    .string({ error: M.momoNumber })
    .max(40, M.momoNumber)
    .transform((value, ctx) => {
      const e164 = toE164Ghana(value);
      if (!e164) ctx.addIssue({ code: 'custom', message: M.momoNumber });
      return e164 ?? z.NEVER;
    }),
});
export type BoostInput = z.output<typeof boostInputSchema>;

const money = z.number().describe('cedis, 2 decimals');
const iso = z.string().describe('ISO 8601');

export const boostPriceSchema = z.object({
  kind: z.enum(BOOST_KINDS),
  days: z.union([z.literal(7), z.literal(30)]),
  amount: money,
  currency: z.literal('GHS'),
});
export type BoostPrice = z.infer<typeof boostPriceSchema>;
export const boostPricesSchema = z.object({ results: z.array(boostPriceSchema) });
export type BoostPrices = z.infer<typeof boostPricesSchema>;

const priceAmount = z
  .number({ error: M.price })
  .gt(0, M.price)
  .max(BOOST_PRICE_MAX, M.price)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, M.price);
export const boostPricesInputSchema = z.object({
  prices: z
    .array(
      z.object({
        kind: z.enum(BOOST_KINDS, { error: M.kind }),
        days: z.union([z.literal(7), z.literal(30)], { error: M.days }),
        amount: priceAmount,
      }),
      { error: M.prices },
    )
    .min(1, M.prices)
    .max(BOOST_KINDS.length * BOOST_DAYS.length, M.prices)
    .refine((list) => new Set(list.map((price) => `${price.kind}:${price.days}`)).size === list.length, M.prices),
});
export type BoostPricesInput = z.output<typeof boostPricesInputSchema>;

export const boostPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'refunded']),
  network: z.enum(MOMO_NETWORKS),
  phone: z.string().describe('masked'),
  display_text: z.string().nullable(),
  failure_reason: z.string().nullable(),
  expires_at: iso,
});

export const boostSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int().nullable().describe('null once the listing was deleted'),
  listing_title: z.string().describe('as when bought'),
  seller_id: z.number().int(),
  kind: z.enum(BOOST_KINDS),
  days: z.number().int(),
  amount: money,
  currency: z.literal('GHS'),
  status: z.enum(BOOST_STATUSES),
  starts_at: iso.nullable(),
  ends_at: iso.nullable(),
  ended_at: iso.nullable(),
  refunded_at: iso.nullable(),
  receipt_number: z.string().nullable().describe('once paid'),
  payment: boostPaymentSchema.nullable(),
  created_at: iso,
});
export type Boost = z.infer<typeof boostSchema>;
export const boostListSchema = z.object({ results: z.array(boostSchema) });
export type BoostList = z.infer<typeof boostListSchema>;

export const boostReceiptSchema = z.object({
  receipt_number: z.string(),
  boost_id: z.number().int(),
  listing_id: z.number().int().nullable(),
  listing_title: z.string(),
  seller_name: z.string(),
  kind: z.enum(BOOST_KINDS),
  days: z.number().int(),
  amount: money,
  currency: z.literal('GHS'),
  paid_at: iso,
  payment_reference: z.string(),
  network: z.enum(MOMO_NETWORKS),
  phone: z.string().describe('masked'),
  refunded_at: iso.nullable(),
});
export type BoostReceipt = z.infer<typeof boostReceiptSchema>;

/** A boost's receipt number: DWA-B-000042. */
export const receiptNumber = (boostId: number) => `DWA-B-${String(boostId).padStart(6, '0')}`;

/**
 * The featured slots of one page: `slots` of the boosted matches `pool` (in a stable order), taken in
 * turn from a place the seed decides. As the seed moves on (each page of a search, each rotation
 * period), each boosted listing gets its turn; no listing takes two slots of one page.
 */
export function pickFeatured<T>(pool: readonly T[], seed: number, slots: number = FEATURED_SLOTS): T[] {
  if (pool.length === 0 || slots <= 0) return [];
  const count = Math.min(slots, pool.length);
  const start = ((Math.trunc(seed) % pool.length) + pool.length) % pool.length;
  return Array.from({ length: count }, (_, index) => pool[(start + index) % pool.length]!);
}

/**
 * The rotation's seed: the rotation period (time) and the page (the cursor's last id, 0 on the first),
 * so page 2 shows the next boosted listings, and the first page shows others ten minutes later.
 */
export function featuredSeed(at: Date, pageKey: number, slots: number = FEATURED_SLOTS): number {
  return Math.floor(at.getTime() / FEATURED_ROTATION_MS) * slots + (pageKey % 1_000_003) * slots;
}

/** Relevance with the urgent lift: never more than URGENT_RELEVANCE_LIFT above the listing's own rank. */
export function liftedRank(rank: number, urgent: boolean): number {
  return urgent ? rank + URGENT_RELEVANCE_LIFT : rank;
}
