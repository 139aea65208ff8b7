import type { CheckoutFormValues, CheckoutInput } from '@dwa/shared/commerce';

/**
 * The body of POST /orders/checkout from the checked form. The shared schema's output says "none"
 * with null (no Mobile Money fields for cash, no address for pickup) where its input, which the
 * server parses again, only takes a missing field: those are left out.
 */
export function checkoutBody(input: CheckoutInput): CheckoutFormValues {
  const { delivery_address, momo_network, momo_number, ...rest } = input;
  return {
    ...rest,
    ...(delivery_address === null ? {} : { delivery_address }),
    ...(momo_network === null ? {} : { momo_network }),
    ...(momo_number === null ? {} : { momo_number }),
  };
}
