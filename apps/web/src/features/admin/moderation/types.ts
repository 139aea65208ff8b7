import type { Listing } from '@dwa/shared/listings';

// The moderation answers (admin contract, helper B). Replaced by @dwa/shared/moderation once it lands.

export type ReviewReason = 'reports' | 'content_rule' | 'new' | null;
export type MatchedRule = { id: number; kind: 'word' | 'pattern'; label: string; match: string };

export type PendingListing = {
  listing: Listing;
  owner: { id: number; name: string; email: string };
  review_reason: ReviewReason;
  matched_rule: MatchedRule | null;
  submitted_at: string;
};
export type PendingListingPage = { results: PendingListing[]; next_cursor: string | null };

export type ListingReport = { id: number; reason: string; details: string | null; reporter: { id: number; name: string }; created_at: string; status: 'open' | 'resolved' };
export type ReportedListing = {
  listing: { id: number; title: string; status: string; price: number; currency: string; image: string | null };
  owner: { id: number; name: string };
  reports: ListingReport[];
  open_count: number;
  latest_report_at: string;
};
export type ReportedListingPage = { results: ReportedListing[]; next_cursor: string | null };

export type ReportAction = 'dismiss' | 'deactivate';
