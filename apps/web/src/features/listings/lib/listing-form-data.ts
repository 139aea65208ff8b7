import type { ListingInput } from '@dwa/shared/listings';

// From the checked form (the shared schema's output) to the bodies the API reads.

export type ListingFormFields = {
  title: string;
  description: string;
  price: string;
  category: string;
  sub_category: string;
  brand: string;
  type: string;
  condition: string;
  promotion: string;
  region: string;
  town: string;
};

export const EMPTY_LISTING_FORM: ListingFormFields = {
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
};

export type ListingMeta = { brand: string | null; type: string | null; condition: string | null };

export function metaOf(input: Pick<ListingInput, 'brand' | 'type' | 'condition'>): ListingMeta {
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
    ...(keepImages ? { keep_images: keepImages } : {}),
  };
}

/** A stored listing as form fields (the edit form's starting values). */
export function listingToFormFields(listing: {
  title: string;
  description: string;
  price: number;
  category: string;
  sub_category: string;
  brand: string | null;
  type: string | null;
  condition: string | null;
  promotion: string;
  region: string | null;
  town: string | null;
}): ListingFormFields {
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
  };
}
