import type { Review } from '@dwa/shared/reviews';
import type { Storage } from '../../lib/storage';
import type { ReviewRow } from './reviews.repo';

/** The widths a review photo is kept at: a thumbnail beside the text, a larger one to look closer. */
export const REVIEW_PHOTO_WIDTHS = [320, 640] as const;

// A review as the API answers it, wherever it is read (the order's page, the seller's page, the
// moderators' queue).

/** "Ama Mensah" -> "Ama M.": enough to be a person, not enough to find them. */
export function shortName(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Buyer';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${words[0]} ${last.charAt(0).toUpperCase()}.` : words[0]!;
}

export function presentReview(row: ReviewRow, buyerName: string | null, storage: Pick<Storage, 'url'>): Review {
  return {
    id: row.id,
    order_id: row.orderId,
    listing_id: row.listingId,
    seller_id: row.sellerId,
    // A shop order keeps its review (orders are never deleted); a deal's ad may be, so no order means a deal.
    source: row.orderId !== null ? 'order' : 'deal',
    buyer_name: shortName(buyerName),
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    replied_at: row.repliedAt ? row.repliedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenAt !== null ? row.hiddenReason : null,
    photos: row.photoKeys.map((key) => ({ small: storage.url(`${key}-320.webp`), large: storage.url(`${key}-640.webp`) })),
  };
}
