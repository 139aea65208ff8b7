import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { commentLikes, comments, users } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';

// Drizzle queries for comments, replies and comment likes, and nothing else.

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = Omit<typeof comments.$inferInsert, 'id'>;
export type ReplyRow = CommentRow & { total: number };
export type AuthorRow = { id: number; name: string; profilePicture: string | null };

export async function findComment(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<CommentRow | null> {
  const query = db.select().from(comments).where(eq(comments.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertComment(db: Executor, values: NewComment): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('Comment insert returned no row');
  return row;
}

export async function hasReplies(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: comments.id }).from(comments).where(eq(comments.parentId, id)).limit(1);
  return Boolean(row);
}

export async function deleteComment(db: Executor, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

export async function softDeleteComment(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(comments).set({ deletedAt: at }).where(eq(comments.id, id));
}

/** Top-level comments oldest first, after the comment `afterId`; `limit + 1` rows to see if more follow. */
export async function topLevelComments(db: Executor, listingId: number, afterId: number, limit: number): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.listingId, listingId), isNull(comments.parentId), gt(comments.id, afterId)))
    .orderBy(asc(comments.id))
    .limit(limit + 1);
}

/** The first `max` replies of each parent, oldest first, each with its parent's reply count. */
export async function repliesOf(db: Executor, parentIds: number[], max: number): Promise<ReplyRow[]> {
  if (parentIds.length === 0) return [];
  const ranked = db
    .select({
      ...getTableColumns(comments),
      rank: sql<number>`(row_number() over (partition by ${comments.parentId} order by ${comments.id}))::int`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${comments.parentId}))::int`.as('total'),
    })
    .from(comments)
    .where(inArray(comments.parentId, parentIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, max)).orderBy(asc(ranked.parentId), asc(ranked.id));
  return rows.map(({ rank: _rank, ...row }) => ({
    ...row,
    total: Number(row.total),
    createdAt: new Date(row.createdAt),
    deletedAt: row.deletedAt ? new Date(row.deletedAt) : null,
  }));
}

export async function findAuthors(db: Executor, ids: number[]): Promise<AuthorRow[]> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, profilePicture: users.profilePicture }).from(users).where(inArray(users.id, ids));
}

/** Which of these comments the user likes. */
export async function likedComments(db: Executor, userId: number, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((row) => row.id));
}

export async function insertCommentLike(db: Executor, commentId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(commentLikes)
    .values({ commentId, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: commentLikes.commentId });
  return rows.length > 0;
}

export async function deleteCommentLike(db: Executor, commentId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ id: commentLikes.commentId });
  return rows.length > 0;
}

/** Moves comments.likes_count by `delta` (never below 0) and answers the new count. */
export async function addToCommentLikes(db: Executor, commentId: number, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(comments)
    .set({ likesCount: sql`greatest(${comments.likesCount} + ${sql.raw(String(delta))}, 0)` })
    .where(eq(comments.id, commentId))
    .returning({ likes: comments.likesCount });
  return row?.likes ?? 0;
}
