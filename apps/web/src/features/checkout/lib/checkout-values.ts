import type { DefaultValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutInputSchema } from '@dwa/shared/commerce';
import type { CheckoutFormValues, CheckoutInput } from '@dwa/shared/commerce';
import type { PrivateProfile } from '@dwa/shared/accounts';

// What the checkout form starts with and how its values are checked (the shared schema).

const checkSchema = zodResolver(checkoutInputSchema);

/**
 * The shared schema on what the form holds: a radio group none of whose buttons is checked reads
 * null where the schema wants undefined, and Mobile Money's fields do not count for cash.
 */
export const resolver: Resolver<CheckoutFormValues, unknown, CheckoutInput> = (values, context, options) =>
  checkSchema(
    {
      ...values,
      momo_network: values.payment_method === 'momo' ? (values.momo_network ?? undefined) : undefined,
      momo_number: values.payment_method === 'momo' ? values.momo_number : undefined,
    },
    context,
    options,
  );

/** The form's first values: courier delivery and Mobile Money, the person's address, name and phone. */
export function startingValues(profile: PrivateProfile | null): DefaultValues<CheckoutFormValues> {
  return {
    delivery_method: 'courier',
    delivery_address: profile?.address ?? '',
    recipient_name: profile?.name ?? '',
    recipient_phone: profile?.phone ?? '',
    payment_method: 'momo',
    momo_number: profile?.phone ?? '',
    promo_codes: [],
  };
}
