import { DELETED_COMMENT_TEXT } from '@dwa/shared/comments';
import type { Comment, CommentThread, CommentsPage } from '../types';
import { toggleLike } from '../../../lib/like-state';

// Threads are one level deep: top-level comments, each with its replies (oldest first).

export const DELETED_TEXT = DELETED_COMMENT_TEXT;

export type CommentPages = { pages: CommentsPage[]; pageParams: unknown[] };

export function authorName(comment: Comment): string {
  return comment.user?.name || comment.user?.username || 'User';
}

export function canDelete(comment: Comment, viewerId: string | null): boolean {
  if (comment.deleted) return false;
  return comment.is_author || (viewerId !== null && comment.user_id !== null && String(comment.user_id) === viewerId);
}

/** Applies `change` to the comment or reply with this id, leaving every other object as it was. */
export function updateComment(threads: CommentThread[], id: number, change: (comment: Comment) => Comment): CommentThread[] {
  return threads.map((thread) => {
    if (thread.id === id) return { ...thread, ...change(thread) };
    if (!thread.replies.some((reply) => reply.id === id)) return thread;
    return { ...thread, replies: thread.replies.map((reply) => (reply.id === id ? change(reply) : reply)) };
  });
}

export function findComment(threads: CommentThread[], id: number): Comment | undefined {
  for (const thread of threads) {
    if (thread.id === id) return thread;
    const reply = thread.replies.find((item) => item.id === id);
    if (reply) return reply;
  }
  return undefined;
}

export function toggleCommentLike(comment: Comment): Comment {
  const next = toggleLike({ liked: comment.has_liked, likes: comment.likes });
  return { ...comment, has_liked: next.liked, likes: next.likes };
}

/** A new comment goes last in its thread: a reply under its top-level comment, else a new thread. */
export function insertComment(threads: CommentThread[], comment: CommentThread): CommentThread[] {
  if (comment.parent_id === null) return threads.some((thread) => thread.id === comment.id) ? threads : [...threads, comment];
  return threads.map((thread) =>
    thread.id === comment.parent_id && !thread.replies.some((reply) => reply.id === comment.id)
      ? { ...thread, replies: [...thread.replies, comment], replies_count: thread.replies_count + 1 }
      : thread,
  );
}

/**
 * A deleted reply, or a comment nobody answered, goes; a comment with replies stays as a
 * placeholder so the thread still reads (`removed` is the server's word for which happened).
 */
export function removeComment(threads: CommentThread[], id: number, removed: boolean): CommentThread[] {
  const result: CommentThread[] = [];
  for (const thread of threads) {
    if (thread.id === id) {
      if (!removed)
        result.push({ ...thread, deleted: true, content: DELETED_TEXT, user: null, user_id: null, is_author: false, has_liked: false });
      continue;
    }
    const replies = thread.replies.filter((reply) => reply.id !== id);
    result.push(
      replies.length === thread.replies.length ? thread : { ...thread, replies, replies_count: Math.max(0, thread.replies_count - 1) },
    );
  }
  return result;
}

/** The same change on every page of the infinite query's data. */
export function mapPages(data: CommentPages | undefined, change: (threads: CommentThread[]) => CommentThread[]): CommentPages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: change(page.results) })) };
}

/** Keyset pages never overlap, but a thread edited between two reads could: keep one of each. */
export function flattenPages(data: CommentPages | undefined): CommentThread[] {
  const seen = new Set<number>();
  const threads: CommentThread[] = [];
  for (const page of data?.pages ?? []) {
    for (const thread of page.results) {
      if (seen.has(thread.id)) continue;
      seen.add(thread.id);
      threads.push(thread);
    }
  }
  return threads;
}
