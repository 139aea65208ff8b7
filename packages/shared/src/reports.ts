import { z } from 'zod';
import { idField } from './fields';
import { cleanText } from './input-text';
import { coded } from './coded';

// Reports of a listing (the API module reports, and the admin's queue of them): the input with the
// spec's messages, validated the same way in the browser and on the server, and every answer's
// shape. The endpoints are in the API docs (/api/docs, tag reports).

export const REPORT_COMMENT_MAX = 1000;

export const REPORT_REASONS = ['spam', 'inappropriate', 'duplicate', 'prohibited', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  duplicate: 'Duplicate listing',
  prohibited: 'Prohibited item',
  other: 'Other',
};

export const REPORT_MESSAGES = {
  reportReason: coded('engagement.report_reason', 'Please select a reason for reporting.'),
  reportListingMissing: coded('engagement.report_listing_missing', 'Listing ID is missing. Cannot report this listing.'),
  reportCommentMax: coded('engagement.report_comment_max', `Comment must be at most ${REPORT_COMMENT_MAX} characters.`, {
    reportCommentMax: REPORT_COMMENT_MAX,
  }),
  reportDuplicate: coded('engagement.report_duplicate', 'You have already reported this listing.'),
  reportOwn: coded('engagement.report_own', 'You cannot report your own listing.'),
  reportThanks: coded('engagement.report_thanks', 'Thank you for reporting this listing. Our team will review it shortly.'),
  reportRate: (minutes: number) =>
    coded('engagement.report_rate', `You have sent many reports. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      minutes,
    }),
  reportNotFound: coded('engagement.report_not_found', 'Report not found'),
  reportResolved: coded('engagement.report_resolved', 'This report was already resolved.'),
  reportAction: coded('engagement.report_action', "action must be 'dismiss' or 'deactivate'."),
  reportStatus: coded('engagement.report_status', "status must be 'open' or 'resolved'."),
} as const;

const M = REPORT_MESSAGES;

export const reportInputSchema = z.object({
  listing_id: idField(M.reportListingMissing),
  title: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(REPORT_REASONS, { error: M.reportReason }),
  ),
  comment: z
    .string({ error: M.reportCommentMax })
    .transform(cleanText)
    .pipe(z.string().max(REPORT_COMMENT_MAX, M.reportCommentMax))
    .nullish()
    .transform((value) => value || null),
});
export type ReportInput = z.output<typeof reportInputSchema>;
export type ReportFormValues = z.input<typeof reportInputSchema>;

export const reportActionSchema = z.object({ action: z.enum(['dismiss', 'deactivate'], { error: M.reportAction }) });

// ---- answers ----

export const reportSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  title: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  created_at: z.string(),
  message: z.string(),
});

export const adminReportSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  title: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(['dismissed', 'deactivated']).nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  reporter: z.object({ user_id: z.number().int(), name: z.string(), email: z.string() }),
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    user_id: z.number().int(),
    open_reports: z.number().int(),
  }),
});

export const adminReportPageSchema = z.object({
  results: z.array(adminReportSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});

export const reportResolutionSchema = z.object({
  id: z.number().int(),
  status: z.literal('resolved'),
  resolution: z.enum(['dismissed', 'deactivated']),
  resolved_count: z.number().int(),
  listing: z.object({ id: z.number().int(), status: z.string() }),
});

export type Report = z.infer<typeof reportSchema>;
export type AdminReport = z.infer<typeof adminReportSchema>;
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;
export type ReportResolution = z.infer<typeof reportResolutionSchema>;
