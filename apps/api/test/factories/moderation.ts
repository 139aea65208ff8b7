import { and, asc, eq } from 'drizzle-orm';
import { auditLog, listings, notifications } from '@dwa/db/schema';
import type { TestContext } from '../helpers';
import type { TestUser } from './users';

// The moderation requests (the review queue, an admin's decision, reported listings, content rules)
// by name, and what they leave behind: audit rows, a listing's row, a person's notifications.

type Who = TestUser | null;
const headers = (user: Who) => user?.auth ?? {};

export function moderationRequests(ctx: TestContext) {
  const inject = ctx.app.inject.bind(ctx.app);
  return {
    queue: (user: Who, query = '') => inject({ method: 'GET', url: `/api/v1/admin/classifieds${query}`, headers: headers(user) }),
    decide: (user: Who, listingId: number, payload: Record<string, unknown>) =>
      inject({ method: 'PATCH', url: `/api/v1/admin/classifieds/${listingId}/status`, headers: headers(user), payload }),
    reportedListings: (user: Who, query = '') =>
      inject({ method: 'GET', url: `/api/v1/admin/reported-listings${query}`, headers: headers(user) }),
    resolveReport: (user: Who, reportId: number, payload: Record<string, unknown>) =>
      inject({ method: 'PATCH', url: `/api/v1/admin/reports/${reportId}`, headers: headers(user), payload }),
    rules: (user: Who) => inject({ method: 'GET', url: '/api/v1/admin/content-rules', headers: headers(user) }),
    addRule: (user: Who, payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/v1/admin/content-rules', headers: headers(user), payload }),
    deleteRule: (user: Who, id: number) => inject({ method: 'DELETE', url: `/api/v1/admin/content-rules/${id}`, headers: headers(user) }),
    /** PUT /classifieds/{id} with a JSON body (an edit without photos). */
    editJson: (user: Who, listingId: number, payload: Record<string, unknown>) =>
      inject({ method: 'PUT', url: `/api/v1/classifieds/${listingId}`, headers: headers(user), payload }),
  };
}

export type ModerationRequests = ReturnType<typeof moderationRequests>;

export async function auditRowsFor(ctx: TestContext, targetType: string, targetId: number) {
  return ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
}

export async function listingRowOf(ctx: TestContext, id: number) {
  const [row] = await ctx.deps.db.select().from(listings).where(eq(listings.id, id));
  return row;
}

export async function notificationsOf(ctx: TestContext, userId: number) {
  return ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
}
