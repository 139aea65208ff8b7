import type { Db } from '@dwa/db/client';
import {
  REVIEW_MESSAGES as M,
  REVIEW_PAGE_SIZE,
  REVIEW_PHOTOS_MAX,
  SCORE_MONTHS,
  sellerHabits,
  type DealReview,
  type OrderReview,
  type Review,
  type ReviewInput,
  type ReviewSort,
  type SellerPage,
  type SellerReviewsPage,
  type SellerScore,
} from '@dwa/shared/reviews';
import { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { task, type JobQueue } from '../../lib/jobs';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { InvalidImageError, storeImageVariants, variantKeys } from '../../lib/images';
import { pictureUrl, type Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { NotificationService } from '../notifications/notifications.service';
import { presentReview, REVIEW_PHOTO_WIDTHS, shortName } from './review-present';
import {
  dealFacts,
  findReview,
  insertReview,
  orderFacts,
  reviewOfListing,
  orderKeeping,
  recountAged,
  replyMinutes,
  sellerFigures,
  reviewOfOrder,
  sellerRow,
  updateReview,
  userName,
  visibleReviewsOf,
  type ReviewRow,
} from './reviews.repo';

// Reviews and seller scores (issue 32, ADR 059). Only the buyer of a delivered order reviews its
// seller, once, within `windowDays` of the delivery; they edit it until the seller replies; the
// seller replies once, publicly. A stranger learns nothing about the order (404); the order's seller
// is told plainly that only the buyer reviews (403). The score counts the last 12 months' visible
// reviews, smoothed towards the platform prior.

export type ReviewsDeps = {
  db: Db;
  now: () => Date;
  storage: Storage;
  windowDays: number;
  jobs: Pick<JobQueue, 'handle' | 'every'>;
  notifications: Pick<NotificationService, 'notify'>;
};

/** Hourly: sellers whose oldest counted review left the 12-month window are counted again (ADR 067). */
const RECOUNT_AGED = task('reviews:recount', z.object({}));

const DAY = 86_400_000;
const iso = (value: Date) => value.toISOString();

export function createReviewsService(deps: ReviewsDeps) {
  const { db, now, windowDays } = deps;
  const present = (row: ReviewRow, buyerName: string | null) => presentReview(row, buyerName, deps.storage);

  const windowEnd = (deliveredAt: Date | null) => (deliveredAt ? new Date(deliveredAt.getTime() + windowDays * DAY) : null);
  const scoreSince = () => {
    const since = new Date(now());
    since.setUTCMonth(since.getUTCMonth() - SCORE_MONTHS);
    return since;
  };

  /** The order, seen by its buyer or seller; anyone else is told it does not exist. */
  async function orderFor(user: AuthUser, orderId: number) {
    const order = await orderFacts(db, orderId);
    if (!order || (order.buyerId !== user.id && order.sellerId !== user.id)) throw new NotFoundError(M.orderNotFound);
    return order;
  }

  async function presentRow(row: ReviewRow): Promise<Review> {
    return present(row, await userName(db, row.buyerId));
  }

  /** The buyer may write one: delivered, inside the window. Throws the refusal in clear words. */
  function checkWindow(order: { deliveredAt: Date | null }) {
    const end = windowEnd(order.deliveredAt);
    if (!end) throw new ConflictError(M.notDelivered);
    if (now().getTime() > end.getTime()) throw new ConflictError(M.windowPassed);
  }

  /**
   * Smoothed scores and counts, as kept in seller_stats by the reviews' triggers in each review's
   * own transaction (ADR 067): the cards, the listing page and the seller page read the same figures.
   */
  async function scores(sellerIds: number[]): Promise<Map<number, SellerScore>> {
    const figures = await sellerFigures(db, sellerIds);
    return new Map(
      sellerIds.map((id) => {
        const kept = figures.get(id);
        return [id, kept && kept.count > 0 ? { score: kept.tenths / 10, count: kept.count } : { score: null, count: 0 }];
      }),
    );
  }

  /**
   * A classified deal, seen by the ad's seller, the person it was marked sold to, or the author of
   * its review (the seller may have named someone else since); anyone else is told it does not exist.
   */
  async function dealFor(user: AuthUser, listingId: number) {
    const deal = await dealFacts(db, listingId);
    if (!deal) throw new NotFoundError(M.listingNotFound);
    const buyerId = deal.status === 'sold' ? deal.soldToId : null;
    const review = await reviewOfListing(db, listingId);
    if (user.id !== deal.sellerId && user.id !== buyerId && review?.buyerId !== user.id) throw new NotFoundError(M.listingNotFound);
    return { ...deal, buyerId, review, soldAt: buyerId === null ? null : deal.soldAt };
  }

  deps.jobs.handle(RECOUNT_AGED, async () => {
    await recountAged(db);
  });
  deps.jobs.every('41 * * * *', RECOUNT_AGED);

  return {
    /** The order page's view: the review, if any, and what the viewer may do. */
    async ofOrder(user: AuthUser, orderId: number): Promise<OrderReview> {
      const order = await orderFor(user, orderId);
      const row = await reviewOfOrder(db, orderId);
      const role = order.buyerId === user.id ? 'buyer' : 'seller';
      const end = windowEnd(order.deliveredAt);
      const open = end !== null && now().getTime() <= end.getTime();
      return {
        review: row ? await presentRow(row) : null,
        my_role: role,
        can_review: role === 'buyer' && !row && open,
        can_edit: role === 'buyer' && row !== null && row.reply === null,
        can_reply: role === 'seller' && row !== null && row.reply === null && row.hiddenAt === null,
        review_until: end ? iso(end) : null,
      };
    },

    async create(user: AuthUser, orderId: number, input: ReviewInput): Promise<Review> {
      const order = await orderFor(user, orderId);
      if (order.buyerId !== user.id) throw new ForbiddenError(M.notYourOrder);
      if (await reviewOfOrder(db, orderId)) throw new ConflictError(M.alreadyReviewed);
      checkWindow(order);
      try {
        const at = now();
        const row = await insertReview(db, {
          orderId,
          buyerId: order.buyerId,
          sellerId: order.sellerId,
          rating: input.rating,
          body: input.body,
          createdAt: at,
          updatedAt: at,
        });
        if (!row) throw new ConflictError(M.alreadyReviewed);
        return await presentRow(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.alreadyReviewed);
        throw error;
      }
    },

    async edit(user: AuthUser, orderId: number, input: ReviewInput): Promise<Review> {
      const order = await orderFor(user, orderId);
      if (order.buyerId !== user.id) throw new ForbiddenError(M.notYourOrder);
      const row = await db.transaction(async (tx) => {
        const current = await reviewOfOrder(tx, orderId, { forUpdate: true });
        if (!current) throw new NotFoundError(M.notReviewed);
        if (current.reply !== null) throw new ConflictError(M.replied);
        return updateReview(tx, current.id, { rating: input.rating, body: input.body, updatedAt: now() });
      });
      return presentRow(row);
    },

    async reply(user: AuthUser, reviewId: number, reply: string): Promise<Review> {
      const row = await db.transaction(async (tx) => {
        const current = await findReview(tx, reviewId, { forUpdate: true });
        if (!current || current.hiddenAt !== null || (current.sellerId !== user.id && current.buyerId !== user.id))
          throw new NotFoundError(M.notFound);
        if (current.sellerId !== user.id) throw new ForbiddenError(M.notYourReview);
        if (current.reply !== null) throw new ConflictError(M.alreadyReplied);
        return updateReview(tx, current.id, { reply, repliedAt: now() });
      });
      return presentRow(row);
    },

    /** A classified deal's page: the review, if any, and what the viewer may do (issue 32). */
    async ofDeal(user: AuthUser, listingId: number): Promise<DealReview> {
      const deal = await dealFor(user, listingId);
      const row = deal.review;
      const role = user.id === deal.sellerId ? 'seller' : 'buyer';
      const end = windowEnd(deal.soldAt);
      const open = end !== null && now().getTime() <= end.getTime();
      return {
        review: row ? await presentRow(row) : null,
        my_role: role,
        can_review: role === 'buyer' && !row && open && deal.buyerId === user.id,
        can_edit: role === 'buyer' && row !== null && row.buyerId === user.id && row.reply === null,
        can_reply: role === 'seller' && row !== null && row.reply === null && row.hiddenAt === null,
        review_until: end ? iso(end) : null,
        listing_id: deal.id,
        title: deal.title,
        seller_id: deal.sellerId,
        seller_name: deal.businessName ?? deal.sellerName ?? 'Seller',
      };
    },

    /** The person the seller marked the ad sold to reviews the seller: once, within the window. */
    async createForDeal(user: AuthUser, listingId: number, input: ReviewInput): Promise<Review> {
      const deal = await dealFor(user, listingId);
      if (user.id === deal.sellerId) throw new ForbiddenError(M.notYourDeal);
      if (deal.review) throw new ConflictError(M.dealAlreadyReviewed);
      if (deal.buyerId !== user.id) throw new ConflictError(M.notSoldToYou);
      const end = windowEnd(deal.soldAt);
      if (!end || now().getTime() > end.getTime()) throw new ConflictError(M.dealWindowPassed);
      try {
        const at = now();
        const row = await db.transaction(async (tx) => {
          const written = await insertReview(tx, {
            listingId,
            buyerId: user.id,
            sellerId: deal.sellerId,
            rating: input.rating,
            body: input.body,
            createdAt: at,
            updatedAt: at,
          });
          if (!written) throw new ConflictError(M.dealAlreadyReviewed);
          // The seller has no order page for a deal: the notice is how they find the review to reply.
          await deps.notifications.notify(tx, {
            userId: deal.sellerId,
            kind: 'deal_review',
            notice: { key: 'dealReviewed', params: { name: shortName(user.name), listing: `"${deal.title}"`, rating: written.rating } },
            link: `/listing/${listingId}/review`,
            data: { listing_id: listingId, review_id: written.id },
            at,
          });
          return written;
        });
        return await presentRow(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.dealAlreadyReviewed);
        throw error;
      }
    },

    async editForDeal(user: AuthUser, listingId: number, input: ReviewInput): Promise<Review> {
      const deal = await dealFor(user, listingId);
      if (user.id === deal.sellerId) throw new ForbiddenError(M.notYourDeal);
      const row = await db.transaction(async (tx) => {
        const current = await reviewOfListing(tx, listingId, { forUpdate: true });
        if (!current || current.buyerId !== user.id) throw new NotFoundError(M.dealNotReviewed);
        if (current.reply !== null) throw new ConflictError(M.replied);
        return updateReview(tx, current.id, { rating: input.rating, body: input.body, updatedAt: now() });
      });
      return presentRow(row);
    },

    /**
     * Adds photos to my review (ADR 074): up to REVIEW_PHOTOS_MAX in all, while I may still edit it
     * (no reply yet). Each is checked by its bytes, turned upright, stripped of metadata and stored
     * as WebP at 320 and 640 px before anything is written; a refusal removes what was stored.
     */
    async addPhotos(user: AuthUser, reviewId: number, photos: Buffer[]): Promise<Review> {
      if (photos.length === 0) throw ValidationError.single(['body', 'photos'], M.photoMissing);
      const current = await findReview(db, reviewId);
      if (!current || (current.buyerId !== user.id && current.sellerId !== user.id)) throw new NotFoundError(M.notFound);
      if (current.buyerId !== user.id) throw new ForbiddenError(M.notYourPhotos);
      if (current.reply !== null) throw new ConflictError(M.replied);
      if (current.photoKeys.length + photos.length > REVIEW_PHOTOS_MAX) throw ValidationError.single(['body', 'photos'], M.photos);
      const stored: string[] = [];
      const written: string[] = [];
      try {
        for (const [index, photo] of photos.entries()) {
          try {
            const image = await storeImageVariants(deps.storage, photo, 'reviews', REVIEW_PHOTO_WIDTHS);
            stored.push(image.storageKey);
            written.push(...image.keys);
          } catch (error) {
            if (error instanceof InvalidImageError) throw ValidationError.single(['body', 'photos', index], M.photo, 'image_type');
            throw error;
          }
        }
        const row = await db.transaction(async (tx) => {
          const locked = await findReview(tx, reviewId, { forUpdate: true });
          if (!locked || locked.reply !== null) throw new ConflictError(M.replied);
          if (locked.photoKeys.length + stored.length > REVIEW_PHOTOS_MAX) throw ValidationError.single(['body', 'photos'], M.photos);
          return updateReview(tx, reviewId, { photoKeys: [...locked.photoKeys, ...stored], updatedAt: now() });
        });
        return await presentRow(row);
      } catch (error) {
        await deps.storage.remove(written);
        throw error;
      }
    },

    /** Removes one photo of my review (its position, from 0), while I may still edit it. */
    async removePhoto(user: AuthUser, reviewId: number, index: number): Promise<Review> {
      const { row, gone } = await db.transaction(async (tx) => {
        const current = await findReview(tx, reviewId, { forUpdate: true });
        if (!current || (current.buyerId !== user.id && current.sellerId !== user.id)) throw new NotFoundError(M.notFound);
        if (current.buyerId !== user.id) throw new ForbiddenError(M.notYourPhotos);
        const gone = current.photoKeys[index];
        if (gone === undefined) throw new NotFoundError(M.photoNotFound);
        if (current.reply !== null) throw new ConflictError(M.replied);
        return {
          row: await updateReview(tx, reviewId, { photoKeys: current.photoKeys.filter((_key, at) => at !== index), updatedAt: now() }),
          gone,
        };
      });
      await deps.storage.remove(variantKeys(gone, REVIEW_PHOTO_WIDTHS));
      return presentRow(row);
    },

    /** Smoothed scores and counts of several sellers at once (listing pages). */
    scores,

    async sellerPage(sellerId: number): Promise<SellerPage> {
      const seller = await sellerRow(db, sellerId);
      if (!seller || !seller.isActive) throw new NotFoundError(M.sellerNotFound);
      return {
        id: seller.id,
        name: seller.name,
        business_name: seller.businessName,
        profile_picture: pictureUrl(deps.storage, seller.profilePicture),
        member_since: iso(seller.createdAt),
        // The badge: the seller proved a mobile number by an SMS code (the number itself stays private).
        phone_verified: seller.verifiedPhone !== null,
        // The badge: a Ghana Card and a selfie were checked by the provider or an admin (ADR 069).
        id_verified: seller.idVerifiedAt !== null,
        rating: (await scores([sellerId])).get(sellerId)!,
        habits: sellerHabits(await replyMinutes(db, sellerId, scoreSince()), await orderKeeping(db, sellerId, scoreSince())),
      };
    },

    async sellerReviews(sellerId: number, sort: ReviewSort, page: number): Promise<SellerReviewsPage> {
      const seller = await sellerRow(db, sellerId);
      if (!seller || !seller.isActive) throw new NotFoundError(M.sellerNotFound);
      const { rows, total } = await visibleReviewsOf(db, sellerId, sort, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE);
      return {
        results: rows.map(({ review, buyerName }) => present(review, buyerName)),
        page,
        total,
        has_more: page * REVIEW_PAGE_SIZE < total,
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
