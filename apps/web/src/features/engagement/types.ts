import type { CommentPage, ListingDetail, NotificationPage } from '@dwa/shared/engagement';

// The engagement answers come from @dwa/shared/engagement (type imports only: the schemas, and zod,
// stay out of the pages that only read them).

export type { Comment, CommentThread, Notification, NotificationType } from '@dwa/shared/engagement';

export type Page<T> = { results: T[]; total: number; next_cursor: string | null };
export type CommentsPage = CommentPage;
export type NotificationsPage = NotificationPage;

/** The listing read with what engagement adds; optional, since a cached older answer may lack it. */
export type EngagedListing = Omit<ListingDetail, 'has_liked' | 'in_wishlist' | 'comments' | 'comments_next_cursor'> &
  Partial<Pick<ListingDetail, 'has_liked' | 'in_wishlist' | 'comments' | 'comments_next_cursor'>>;
