import { failureStatus, serverText } from '../../../lib/action-failure';

// The spec's toasts for reports (error catalogue). The texts the server shares are repeated, not
// imported, so the listing page does not load the zod schemas (messages.test.ts checks that they match).

export const REPORT_TEXT = {
  success: 'Thank you for reporting this listing. Our team will review it shortly.',
  failed: 'Failed to report the listing. Please try again later.',
  network: 'An error occurred while reporting the listing. Please check your connection and try again.',
  reasonRequired: 'Please select a reason for reporting.',
  listingMissing: 'Listing ID is missing. Cannot report this listing.',
} as const;

/** The server's words, else the generic or the connection line (`text`: the report dialog's, in its language). */
export function reportFailure(error: unknown, text: { failed: string; network: string } = REPORT_TEXT): string {
  if (failureStatus(error) === 0) return text.network;
  return serverText(error) || text.failed;
}
