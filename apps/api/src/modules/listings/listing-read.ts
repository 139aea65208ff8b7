import type { Listing, ListingImageVariant } from '@dwa/shared/listings';
import { hasRealEmail } from '@dwa/shared/accounts-constants';
import { pesewasToCedis } from '@dwa/shared/money';
import { LISTING_WIDTHS, variantKeys } from '../../lib/images';
import { pictureUrl, type Storage } from '../../lib/storage';
import { moderationReasonOf } from './listing-review';
import type { ListingImageRow, ListingRow } from './listings.repo';

// The one mapping from database rows to the listing read shape (packages/shared/src/listings.ts):
// the detail, my-listings, browse and search answers all go through `toListingRead`.

/** `flagged`: the listings among these that the viewer has an open report on (`openFlagsBy`). */
export type ReadContext = { storage: Storage; viewerId: number | null; flagged?: ReadonlySet<number> };

export function imageVariant(storage: Storage, image: Pick<ListingImageRow, 'storageKey' | 'width' | 'height'>): ListingImageVariant {
  const [thumb = '', medium = '', large = ''] = variantKeys(image.storageKey, LISTING_WIDTHS).map((key) => storage.url(key));
  return { thumb, medium, large, width: image.width, height: image.height };
}

/** 'Osu, Greater Accra', the town or the region alone, or null. */
export function formatLocation(town: string | null, region: string | null): string | null {
  const parts = [town, region].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

export function toListingRead(
  row: ListingRow,
  images: readonly Pick<ListingImageRow, 'storageKey' | 'width' | 'height'>[],
  context: ReadContext,
): Listing {
  const variants = images.map((image) => imageVariant(context.storage, image));
  const { seller } = row;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: pesewasToCedis(row.pricePesewas),
    category: row.category,
    sub_category: row.subCategory,
    brand: row.brand,
    type: row.type,
    condition: row.condition,
    meta: { brand: row.brand, type: row.type, condition: row.condition },
    promotion: row.promotion,
    images: variants.map((variant) => variant.medium),
    image_variants: variants,
    status: row.status,
    likes: row.likesCount,
    views: row.viewsCount,
    comments_count: row.commentsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    buy_now: row.buyNow,
    quantity: row.quantity,
    in_stock: row.status === 'active' && row.buyNow && row.quantity > 0,
    location: formatLocation(row.town, row.region),
    region: row.region,
    town: row.town,
    user: {
      user_id: seller.id,
      id: seller.id,
      name: seller.name,
      username: null,
      business_name: seller.businessName,
      business_description: seller.businessDescription,
      profile_picture: pictureUrl(context.storage, seller.profilePicture),
      is_verified: seller.isVerified,
      phone_verified: seller.verifiedPhone !== null,
      id_verified: seller.idVerifiedAt !== null,
      phone: seller.phone,
      business_phone: seller.businessPhone,
      // A seller who signed up with a phone number has no email yet (ADR 063).
      email: hasRealEmail(seller.email) ? seller.email : '',
      business_email: seller.businessEmail,
      business_website: seller.businessWebsite,
      business_address: seller.businessAddress,
      rating:
        row.sellerRating && row.sellerRating.reviewCount > 0
          ? { score: row.sellerRating.scoreTenths / 10, count: row.sellerRating.reviewCount }
          : null,
    },
    is_owner: context.viewerId !== null && context.viewerId === row.userId,
    is_flagged: context.viewerId !== null && (context.flagged?.has(row.id) ?? false),
    expires_at: row.expiresAt?.toISOString() ?? null,
    ...(context.viewerId !== null && context.viewerId === row.userId
      ? { moderation_reason: moderationReasonOf(row.status, row.extra), renewals_used: row.renewals, sold_to_id: row.soldToId }
      : {}),
  };
}

/** Maps a page of rows with their images (as loaded by `findImages`), keeping the rows' order. */
export function toListingReads(rows: ListingRow[], images: ListingImageRow[], context: ReadContext): Listing[] {
  const byListing = new Map<number, ListingImageRow[]>();
  for (const image of images) {
    const list = byListing.get(image.listingId) ?? [];
    list.push(image);
    byListing.set(image.listingId, list);
  }
  return rows.map((row) => toListingRead(row, byListing.get(row.id) ?? [], context));
}
