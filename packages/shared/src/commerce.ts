import { z } from 'zod';
import { GHANA_REGIONS } from './catalogue';
import { idField, requiredText, toE164Ghana } from './fields';
import { MOMO_NETWORKS } from './momo';
import { ORDER_ACTIONS, ORDER_STATUSES, ORDER_TRANSITION_NAMES } from './orders-rules';
import { cleanText } from './input-text';
import { coded } from './coded';

// The shop's contract (issue 13): cart, checkout, orders, payments and promos. Amounts are answered
// in cedis with 2 decimals beside `currency: "GHS"`; the database and every computation use pesewas.

export const CURRENCY = 'GHS';
export const CART_QUANTITY_MAX = 99;
export const STOCK_MAX = 9999;
export const PROMO_CODES_MAX = 10;
export { MOMO_NETWORKS, type MomoNetwork } from './momo';
export const SHOP_PAYMENT_METHODS = ['momo', 'cash'] as const;
export const DELIVERY_METHODS = ['courier', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const PROMO_KINDS = ['order', 'delivery'] as const;

export const COMMERCE_MESSAGES = {
  listingId: coded('boosts.listing_id', 'listing_id must be a positive whole number.'),
  orderId: coded('commerce.order_id', 'Enter a valid order id.'),
  paymentId: coded('commerce.payment_id', 'Enter a valid payment id.'),
  promoId: coded('commerce.promo_id', 'Enter a valid promo id.'),
  quantity: coded('commerce.quantity', `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}.`, {
    cartQuantityMax: CART_QUANTITY_MAX,
  }),
  listingNotFound: coded('listings.not_found', 'Listing not found'),
  notForSale: coded('commerce.not_for_sale', 'This listing is not for sale in the shop.'),
  ownListing: coded('commerce.own_listing', 'You cannot buy your own listing.'),
  inactive: coded('commerce.inactive', 'This listing is no longer available.'),
  outOfStock: coded('commerce.out_of_stock', 'Out of stock'),
  notEnoughStock: (left: number) => coded('commerce.not_enough_stock', `Only ${left} left in stock.`, { left }),
  notInCart: coded('commerce.not_in_cart', 'This item is not in your cart.'),
  cartEmpty: coded('commerce.cart_empty', 'Your cart is empty.'),
  cartUnavailable: coded('commerce.cart_unavailable', 'Some items in your cart are no longer available. Review your cart and try again.'),
  buyNow: coded('commerce.buy_now', 'buy_now must be an object with listing_id and quantity.'),
  idempotencyKey: coded('commerce.idempotency_key', 'Send an Idempotency-Key header (8 to 100 letters, digits, dashes or underscores).'),
  idempotencyReused: coded('commerce.idempotency_reused', 'This Idempotency-Key was already used for a different checkout.'),
  deliveryMethod: coded('commerce.delivery_method', 'Choose courier delivery or pickup.'),
  deliveryAddress: coded('commerce.delivery_address', 'Enter the delivery address.'),
  region: coded('commerce.region', 'Choose a region.'),
  recipientName: coded('commerce.recipient_name', 'Enter the recipient’s name.'),
  recipientPhone: coded('accounts.enter_valid_ghana_phone', 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).'),
  paymentMethod: coded('commerce.payment_method', 'Choose Mobile Money or cash on delivery.'),
  momoNetwork: coded('boosts.momo_network', 'Choose your Mobile Money network.'),
  momoNumber: coded('boosts.momo_number', 'Enter your Mobile Money number (+233 and 9 digits, or 0 and 9 digits).'),
  promoCodes: coded('commerce.promo_codes', `At most ${PROMO_CODES_MAX} promo codes.`, { promoCodesMax: PROMO_CODES_MAX }),
  promoUnknown: (code: string) => coded('commerce.promo_unknown', `Promo code ${code} is not valid.`, { code }),
  promoExpired: (code: string) => coded('commerce.promo_expired', `Promo code ${code} has expired.`, { code }),
  promoNotStarted: (code: string) => coded('commerce.promo_not_started', `Promo code ${code} is not active yet.`, { code }),
  promoUsedUp: (code: string) => coded('commerce.promo_used_up', `Promo code ${code} has been used up.`, { code }),
  promoBuyerLimit: (code: string) => coded('commerce.promo_buyer_limit', `You have already used promo code ${code}.`, { code }),
  promoMinimum: (code: string, min: string) =>
    coded('commerce.promo_minimum', `Promo code ${code} needs an order of at least ${min}.`, { code, min }),
  promoNotInCart: (code: string) =>
    coded('commerce.promo_not_in_cart', `Promo code ${code} is for a seller you are not buying from.`, { code }),
  promoTwice: coded('commerce.promo_twice', 'Use one order promo and one delivery promo per seller.'),
  orderNotFound: coded('commerce.order_not_found', 'Order not found'),
  paymentNotFound: coded('commerce.payment_not_found', 'Payment not found'),
  transition: coded('commerce.transition', 'This order cannot do that now.'),
  returnWindow: coded('commerce.return_window', 'Returns can be requested within 7 days of delivery.'),
  reason: coded('commerce.reason', 'Tell us why (at most 500 characters).'),
  reasonRequired: coded('commerce.reason_required', 'Tell us why.'),
  businessAddress: coded(
    'commerce.business_address',
    'Add your business address in your profile before handing an order to a courier: the courier picks it up there.',
  ),
  notPending: coded('commerce.not_pending', 'This payment is no longer waiting for approval.'),
  stillPending: coded('commerce.still_pending', 'This payment is still waiting for approval on the phone.'),
  momoUnavailable: coded('commerce.momo_unavailable', 'Mobile Money is not available right now. Choose cash on delivery.'),
  pickupUnavailable: (seller: string) =>
    coded('commerce.no_pickup_address', `${seller} has no pickup address yet. Choose courier delivery for their items.`, { seller }),
  nothingToPay: coded('commerce.nothing_to_pay', 'These orders have nothing left to pay.'),
  promoNotFound: coded('commerce.promo_not_found', 'Promo not found'),
  promoCode: coded('commerce.promo_code', 'Codes are 3 to 20 letters or digits.'),
  promoCodeTaken: coded('commerce.promo_code_taken', 'You already have a promo with this code.'),
  promoValue: coded('commerce.promo_value', 'Give either a percentage from 1 to 100 or an amount off, not both.'),
  promoDates: coded('commerce.promo_dates', 'The end date must be after the start date.'),
  promoKind: coded('commerce.promo_kind', 'Choose Order promo or Delivery promo.'),
  sellersOnly: coded('commerce.sellers_only', 'Only sellers can create promos.'),
  role: coded('commerce.role', "role must be 'buyer' or 'seller'."),
  tab: coded('commerce.tab', 'Unknown tab.'),
  dateRange: coded('commerce.date_range', 'Dates are YYYY-MM-DD, and from must not be after to.'),
} as const;
const M = COMMERCE_MESSAGES;

// ---- fields ----
const ghanaPhone = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const e164 = toE164Ghana(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return e164;
  });
/** A number, or its digits as text (a form or a query string); anything else (true, [], null) is refused. */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value), schema);
/** Text without control characters (NUL cannot even be stored). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const withoutControls = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ');

const quantityField = numeric(z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(CART_QUANTITY_MAX, M.quantity));
const money = z.number().describe('cedis, 2 decimals');
const iso = z.string().describe('ISO 8601');

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

// ---- cart ----

export const cartItemInputSchema = z.object({ listing_id: idField(M.listingId), quantity: quantityField.default(1) });
export const cartQuantitySchema = z.object({ quantity: quantityField });
export const cartItemParamsSchema = z.object({ listing_id: idField(M.listingId) });
export type CartItemInput = z.output<typeof cartItemInputSchema>;
/** Buy Now: one listing bought on its own, without the cart (GET /cart/buy-now and checkout's `buy_now`). */
export const buyNowSchema = z.object({ listing_id: idField(M.listingId), quantity: quantityField.default(1) }, { error: M.buyNow });
export type BuyNow = z.output<typeof buyNowSchema>;

export const CART_PROBLEMS = ['inactive', 'not_for_sale', 'out_of_stock', 'not_enough_stock'] as const;
export type CartProblem = (typeof CART_PROBLEMS)[number];

export const cartItemSchema = z.object({
  listing_id: z.number().int(),
  title: z.string(),
  price: money,
  quantity: z.number().int(),
  line_total: money,
  image: z.string().nullable(),
  stock: z.number().int(),
  available: z.boolean(),
  problem: z.enum(CART_PROBLEMS).nullable().describe('why it cannot be bought as it is, or null'),
  added_at: iso,
});
export const cartSellerSchema = z.object({
  seller: z.object({ id: z.number().int(), name: z.string(), business_name: z.string().nullable(), has_pickup_address: z.boolean() }),
  items: z.array(cartItemSchema),
  subtotal: money,
  courier_fee: money.describe('what courier delivery of this part costs; pickup is free'),
});
export const cartSchema = z.object({
  sellers: z.array(cartSellerSchema),
  item_count: z.number().int(),
  subtotal: money,
  unavailable_count: z.number().int(),
  currency: z.literal(CURRENCY),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartSeller = z.infer<typeof cartSellerSchema>;

// ---- checkout ----

const checkoutFields = z.object({
  delivery_method: z.enum(DELIVERY_METHODS, { error: M.deliveryMethod }),
  delivery_address: z
    .string({ error: M.deliveryAddress })
    .max(300, coded('commerce.most_300_characters', 'At most 300 characters.'))
    .nullish(),
  region: z.enum(GHANA_REGIONS, { error: M.region }),
  recipient_name: requiredText(M.recipientName, 100),
  recipient_phone: ghanaPhone(M.recipientPhone),
  payment_method: z.enum(SHOP_PAYMENT_METHODS, { error: M.paymentMethod }),
  momo_network: z.enum(MOMO_NETWORKS, { error: M.momoNetwork }).nullish(),
  momo_number: z.string({ error: M.momoNumber }).max(40, M.momoNumber).nullish(),
  promo_codes: z
    .array(
      z
        .string({ error: M.promoCode })
        .max(40, M.promoCode)
        .regex(/^[A-Za-z0-9 ]*$/, M.promoCode),
      { error: M.promoCodes },
    )
    .max(PROMO_CODES_MAX, M.promoCodes)
    .default([]),
  buy_now: buyNowSchema.optional().describe('Buy Now: this listing alone, the cart left as it is; without it, the whole cart'),
});

/** What the rules across fields read: they run whenever these are well formed. */
const crossFieldInputs = checkoutFields.pick({
  delivery_method: true,
  delivery_address: true,
  payment_method: true,
  momo_network: true,
  momo_number: true,
});

export const checkoutInputSchema = checkoutFields
  .superRefine(
    (value, ctx) => {
      if (value.delivery_method === 'courier' && !cleanText(value.delivery_address ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['delivery_address'], message: M.deliveryAddress });
      }
      if (value.payment_method === 'momo') {
        if (!value.momo_network) ctx.addIssue({ code: 'custom', path: ['momo_network'], message: M.momoNetwork });
        if (!toE164Ghana(value.momo_number ?? '')) ctx.addIssue({ code: 'custom', path: ['momo_number'], message: M.momoNumber });
      }
    },
    // Every wrong field at once (issue 36): an empty delivery address is said beside a missing region,
    // not only once the region is fixed (zod skips a refinement after any other field's issue).
    { when: (payload) => crossFieldInputs.safeParse(payload.value).success },
  )
  .transform((value) => ({
    ...value,
    delivery_address: cleanText(value.delivery_address ?? '') || null,
    momo_network: value.payment_method === 'momo' ? (value.momo_network ?? null) : null,
    momo_number: value.payment_method === 'momo' ? toE164Ghana(value.momo_number ?? '') : null,
    promo_codes: [...new Set(value.promo_codes.map((code) => code.trim().toUpperCase()).filter(Boolean))],
  }));
export type CheckoutInput = z.output<typeof checkoutInputSchema>;
export type CheckoutFormValues = z.input<typeof checkoutInputSchema>;

// ---- payments ----

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(['sandbox', 'paystack']),
  method: z.literal('momo'),
  network: z.enum(MOMO_NETWORKS),
  phone: z.string().describe('masked: +233 24 *** 4567'),
  amount: money,
  currency: z.literal(CURRENCY),
  display_text: z.string().nullable().describe('what to tell the payer, e.g. "Approve the prompt on your phone"'),
  failure_reason: z.string().nullable(),
  order_ids: z.array(z.number().int()),
  created_at: iso,
  expires_at: iso.describe('after this the prompt has lapsed and the payment fails'),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentRetryInputSchema = z
  .object({
    momo_network: z.enum(MOMO_NETWORKS, { error: M.momoNetwork }).optional(),
    momo_number: z.string({ error: M.momoNumber }).max(40, M.momoNumber).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.momo_number !== undefined && !toE164Ghana(value.momo_number))
      ctx.addIssue({ code: 'custom', path: ['momo_number'], message: M.momoNumber });
  })
  .transform((value) => ({
    momo_network: value.momo_network,
    momo_number: value.momo_number === undefined ? undefined : (toE164Ghana(value.momo_number) ?? undefined),
  }));

// ---- orders ----

export const orderItemSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int().nullable(),
  title: z.string(),
  unit_price: money,
  quantity: z.number().int(),
  line_total: money,
  image: z.string().nullable(),
});

export const orderEventSchema = z.object({
  id: z.number().int(),
  transition: z.enum([...ORDER_TRANSITION_NAMES, 'create']),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  actor: z.enum(['buyer', 'seller', 'admin', 'system']),
  note: z.string().nullable(),
  created_at: iso,
});

export const orderPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_name: z.string().nullable(),
  phone: z.string().nullable().describe("the seller's business phone for the buyer; the buyer's number for the seller once placed"),
});

export const orderDeliverySchema = z.object({
  id: z.number().int(),
  status: z
    .string()
    .describe(
      "the courier job's status: requested (waiting for a courier), accepted (a courier is on the way to collect), picked_up, in_transit, nearby (with the courier), delivered, cancelled",
    ),
  courier_name: z.string().nullable(),
  handover_code: z.string().nullable().describe('the buyer only: what they tell the courier at the door'),
  accepted_at: iso.nullable().describe('when a courier took the job'),
  picked_up_at: iso.nullable().describe('when the courier collected the goods from the seller'),
});

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer: orderPartySchema,
  seller: orderPartySchema,
  items: z.array(orderItemSchema),
  item_count: z.number().int(),
  subtotal: money,
  delivery_fee: money,
  discount: money,
  delivery_discount: money,
  total: money,
  currency: z.literal(CURRENCY),
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_address: z.string().nullable(),
  pickup_address: z.string().nullable(),
  region: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  payment_method: z.enum(SHOP_PAYMENT_METHODS),
  payment_id: z.number().int().nullable(),
  payment_status: z.enum(['unpaid', 'pending', 'paid', 'cash_on_delivery', 'refunded']),
  promo_codes: z.array(z.string()),
  delivery: orderDeliverySchema.nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)).describe('what the caller may do now'),
  cancel_reason: z.string().nullable(),
  return_reason: z.string().nullable(),
  expires_at: iso.nullable().describe('To Pay orders lapse then'),
  created_at: iso,
  placed_at: iso.nullable(),
  delivered_at: iso.nullable(),
  updated_at: iso,
});
export type Order = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({ events: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const checkoutAnswerSchema = z.object({
  checkout_id: z.number().int(),
  orders: z.array(orderSchema),
  payment: paymentSchema.nullable(),
  total: money,
  currency: z.literal(CURRENCY),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const orderListQuerySchema = z.object({
  role: z.enum(['buyer', 'seller'], { error: M.role }).default('buyer'),
  tab: z.string().max(40, M.tab).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  from: z.iso.date({ error: M.dateRange }).optional(),
  to: z.iso.date({ error: M.dateRange }).optional(),
  q: z.string().max(100, coded('commerce.most_100_characters', 'At most 100 characters.')).transform(withoutControls).optional(),
  cursor: z.string().max(200).optional(),
  limit: numeric(z.number({ error: 'limit must be a whole number from 1 to 100.' }).int().min(1).max(100)).default(20),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderListSchema = z.object({
  results: z.array(orderSchema),
  counts: z.record(z.string(), z.number().int()).describe('orders per tab, for the tab badges'),
  newest_tab: z
    .string()
    .nullable()
    .describe(
      'the tab that holds the newest order under these filters (any tab): where the list opens when no tab is chosen; null when there is none',
    ),
  next_cursor: z.string().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderActionParamsSchema = z.object({ id: idField(M.orderId), action: z.enum(ORDER_ACTIONS, { error: M.transition }) });
export const orderActionInputSchema = z.object({ reason: z.string({ error: M.reason }).max(500, M.reason).optional() });

export const orderExportQuerySchema = z.object({
  role: z.literal('seller', { error: M.role }).default('seller'),
  from: z.iso.date({ error: M.dateRange }).optional(),
  to: z.iso.date({ error: M.dateRange }).optional(),
});

// ---- promos ----

const PROMO_CODE = /^[A-Z0-9]{3,20}$/;
const promoCodeField = z
  .string({ error: M.promoCode })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(PROMO_CODE, M.promoCode));
const centsField = numeric(
  z
    .number({ error: coded('commerce.enter_amount_cedis', 'Enter an amount in cedis.') })
    .min(0, coded('commerce.enter_amount_cedis', 'Enter an amount in cedis.'))
    .max(1_000_000, coded('commerce.enter_amount_cedis', 'Enter an amount in cedis.')),
);

const promoFields = z.object({
  code: promoCodeField,
  kind: z.enum(PROMO_KINDS, { error: M.promoKind }),
  percent_off: numeric(z.number({ error: M.promoValue }).int(M.promoValue).min(1, M.promoValue).max(100, M.promoValue)).nullish(),
  amount_off: centsField.nullish().describe('cedis'),
  min_subtotal: centsField.default(0).describe('cedis'),
  starts_at: z.iso.datetime({ offset: true, error: M.promoDates }).nullish(),
  ends_at: z.iso.datetime({ offset: true, error: M.promoDates }).nullish(),
  max_uses: numeric(
    z
      .number({ error: coded('commerce.max_uses_whole_number', 'Max uses must be a whole number from 1.') })
      .int()
      .min(1)
      .max(1_000_000),
  ).nullish(),
  per_buyer_limit: numeric(
    z
      .number({ error: coded('commerce.limit_per_buyer_whole', 'The limit per buyer must be a whole number from 1 to 1000.') })
      .int()
      .min(1)
      .max(1000),
  ).nullish(),
  active: z.boolean().default(true),
});

function checkPromo(
  value: { percent_off?: number | null; amount_off?: number | null; starts_at?: string | null; ends_at?: string | null },
  ctx: z.RefinementCtx,
  partial: boolean,
) {
  const hasPercent = value.percent_off != null;
  const hasAmount = value.amount_off != null && value.amount_off > 0;
  if (hasPercent && hasAmount) ctx.addIssue({ code: 'custom', path: ['percent_off'], message: M.promoValue });
  if (!partial && !hasPercent && !hasAmount) ctx.addIssue({ code: 'custom', path: ['percent_off'], message: M.promoValue });
  if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: M.promoDates });
  }
}

export const promoInputSchema = promoFields.superRefine((value, ctx) => checkPromo(value, ctx, false));
export const promoPatchSchema = promoFields.partial().superRefine((value, ctx) => checkPromo(value, ctx, true));
export type PromoInput = z.output<typeof promoInputSchema>;
export type PromoFormValues = z.input<typeof promoInputSchema>;
export type PromoPatch = z.output<typeof promoPatchSchema>;

export const promoSchema = z.object({
  id: z.number().int(),
  seller_id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percent_off: z.number().int().nullable(),
  amount_off: money.nullable(),
  min_subtotal: money,
  starts_at: iso.nullable(),
  ends_at: iso.nullable(),
  max_uses: z.number().int().nullable(),
  per_buyer_limit: z.number().int().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
  discount_given: money,
  state: z.enum(['active', 'scheduled', 'expired', 'used_up', 'paused']),
  created_at: iso,
});
export type Promo = z.infer<typeof promoSchema>;

export const promoListSchema = z.object({ results: z.array(promoSchema) });
export const promoListQuerySchema = z.object({ kind: z.enum(PROMO_KINDS, { error: M.promoKind }).optional() });
export const promoDetailSchema = promoSchema.extend({
  redemptions: z.array(
    z.object({ order_id: z.number().int(), order_number: z.string(), buyer_name: z.string(), discount: money, created_at: iso }),
  ),
});
export type PromoDetail = z.infer<typeof promoDetailSchema>;

export const promoValidateInputSchema = z.object({
  code: z
    .string({ error: M.promoCode })
    .max(40, M.promoCode)
    .regex(/^[A-Za-z0-9 ]*$/, M.promoCode)
    .transform((value) => value.trim().toUpperCase()),
  seller_id: idField('seller_id must be a positive whole number.'),
  subtotal: numeric(z.number({ error: 'subtotal must be an amount in cedis.' }).min(0).max(100_000_000)),
  /** The seller's courier fee in the cart (cedis), so a delivery promo is priced on it; one item's fee when left out. */
  courier_fee: numeric(z.number({ error: 'courier_fee must be an amount in cedis.' }).min(0).max(100_000)).optional(),
});
export const promoValidationSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS).nullable(),
  discount: money.describe('for an order promo, off this subtotal; for a delivery promo, off the courier fee'),
  message: z.string().nullable(),
});
export type PromoValidation = z.infer<typeof promoValidationSchema>;

/** Active promos of sellers with buy-now listings: the shop's Deals row. */
export const dealSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percent_off: z.number().int().nullable(),
  amount_off: money.nullable(),
  min_subtotal: money,
  ends_at: iso.nullable(),
  seller: z.object({ id: z.number().int(), name: z.string(), business_name: z.string().nullable() }),
});
export const dealListSchema = z.object({ results: z.array(dealSchema) });
export type Deal = z.infer<typeof dealSchema>;

/** '+233 24 *** 4567'. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/^\+233/, '');
  return digits.length === 9 ? `+233 ${digits.slice(0, 2)} *** ${digits.slice(5)}` : '***';
}
