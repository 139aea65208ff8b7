import type { TestContext } from '../helpers';
import type { TestUser } from './users';

// The requests the listing-side tests send (likes, comments, reports, the wishlist, notifications,
// a listing's status), by name; `null` sends them without a token.

type Who = TestUser | null;
const headers = (user: Who) => user?.auth ?? {};

export function apiRequests(ctx: TestContext) {
  const inject = ctx.app.inject.bind(ctx.app);
  return {
    like: (user: Who, listingId: unknown) =>
      inject({ method: 'POST', url: '/api/v1/classifieds/like', headers: headers(user), payload: { listing_id: listingId } }),
    unlike: (user: Who, listingId: unknown) =>
      inject({ method: 'DELETE', url: '/api/v1/classifieds/like', headers: headers(user), payload: { listing_id: listingId } }),
    liked: (user: Who, query = '') => inject({ method: 'GET', url: `/api/v1/classifieds/liked${query}`, headers: headers(user) }),
    detail: (user: Who, listingId: number) => inject({ method: 'GET', url: `/api/v1/classifieds/${listingId}`, headers: headers(user) }),
    comment: (user: Who, payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/v1/classifieds/comment', headers: headers(user), payload }),
    comments: (user: Who, listingId: number, query = '') =>
      inject({ method: 'GET', url: `/api/v1/classifieds/${listingId}/comments${query}`, headers: headers(user) }),
    deleteComment: (user: Who, id: number) =>
      inject({ method: 'DELETE', url: `/api/v1/classifieds/comment/${id}`, headers: headers(user) }),
    likeComment: (user: Who, id: unknown) =>
      inject({ method: 'POST', url: '/api/v1/classifieds/comment/like', headers: headers(user), payload: { comment_id: id } }),
    unlikeComment: (user: Who, id: number) =>
      inject({ method: 'DELETE', url: `/api/v1/classifieds/comment/like/${id}`, headers: headers(user) }),
    report: (user: Who, payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/v1/classifieds/report', headers: headers(user), payload }),
    adminReports: (user: Who, query = '') => inject({ method: 'GET', url: `/api/v1/admin/reports${query}`, headers: headers(user) }),
    resolveReport: (user: Who, id: number, action: unknown) =>
      inject({ method: 'PATCH', url: `/api/v1/admin/reports/${id}`, headers: headers(user), payload: { action } }),
    wishlist: (user: Who, query = '') => inject({ method: 'GET', url: `/api/v1/wishlist${query}`, headers: headers(user) }),
    save: (user: Who, listingId: unknown) =>
      inject({ method: 'POST', url: '/api/v1/wishlist', headers: headers(user), payload: { listing_id: listingId } }),
    unsave: (user: Who, listingId: number) => inject({ method: 'DELETE', url: `/api/v1/wishlist/${listingId}`, headers: headers(user) }),
    notifications: (user: Who, query = '') => inject({ method: 'GET', url: `/api/v1/notifications${query}`, headers: headers(user) }),
    unreadCount: (user: Who) => inject({ method: 'GET', url: '/api/v1/notifications/unread-count', headers: headers(user) }),
    markRead: (user: Who, id: number) => inject({ method: 'POST', url: `/api/v1/notifications/${id}/read`, headers: headers(user) }),
    markAllRead: (user: Who, query = '') =>
      inject({ method: 'POST', url: `/api/v1/notifications/read-all${query}`, headers: headers(user) }),
    setStatus: (user: Who, listingId: number, status: string) =>
      inject({ method: 'PATCH', url: `/api/v1/classifieds/${listingId}/status`, headers: headers(user), payload: { status } }),
  };
}

export type ApiRequests = ReturnType<typeof apiRequests>;

export type Notice = {
  id: number;
  type: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read: boolean;
  created_at: string;
};

/** A GET of the search with these parameters. */
export function searchUrl(params: Record<string, string | number | undefined>, path = '/api/v1/classifieds/'): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
