import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { listingInputSchema } from '@dwa/shared/listings';
import type { ListingInput } from '@dwa/shared/listings';
import { EMPTY_LISTING_FORM, type ListingFormFields } from '../lib/listing-form-data';

// The same schema the API validates with, checked on every change (spec: validation section).
const resolver = zodResolver(listingInputSchema) as unknown as Resolver<ListingFormFields, unknown, ListingInput>;

export function useListingForm(defaultValues: ListingFormFields = EMPTY_LISTING_FORM) {
  return useForm<ListingFormFields, unknown, ListingInput>({ resolver, mode: 'onChange', defaultValues });
}
