import type { z } from 'zod';
import type { Listing, ListingFormValues, ListingInput, listingMetaSchema } from '@dwa/shared/listings';

// The listing form's values are the input of the schema the API validates with (listingInputSchema);
// the checked form (its output) becomes the bodies the API reads here, and only here are brand, type
// and condition packed into the spec's JSON `meta` field.

/** Every field of the form, empty: the starting values, and what Reset Form goes back to. */
export const EMPTY_LISTING_FORM: Required<ListingFormValues> = {
  title: '',
  description: '',
  price: '',
  category: '',
  sub_category: '',
  brand: '',
  type: '',
  condition: '',
  promotion: 'NONE',
  region: '',
  town: '',
  buy_now: false,
  quantity: '',
};

type ListingMeta = z.infer<typeof listingMetaSchema>;

function metaOf(input: Pick<ListingInput, 'brand' | 'type' | 'condition'>): ListingMeta {
  return { brand: input.brand ?? null, type: input.type ?? null, condition: input.condition ?? null };
}

const hasMeta = (meta: ListingMeta) => Boolean(meta.brand || meta.type || meta.condition);

/**
 * The multipart body. A new post sends meta only when brand, type or condition was given (as the
 * spec's client does); an edit always sends it, so a cleared field is cleared on the server too.
 */
export function toListingFormData(
  input: ListingInput,
  images: readonly File[],
  options: { keepImages?: readonly string[]; alwaysMeta?: boolean } = {},
): FormData {
  const form = new FormData();
  form.set('title', input.title);
  form.set('description', input.description);
  form.set('price', String(input.price));
  form.set('category', input.category);
  form.set('sub_category', input.sub_category);
  form.set('promotion', input.promotion);
  form.set('region', input.region ?? '');
  form.set('town', input.town ?? '');
  form.set('buy_now', String(input.buy_now));
  form.set('quantity', String(input.quantity));
  const meta = metaOf(input);
  if (options.alwaysMeta || hasMeta(meta)) form.set('meta', JSON.stringify(meta));
  if (options.keepImages) form.set('keep_images', JSON.stringify(options.keepImages));
  for (const file of images) form.append('images', file, file.name);
  return form;
}

/** The JSON fallback of an edit: the same fields, no new photos. */
export function toListingJson(input: ListingInput, keepImages?: readonly string[]) {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    category: input.category,
    sub_category: input.sub_category,
    promotion: input.promotion,
    meta: metaOf(input),
    region: input.region ?? '',
    town: input.town ?? '',
    buy_now: input.buy_now,
    quantity: input.quantity,
    ...(keepImages ? { keep_images: keepImages } : {}),
  };
}

/** A stored listing as form fields (the edit form's starting values). */
export function listingToFormFields(listing: Pick<Listing, keyof ListingFormValues>): Required<ListingFormValues> {
  return {
    title: listing.title,
    description: listing.description,
    price: String(listing.price),
    category: listing.category,
    sub_category: listing.sub_category,
    brand: listing.brand ?? '',
    type: listing.type ?? '',
    condition: listing.condition ?? '',
    promotion: listing.promotion || 'NONE',
    region: listing.region ?? '',
    town: listing.town ?? '',
    buy_now: listing.buy_now,
    quantity: String(listing.quantity),
  };
}
