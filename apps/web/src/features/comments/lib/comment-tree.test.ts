import { describe, expect, it } from 'vitest';
import type { Comment, CommentThread } from '../types';
import {
  DELETED_TEXT,
  authorName,
  canDelete,
  findComment,
  flattenPages,
  insertComment,
  mapPages,
  removeComment,
  toggleCommentLike,
  updateComment,
} from './comment-tree';

function comment(id: number, extra: Partial<Comment> = {}): Comment {
  return {
    id,
    comment_id: id,
    listing_id: 1,
    user_id: 10,
    content: `comment ${id}`,
    created_at: '2025-01-01T10:00:00.000Z',
    parent_id: null,
    likes: 0,
    has_liked: false,
    is_author: false,
    deleted: false,
    user: { user_id: 10, name: 'Ama Mensah', username: null, profilePicture: null, profile_picture: null },
    ...extra,
  };
}

function thread(id: number, replies: Comment[] = [], extra: Partial<Comment> = {}): CommentThread {
  return { ...comment(id, extra), replies, replies_count: replies.length };
}

const tree = () => [thread(1, [comment(2, { parent_id: 1 }), comment(3, { parent_id: 1 })]), thread(4)];

describe('comment tree', () => {
  it('finds a comment or a reply by id', () => {
    expect(findComment(tree(), 4)?.id).toBe(4);
    expect(findComment(tree(), 3)?.parent_id).toBe(1);
    expect(findComment(tree(), 99)).toBeUndefined();
  });

  it('updates one reply and leaves the other threads as they were', () => {
    const before = tree();
    const after = updateComment(before, 3, (item) => ({ ...item, likes: 9 }));
    expect(findComment(after, 3)?.likes).toBe(9);
    expect(findComment(after, 2)?.likes).toBe(0);
    expect(after[1]).toBe(before[1]);
  });

  it('toggles a comment like with the floor at 0', () => {
    expect(toggleCommentLike(comment(1, { likes: 2 }))).toMatchObject({ has_liked: true, likes: 3 });
    expect(toggleCommentLike(comment(1, { likes: 0, has_liked: true }))).toMatchObject({ has_liked: false, likes: 0 });
  });

  it('puts a new comment last, and a reply last under its comment, once', () => {
    const withComment = insertComment(tree(), thread(5));
    expect(withComment.map((item) => item.id)).toEqual([1, 4, 5]);
    expect(insertComment(withComment, thread(5))).toBe(withComment);
    const withReply = insertComment(tree(), thread(6, [], { parent_id: 4 }));
    expect(withReply[1]?.replies.map((item) => item.id)).toEqual([6]);
    expect(withReply[1]?.replies_count).toBe(1);
  });

  it('removes a reply or an unanswered comment; keeps an answered one as a placeholder', () => {
    expect(removeComment(tree(), 4, true).map((item) => item.id)).toEqual([1]);
    const withoutReply = removeComment(tree(), 2, true);
    expect(withoutReply[0]?.replies.map((item) => item.id)).toEqual([3]);
    expect(withoutReply[0]?.replies_count).toBe(1);
    const placeholder = removeComment(tree(), 1, false)[0];
    expect(placeholder).toMatchObject({ id: 1, deleted: true, content: DELETED_TEXT, user: null, user_id: null });
    expect(placeholder?.replies).toHaveLength(2);
  });

  it('names the author, or falls back', () => {
    expect(authorName(comment(1))).toBe('Ama Mensah');
    expect(authorName(comment(1, { user: { user_id: 1, name: '', username: 'ama', profilePicture: null, profile_picture: null } }))).toBe(
      'ama',
    );
    expect(authorName(comment(1, { user: null }))).toBe('User');
  });

  it('offers Delete to the author only, never on a placeholder', () => {
    expect(canDelete(comment(1, { is_author: true }), null)).toBe(true);
    expect(canDelete(comment(1), '10')).toBe(true);
    expect(canDelete(comment(1), '11')).toBe(false);
    expect(canDelete(comment(1), null)).toBe(false);
    expect(canDelete(comment(1, { is_author: true, deleted: true }), '10')).toBe(false);
  });

  it('maps every page and flattens them without repeats', () => {
    const data = {
      pages: [
        { results: tree(), total: 4, next_cursor: 'x' },
        { results: [thread(4), thread(7)], total: 4, next_cursor: null },
      ],
      pageParams: ['', 'x'],
    };
    expect(flattenPages(data).map((item) => item.id)).toEqual([1, 4, 7]);
    const liked = mapPages(data, (threads) => updateComment(threads, 7, toggleCommentLike));
    expect(findComment(flattenPages(liked), 7)?.likes).toBe(1);
    expect(mapPages(undefined, (threads) => threads)).toBeUndefined();
    expect(flattenPages(undefined)).toEqual([]);
  });
});
