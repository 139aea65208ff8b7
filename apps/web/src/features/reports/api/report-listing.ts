import { useMutation } from '@tanstack/react-query';
import { reportInputSchema } from '@dwa/shared/reports';
import type { Report, ReportFormValues } from '@dwa/shared/reports';
import { http } from '../../../lib/http';

// POST /api/v1/classifieds/report {listing_id, title, comment}: one open report per person and
// listing (409 otherwise); reports are kept for the moderators.

export function reportListing(input: ReportFormValues): Promise<Report> {
  return http.post<Report>('/api/v1/classifieds/report', reportInputSchema.parse(input));
}

export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}
