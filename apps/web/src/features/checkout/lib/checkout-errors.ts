import { COMMERCE_MESSAGES as M } from '@dwa/shared/commerce';
import { ApiError } from '../../../lib/http';
import { fieldsFailure, oneOf, type FieldsFailure } from '../../../lib/field-issues';
import type { AreaT } from '../../../lib/i18n/area';
import type { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

// What a refused Place order means for the page: field errors under their fields (422, loc
// ['body', field]), a cart that changed meanwhile (409: back to the cart), or one message above the
// button (Mobile Money unavailable, too many orders, no connection).

export const CHECKOUT_FIELDS = [
  'delivery_method',
  'delivery_address',
  'region',
  'recipient_name',
  'recipient_phone',
  'payment_method',
  'momo_network',
  'momo_number',
  'promo_codes',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutFailure = FieldsFailure<CheckoutField> | { kind: 'cart'; message: string } | { kind: 'form'; message: string };

const CART_MESSAGES: readonly string[] = [M.outOfStock, M.cartUnavailable, M.cartEmpty];
const NOT_ENOUGH = /^Only \d+ left in stock\.$/;
const PICKUP = / has no pickup address yet\. /;

const isField = oneOf(CHECKOUT_FIELDS);

/** The server's words as it sends them; this side's own (no answer, a 5xx) in the checkout's messages. */
export function checkoutFailure(t: AreaT<(typeof checkoutMessages)['en']>, error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', message: t('form.placeFailed') };
  if (error.status === 409) {
    if (CART_MESSAGES.includes(error.detail) || NOT_ENOUGH.test(error.detail)) return { kind: 'cart', message: error.detail };
    if (PICKUP.test(error.detail)) return { kind: 'fields', fields: { delivery_method: error.detail }, message: null };
    return { kind: 'form', message: error.detail };
  }
  return fieldsFailure(error, isField) ?? { kind: 'form', message: error.status >= 500 ? t('form.serverFailed') : error.detail };
}

/**
 * Whether the server may have placed the orders without us hearing the answer (no connection, a
 * timeout, a 5xx midway): then the same submission must go again with the same key.
 */
export function answerUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
