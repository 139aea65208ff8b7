import { z } from 'zod';
import { CONDITIONS, GHANA_REGIONS, LISTING_STATUSES, PROMOTIONS, isCategory, isSubCategoryOf } from './catalogue';
import { idParams } from './fields';
import { coded } from './coded';

// Listings: the form's rules with the spec's messages (post and edit, in the browser and on the
// server), and the one read shape every listing answer uses (detail, my-listings, browse, search).

export const MAX_LISTING_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** What the picker offers; the server checks the bytes, not the type the browser claims. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const TEXT_FIELD_MAX = 100;
/** One billion cedis: above any real ad, below where pesewas stop being exact integers. */
export const PRICE_MAX = 1_000_000_000;

export const LISTING_MESSAGES = {
  listingId: coded('listings.listing_id', 'Listing id must be a positive whole number.'),
  titleRequired: coded('listings.title_required', 'Title is required.'),
  titleMin: coded('listings.title_min', 'Title must be at least 3 characters.'),
  titleMax: coded('listings.title_max', `Title must be at most ${TITLE_MAX} characters.`, { titleMax: TITLE_MAX }),
  descriptionRequired: coded('listings.description_required', 'Description is required.'),
  descriptionMin: coded('listings.description_min', 'Description must be at least 10 characters.'),
  descriptionMax: coded('listings.description_max', `Description must be at most ${DESCRIPTION_MAX} characters.`, {
    descriptionMax: DESCRIPTION_MAX,
  }),
  priceRequired: coded('listings.price_required', 'Price is required.'),
  priceNumber: coded('listings.price_number', 'Price must be a number.'),
  pricePositive: coded('listings.price_positive', 'Price must be greater than 0.'),
  priceDecimals: coded('listings.price_decimals', 'Price can have at most 2 decimal places.'),
  priceMax: coded('listings.price_max', 'Price must be at most 1,000,000,000.'),
  categoryRequired: coded('listings.category_required', 'Category is required.'),
  categoryUnknown: coded('listings.category_unknown', 'Choose a category from the list.'),
  subCategoryRequired: coded('listings.sub_category_required', 'Sub-category is required.'),
  subCategoryMismatch: coded('listings.sub_category_mismatch', 'Choose a sub-category of the selected category.'),
  condition: coded('listings.condition', `Condition must be one of: ${CONDITIONS.join(', ')}.`, { conditions: CONDITIONS.join(', ') }),
  promotion: coded('listings.promotion', `Promotion must be one of: ${PROMOTIONS.join(', ')}.`, { promotions: PROMOTIONS.join(', ') }),
  region: coded('listings.region', "Region must be one of Ghana's 16 regions."),
  imagesRequired: coded('listings.images_required', 'At least one image is required.'),
  imagesMax: coded('listings.images_max', 'Maximum 5 images allowed.'),
  imageType: coded('listings.image_type', 'Only image files are allowed (JPEG, PNG, WebP or HEIC).'),
  imageTooLarge: coded('listings.image_too_large', 'Each image must be 10 MB or smaller.'),
  meta: coded('listings.meta', 'Meta must be a JSON object with brand, type and condition.'),
  keepImages: coded('listings.keep_images', "keep_images must be a JSON array of this listing's image URLs."),
  buyNow: coded('listings.buy_now', 'buy_now must be true or false.'),
  quantity: coded('listings.quantity', 'Quantity in stock must be a whole number from 0 to 9999.'),
} as const;

const M = LISTING_MESSAGES;

function optionalText(label: string, max = TEXT_FIELD_MAX) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);
}

/** '' and null mean "not given" for the optional choice fields. */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const titleField = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, { error: M.titleRequired, abort: true })
  .min(3, M.titleMin)
  .max(TITLE_MAX, M.titleMax);

export const descriptionField = z
  .string({ error: M.descriptionRequired })
  .trim()
  .min(1, { error: M.descriptionRequired, abort: true })
  .min(10, M.descriptionMin)
  .max(DESCRIPTION_MAX, M.descriptionMax);

/** Cedis as typed (string) or sent (number); answers a number with at most 2 decimals. */
export const priceField = z.unknown().transform((value, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return fail(M.priceRequired);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return fail(M.priceNumber);
  const cedis = Number(text);
  if (!Number.isFinite(cedis)) return fail(M.priceNumber);
  if (cedis <= 0) return fail(M.pricePositive);
  if (cedis > PRICE_MAX) return fail(M.priceMax);
  const pesewas = Math.round(cedis * 100);
  if (Math.abs(cedis * 100 - pesewas) > 1e-6) return fail(M.priceDecimals);
  return pesewas / 100;
});

export const categoryField = z
  .string({ error: M.categoryRequired })
  .trim()
  .min(1, { error: M.categoryRequired, abort: true })
  .refine(isCategory, M.categoryUnknown);

export const subCategoryField = z.string({ error: M.subCategoryRequired }).trim().min(1, M.subCategoryRequired);

export const conditionField = z.preprocess(blankToNull, z.enum(CONDITIONS, { error: M.condition }).nullable());

export const promotionField = z.preprocess(
  (value) =>
    value === '' || value === undefined || value === null ? 'NONE' : typeof value === 'string' ? value.trim().toUpperCase() : value,
  z.enum(PROMOTIONS, { error: M.promotion }),
);

export const regionField = z.preprocess(blankToNull, z.enum(GHANA_REGIONS, { error: M.region }).nullable());

/** Offered in the shop: a JSON boolean, or 'true'/'false' (also 'on', '1', '0') from a form. */
export const buyNowField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return false;
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    return ['true', 'on', '1', 'yes'].includes(text) ? true : ['false', 'off', '0', 'no'].includes(text) ? false : value;
  },
  z.boolean({ error: M.buyNow }),
);

/** Units in stock, 0 to 9999 (a number, or digits from a form). */
export const quantityField = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ''
      ? 0
      : typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)
        ? Number(value)
        : value,
  z.number({ error: M.quantity }).int(M.quantity).min(0, M.quantity).max(9999, M.quantity),
);

/** The listing form (post and edit) and the API's fields, once brand/type/condition are taken out of meta. */
export const listingInputSchema = z
  .object({
    title: titleField,
    description: descriptionField,
    price: priceField,
    category: categoryField,
    sub_category: subCategoryField,
    brand: optionalText('Brand'),
    type: optionalText('Type'),
    condition: conditionField,
    promotion: promotionField,
    region: regionField,
    town: optionalText('Town'),
    buy_now: buyNowField,
    quantity: quantityField,
  })
  .refine((value) => isSubCategoryOf(value.category, value.sub_category), {
    message: M.subCategoryMismatch,
    path: ['sub_category'],
    // Runs even when other fields failed, so the form shows every problem at once.
    when: ({ value }) => {
      const { category, sub_category: subCategory } = (value ?? {}) as { category?: unknown; sub_category?: unknown };
      return typeof category === 'string' && isCategory(category.trim()) && typeof subCategory === 'string' && subCategory.trim() !== '';
    },
  });

export type ListingInput = z.output<typeof listingInputSchema>;
export type ListingFormValues = z.input<typeof listingInputSchema>;

/** The message for a number of photos, or null when it is fine (post needs one; edit counts kept + new). */
export function imageCountError(count: number): string | null {
  if (count < 1) return M.imagesRequired;
  if (count > MAX_LISTING_IMAGES) return M.imagesMax;
  return null;
}

export const listingMetaSchema = z.object({
  brand: z.string().nullable(),
  type: z.string().nullable(),
  condition: z.string().nullable(),
});

/** What the owner may ask for; `pending` is only ever set by the server. */
/** `{id}` in /classifieds/{id}/... and /wishlist/{id}. */
export const listingIdParamsSchema = idParams(LISTING_MESSAGES.listingId);

export const listingStatusChangeSchema = z.object({
  status: z.enum(['active', 'inactive'], { error: coded('listings.status_active_inactive', "Status must be 'active' or 'inactive'.") }),
});

// ---- the read shape ----

export const listingSellerSchema = z.object({
  user_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  business_name: z.string().nullable(),
  business_description: z.string().nullable(),
  profile_picture: z.string().nullable(),
  is_verified: z.boolean(),
  /** The seller proved a mobile number with an SMS code (the 'Phone verified' badge). */
  phone_verified: z.boolean(),
  /** The seller's Ghana Card and selfie were checked (the 'ID verified' badge, ADR 069). */
  id_verified: z.boolean(),
  phone: z.string().nullable(),
  business_phone: z.string().nullable(),
  email: z.string(),
  business_email: z.string().nullable(),
  business_website: z.string().nullable(),
  business_address: z.string().nullable(),
  rating: z
    .object({
      score: z.number().describe('smoothed average of the last 12 months (ADR 059), one decimal'),
      count: z.number().int().describe('reviews in the last 12 months'),
    })
    .nullable()
    .describe("the seller's score and review count (ADR 067); null when the seller has no reviews of the last 12 months"),
});

export const listingImageVariantSchema = z.object({
  thumb: z.string().describe('320 px wide WebP, for cards'),
  medium: z.string().describe('640 px wide WebP'),
  large: z.string().describe('1280 px wide WebP, for the gallery'),
  width: z.number().int().describe('width of the upright original'),
  height: z.number().int(),
});

export const listingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number().describe('cedis, at most 2 decimals'),
  category: z.string(),
  sub_category: z.string(),
  brand: z.string().nullable(),
  type: z.string().nullable(),
  condition: z.string().nullable(),
  meta: listingMetaSchema,
  promotion: z.enum(PROMOTIONS),
  images: z.array(z.string()).describe('URLs of the 640 px variants, in order'),
  image_variants: z.array(listingImageVariantSchema),
  status: z.enum(LISTING_STATUSES),
  likes: z.number().int(),
  views: z.number().int(),
  comments_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  location: z.string().nullable().describe("'Town, Region', either alone, or null"),
  region: z.string().nullable(),
  town: z.string().nullable(),
  buy_now: z.boolean().describe('offered in the shop'),
  quantity: z.number().int().describe('units in stock'),
  in_stock: z.boolean().describe('for sale in the shop now: active, buy_now and at least 1 in stock'),
  user: listingSellerSchema,
  is_owner: z.boolean().describe('the caller owns this listing'),
  is_flagged: z.boolean().describe('the caller has reported (flagged) this listing and the report is still open; false for visitors'),
  moderation_reason: z
    .string()
    .nullable()
    .optional()
    .describe("owner only: the moderator's reason for refusing or taking it down, or why it waits for review"),
  expires_at: z
    .string()
    .nullable()
    .optional()
    .describe('when a classified ad leaves search unless renewed (ADR 066); null for shop listings'),
  renewals_used: z.number().int().optional().describe('owner only: free renewals used (of free_renewals in my-listings)'),
  sold_to_id: z.number().int().nullable().optional().describe('owner only: the buyer named when it was marked as sold'),
});

export type Listing = z.infer<typeof listingSchema>;
export type ListingSeller = z.infer<typeof listingSellerSchema>;
export type ListingImageVariant = z.infer<typeof listingImageVariantSchema>;

export const myListingsSchema = z.object({
  results: z.array(listingSchema),
  total: z.number().int(),
  free_renewals: z.number().int().optional().describe('LISTING_FREE_RENEWALS: free renewals per listing'),
});
export const listingPageSchema = z.object({
  results: z.array(listingSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
/** The caller's liked (/likes) or saved (/wishlist) listings: the likes and wishlist modules answer it, the listings module reads it. */
export const savedListingsPageSchema = z.object({
  results: z.array(listingSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export const listingImagesSchema = z.object({ images: z.array(z.string()), image_variants: z.array(listingImageVariantSchema) });
export const listingCountsSchema = z.object({ likes: z.number().int(), comments: z.number().int() });

export type MyListings = z.infer<typeof myListingsSchema>;
export type ListingPage = z.infer<typeof listingPageSchema>;
export type SavedListingsPage = z.infer<typeof savedListingsPageSchema>;
