import { listingLikes } from '@dwa/db/schema';
import type { LikeState, SavedListingsPage } from '@dwa/shared/engagement';
import type { Db } from '@dwa/db/client';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { Executor } from '../engagement/engagement-db';
import { findVisibleListing, listingLink, quoted, type ListingRef } from '../engagement/listing-access';
import { savedListingsPage } from '../engagement/saved-listings';
import { notify } from '../notifications/notifications.service';
import { addToLikesCount, deleteLike, insertLike, likesCount } from './likes.repo';

// Likes on listings: one per person (the primary key), liking twice or unliking twice changes
// nothing. The like row and listings.likes_count change in one transaction, from what the insert
// or delete actually did, so concurrent likes count exactly.

/** Distinct likers remembered in a batched notification, to count each person once. */
const LIKERS_REMEMBERED = 100;

export function likeNotificationTitle(count: number, likerName: string, listingTitle: string): string {
  return count <= 1 ? `${likerName} liked your listing ${quoted(listingTitle)}` : `${count} people liked your listing ${quoted(listingTitle)}`;
}

/** The owner hears about likes in one unread notification per listing: '3 people liked your listing'. */
async function notifyLike(db: Executor, listing: ListingRef, liker: AuthUser, at: Date): Promise<void> {
  await notify(db, {
    userId: listing.userId,
    kind: 'like',
    title: likeNotificationTitle(1, liker.name, listing.title),
    link: listingLink(listing.id),
    data: { listing_id: listing.id, likers: [liker.id], count: 1 },
    at,
    dedupeKey: `like:listing:${listing.id}`,
    merge: (previous) => {
      const likers = Array.isArray(previous.data.likers) ? (previous.data.likers as number[]) : [];
      const before = typeof previous.data.count === 'number' ? previous.data.count : likers.length;
      if (likers.includes(liker.id)) return previous;
      const count = before + 1;
      return {
        title: likeNotificationTitle(count, liker.name, listing.title),
        body: null,
        data: { listing_id: listing.id, likers: [...likers, liker.id].slice(-LIKERS_REMEMBERED), count },
      };
    },
  });
}

export function createLikeService(deps: { db: Db; storage: Storage; now: () => Date }) {
  const { db, storage, now } = deps;
  return {
    async like(user: AuthUser, listingId: number): Promise<LikeState> {
      return db.transaction(async (tx) => {
        const listing = await findVisibleListing(tx, listingId, user);
        const at = now();
        if (!(await insertLike(tx, listing.id, user.id, at))) return { listing_id: listing.id, likes: await likesCount(tx, listing.id), has_liked: true };
        const likes = await addToLikesCount(tx, listing.id, 1);
        if (listing.userId !== user.id) await notifyLike(tx, listing, user, at);
        return { listing_id: listing.id, likes, has_liked: true };
      });
    },

    async unlike(user: AuthUser, listingId: number): Promise<LikeState> {
      return db.transaction(async (tx) => {
        const listing = await findVisibleListing(tx, listingId, user);
        const likes = (await deleteLike(tx, listing.id, user.id)) ? await addToLikesCount(tx, listing.id, -1) : await likesCount(tx, listing.id);
        return { listing_id: listing.id, likes, has_liked: false };
      });
    },

    liked: (user: AuthUser, query: { cursor?: string; limit: number }): Promise<SavedListingsPage> =>
      savedListingsPage({ db, storage }, listingLikes, user.id, query),
  };
}

export type LikeService = ReturnType<typeof createLikeService>;
