import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { listingInputSchema } from '@dwa/shared/listings';
import type { ListingFormValues, ListingInput } from '@dwa/shared/listings';
import { EMPTY_LISTING_FORM } from '../lib/listing-form-data';

// The same schema the API validates with, checked on every change (spec: validation section).
// The pages move focus to the first error themselves (lib/focus-first-error), photos included.
const resolver = zodResolver(listingInputSchema);

export function useListingForm(defaultValues: ListingFormValues = EMPTY_LISTING_FORM) {
  return useForm<ListingFormValues, unknown, ListingInput>({ resolver, mode: 'onChange', shouldFocusError: false, defaultValues });
}
