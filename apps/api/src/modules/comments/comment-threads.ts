import { DELETED_COMMENT_TEXT, REPLIES_MAX, type Comment, type CommentThread } from '@dwa/shared/comments';
import { pictureUrl, type Storage } from '../../lib/storage';
import type { Executor } from '@dwa/db/client';
import { encodePageCursor } from '../../lib/page-cursor';
import { findAuthors, likedComments, repliesOf, topLevelComments, type AuthorRow, type CommentRow } from './comments.repo';

// Comment rows to the answer shape, and the threads of a listing (top-level comments oldest first,
// each with its replies oldest first). Content is answered exactly as stored: plain text.

export type CommentView = { storage: Storage; viewerId: number | null; liked: Set<number>; authors: Map<number, AuthorRow> };

export function toComment(row: CommentRow, view: CommentView): Comment {
  const deleted = row.deletedAt !== null;
  const author = deleted ? undefined : view.authors.get(row.userId);
  const picture = author ? pictureUrl(view.storage, author.profilePicture) : null;
  return {
    id: row.id,
    comment_id: row.id,
    listing_id: row.listingId,
    user_id: deleted ? null : row.userId,
    content: deleted ? DELETED_COMMENT_TEXT : row.content,
    created_at: row.createdAt.toISOString(),
    parent_id: row.parentId,
    likes: row.likesCount,
    has_liked: view.liked.has(row.id),
    is_author: !deleted && view.viewerId === row.userId,
    deleted,
    user: author ? { user_id: author.id, name: author.name, username: null, profilePicture: picture, profile_picture: picture } : null,
  };
}

/** The view (authors, the viewer's likes) for these comments. */
export async function commentView(db: Executor, storage: Storage, viewerId: number | null, rows: CommentRow[]): Promise<CommentView> {
  const ids = rows.map((row) => row.id);
  const [authors, liked] = await Promise.all([
    findAuthors(db, [...new Set(rows.map((row) => row.userId))]),
    viewerId === null ? Promise.resolve(new Set<number>()) : likedComments(db, viewerId, ids),
  ]);
  return { storage, viewerId, liked, authors: new Map(authors.map((author) => [author.id, author])) };
}

/** A page of threads after the top-level comment `afterId`, and the cursor of the next page. */
export async function loadThreads(
  db: Executor,
  storage: Storage,
  options: { listingId: number; viewerId: number | null; afterId: number; limit: number },
): Promise<{ threads: CommentThread[]; nextCursor: string | null }> {
  const found = await topLevelComments(db, options.listingId, options.afterId, options.limit);
  const top = found.slice(0, options.limit);
  const last = top[top.length - 1];
  const nextCursor = found.length > options.limit && last ? encodePageCursor({ at: null, id: last.id }) : null;
  const replies = await repliesOf(
    db,
    top.map((row) => row.id),
    REPLIES_MAX,
  );
  const view = await commentView(db, storage, options.viewerId, [...top, ...replies]);
  const byParent = new Map<number, typeof replies>();
  for (const reply of replies) {
    if (reply.parentId === null) continue;
    byParent.set(reply.parentId, [...(byParent.get(reply.parentId) ?? []), reply]);
  }
  const threads = top.map((row) => {
    const own = byParent.get(row.id) ?? [];
    return { ...toComment(row, view), replies: own.map((reply) => toComment(reply, view)), replies_count: own[0]?.total ?? 0 };
  });
  return { threads, nextCursor };
}
