import type { Db, Executor } from '@dwa/db/client';
import type { LikeState } from '@dwa/shared/likes';
import type { SavedListingsPage } from '@dwa/shared/listings';
import { quoted } from '../../lib/text';
import type { AuthUser } from '../../plugins/auth';
import { listingLink, type ListingRef, type ListingService } from '../listings/listings.service';
import type { Notice } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import { deleteLike, hasLiked, insertLike } from './likes.repo';

// Likes on listings: one per person (the primary key), liking twice or unliking twice changes
// nothing. The like row and the listing's like counter change in one transaction, from what the
// insert or delete actually did, so concurrent likes count exactly.

export type LikeServiceDeps = {
  db: Db;
  now: () => Date;
  listings: Pick<ListingService, 'findVisibleRef' | 'addToCounter' | 'counter' | 'saved'>;
  notifications: Pick<NotificationService, 'notify'>;
};

/** Distinct likers remembered in a batched notification, to count each person once. */
const LIKERS_REMEMBERED = 100;

/** What the owner reads: who liked the listing, or how many people did (written in their language, ADR 079). */
export function likeNotice(count: number, likerName: string, listingTitle: string): Notice {
  return count <= 1
    ? { key: 'likedOne', params: { name: likerName, listing: quoted(listingTitle) } }
    : { key: 'likedMany', params: { count, listing: quoted(listingTitle) } };
}

export function createLikeService(deps: LikeServiceDeps) {
  const { db, now, listings, notifications } = deps;

  /** The owner hears about likes in one unread notification per listing: '3 people liked your listing'. */
  async function notifyLike(tx: Executor, listing: ListingRef, liker: AuthUser, at: Date): Promise<void> {
    await notifications.notify(tx, {
      userId: listing.userId,
      kind: 'like',
      topic: 'listing_like',
      notice: likeNotice(1, liker.name, listing.title),
      link: listingLink(listing.id),
      data: { listing_id: listing.id, likers: [liker.id], count: 1 },
      at,
      dedupeKey: `like:listing:${listing.id}`,
      merge: (previous) => {
        const likers = Array.isArray(previous.data.likers) ? (previous.data.likers as number[]) : [];
        const before = typeof previous.data.count === 'number' ? previous.data.count : likers.length;
        if (likers.includes(liker.id)) return { notice: likeNotice(before, liker.name, listing.title), data: previous.data };
        const count = before + 1;
        return {
          notice: likeNotice(count, liker.name, listing.title),
          data: { listing_id: listing.id, likers: [...likers, liker.id].slice(-LIKERS_REMEMBERED), count },
        };
      },
    });
  }

  return {
    async like(user: AuthUser, listingId: number): Promise<LikeState> {
      return db.transaction(async (tx) => {
        const listing = await listings.findVisibleRef(listingId, user, { tx });
        const at = now();
        if (!(await insertLike(tx, listing.id, user.id, at)))
          return { listing_id: listing.id, likes: await listings.counter(tx, listing.id, 'likes'), has_liked: true };
        const likes = await listings.addToCounter(tx, listing.id, 'likes', 1);
        if (listing.userId !== user.id) await notifyLike(tx, listing, user, at);
        return { listing_id: listing.id, likes, has_liked: true };
      });
    },

    async unlike(user: AuthUser, listingId: number): Promise<LikeState> {
      return db.transaction(async (tx) => {
        const listing = await listings.findVisibleRef(listingId, user, { tx });
        const likes = (await deleteLike(tx, listing.id, user.id))
          ? await listings.addToCounter(tx, listing.id, 'likes', -1)
          : await listings.counter(tx, listing.id, 'likes');
        return { listing_id: listing.id, likes, has_liked: false };
      });
    },

    liked: (user: AuthUser, query: { cursor?: string; limit: number }): Promise<SavedListingsPage> => listings.saved('liked', user, query),

    /** Whether the viewer likes the listing (false for a visitor). */
    hasLiked: async (listingId: number, viewerId: number | null): Promise<boolean> =>
      viewerId !== null && hasLiked(db, listingId, viewerId),
  };
}

export type LikeService = ReturnType<typeof createLikeService>;
