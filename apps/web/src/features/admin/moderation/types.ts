import type { ReviewQueueItem, ReviewQueuePage, ReviewReason as ServerReviewReason } from '@dwa/shared/moderation';

// The moderation answers, as the shared schemas (@dwa/shared/moderation) name them.

export type { MatchedRule, ReportedListing, ReportedListingsPage as ReportedListingPage } from '@dwa/shared/moderation';
export type PendingListing = ReviewQueueItem;
export type PendingListingPage = ReviewQueuePage;
export type ReviewReason = ServerReviewReason | null;
export type ReportAction = 'dismiss' | 'deactivate';
