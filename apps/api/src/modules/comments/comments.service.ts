import type { Db, Executor } from '@dwa/db/client';
import {
  COMMENT_MESSAGES as M,
  type CommentDeleted,
  type CommentInput,
  type CommentLikeState,
  type CommentPage,
  type CommentThread,
} from '@dwa/shared/comments';
import type { RateRule } from '../../config';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { decodePageCursor } from '../../lib/page-cursor';
import { quoted } from '../../lib/text';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import { listingLink, type ListingRef, type ListingService } from '../listings/listings.service';
import type { NotificationService } from '../notifications/notifications.service';
import { commentView, loadThreads, toComment } from './comment-threads';
import {
  addToCommentLikes,
  deleteComment,
  deleteCommentLike,
  findComment,
  hasReplies,
  insertComment,
  insertCommentLike,
  softDeleteComment,
  type CommentRow,
} from './comments.repo';

// Comments and replies: who may write, reply and delete, and keeping listings.comments_count (the
// visible comments and replies) right in the same transaction as each change.
//
// Replies are one level deep: replying to a reply attaches the new reply to the same top-level
// comment. A top-level comment deleted while it has replies stays as a 'comment deleted' placeholder
// (not counted); it goes for good with its last reply.

export const COMMENT_RATE: RateRule = { limit: 20, windowMs: 10 * 60_000 };

export type CommentServiceDeps = {
  db: Db;
  storage: Storage;
  now: () => Date;
  limiter: RateLimiter;
  listings: Pick<ListingService, 'findVisibleRef' | 'addToCounter' | 'counter'>;
  notifications: Pick<NotificationService, 'notify'>;
  /** An admin's removal of another person's comment is written to the audit log. */
  audit: Pick<AuditService, 'record'>;
  rate?: RateRule;
};

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max).trimEnd()}...` : text);

export function createCommentService(deps: CommentServiceDeps) {
  const { db, storage, now, limiter, listings, notifications } = deps;
  const rate = deps.rate ?? COMMENT_RATE;

  async function notifyComment(
    tx: Executor,
    listing: ListingRef,
    author: AuthUser,
    comment: CommentRow,
    addressed: CommentRow | null,
    at: Date,
  ) {
    // The commenter's name, the listing's title and the comment stay as written (ADR 079).
    const params = { name: author.name, listing: quoted(listing.title), comment: excerpt(comment.content) };
    const link = listingLink(listing.id);
    const data = { listing_id: listing.id, comment_id: comment.id };
    const replyTo = addressed && addressed.userId !== author.id ? addressed.userId : null;
    if (replyTo !== null) {
      await notifications.notify(tx, { userId: replyTo, kind: 'reply', notice: { key: 'commentReplied', params }, link, data, at });
    }
    if (listing.userId !== author.id && listing.userId !== replyTo) {
      await notifications.notify(tx, {
        userId: listing.userId,
        kind: 'comment',
        topic: 'listing_comment',
        notice: { key: 'commentOnListing', params },
        link,
        data,
        at,
      });
    }
  }

  async function findLive(tx: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<CommentRow> {
    const comment = await findComment(tx, id, options);
    if (!comment || comment.deletedAt) throw new NotFoundError(M.commentNotFound);
    return comment;
  }

  return {
    async create(user: AuthUser, input: CommentInput): Promise<CommentThread> {
      await listings.findVisibleRef(input.listing_id, user);
      await limiter.consume(`comment:u:${user.id}`, rate, M.commentRate);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const listing = await listings.findVisibleRef(input.listing_id, user, { tx });
        let addressed: CommentRow | null = null;
        if (input.parent_id !== null) {
          addressed = await findComment(tx, input.parent_id, { forUpdate: true });
          if (!addressed || addressed.listingId !== listing.id) throw ValidationError.single(['body', 'parent_id'], M.parentInvalid);
          if (addressed.deletedAt) throw ValidationError.single(['body', 'parent_id'], M.parentDeleted);
        }
        const parentId = addressed ? (addressed.parentId ?? addressed.id) : null;
        const comment = await insertComment(tx, {
          listingId: listing.id,
          userId: user.id,
          parentId,
          content: input.content,
          createdAt: at,
        });
        await listings.addToCounter(tx, listing.id, 'comments', 1);
        await notifyComment(tx, listing, user, comment, addressed, at);
        return comment;
      });
      const view = await commentView(db, storage, user.id, [row]);
      return { ...toComment(row, view), replies: [], replies_count: 0 };
    },

    async page(listingId: number, viewer: AuthUser | null, query: { cursor?: string; limit: number }): Promise<CommentPage> {
      const listing = await listings.findVisibleRef(listingId, viewer);
      const after = decodePageCursor(query.cursor);
      const { threads, nextCursor } = await loadThreads(db, storage, {
        listingId: listing.id,
        viewerId: viewer?.id ?? null,
        afterId: after?.id ?? 0,
        limit: query.limit,
      });
      return { results: threads, total: await listings.counter(db, listing.id, 'comments'), next_cursor: nextCursor };
    },

    /** The author or an admin; anyone else gets 403 and nothing changes. */
    async remove(user: AuthUser, id: number): Promise<CommentDeleted> {
      return db.transaction(async (tx) => {
        const comment = await findLive(tx, id, { forUpdate: true });
        if (comment.userId !== user.id && !isAdmin(user)) throw new ForbiddenError(M.commentNotAuthor);
        let removed = true;
        if (comment.parentId === null && (await hasReplies(tx, comment.id))) {
          await softDeleteComment(tx, comment.id, now());
          removed = false;
        } else {
          await deleteComment(tx, comment.id);
          const parent = comment.parentId === null ? null : await findComment(tx, comment.parentId, { forUpdate: true });
          if (parent?.deletedAt && !(await hasReplies(tx, parent.id))) await deleteComment(tx, parent.id);
        }
        const count = await listings.addToCounter(tx, comment.listingId, 'comments', -1);
        if (comment.userId !== user.id) {
          await deps.audit.record(tx, {
            actor: user,
            action: 'comment.removed',
            targetType: 'comment',
            targetId: comment.id,
            before: { listing_id: comment.listingId, user_id: comment.userId, text: excerpt(comment.content) },
            after: null,
            at: now(),
          });
        }
        return { id: comment.id, deleted: true as const, removed, comments_count: count };
      });
    },

    async like(user: AuthUser, id: number): Promise<CommentLikeState> {
      return db.transaction(async (tx) => {
        const comment = await findLive(tx, id);
        await listings.findVisibleRef(comment.listingId, user, { tx }).catch(() => {
          throw new NotFoundError(M.commentNotFound);
        });
        const likes = (await insertCommentLike(tx, comment.id, user.id, now()))
          ? await addToCommentLikes(tx, comment.id, 1)
          : (await findLive(tx, comment.id)).likesCount;
        return { comment_id: comment.id, likes, has_liked: true };
      });
    },

    /** Never below 0, and unliking what was not liked changes nothing. */
    async unlike(user: AuthUser, id: number): Promise<CommentLikeState> {
      return db.transaction(async (tx) => {
        const comment = await findComment(tx, id);
        if (!comment) throw new NotFoundError(M.commentNotFound);
        const likes = (await deleteCommentLike(tx, comment.id, user.id)) ? await addToCommentLikes(tx, comment.id, -1) : comment.likesCount;
        return { comment_id: comment.id, likes, has_liked: false };
      });
    },

    /** The first threads of a listing, for its detail page (more: `page`). */
    firstThreads: (listingId: number, viewerId: number | null, limit: number) =>
      loadThreads(db, storage, { listingId, viewerId, afterId: 0, limit }),
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
