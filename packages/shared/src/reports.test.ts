import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M, reportInputSchema } from './reports';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('report input', () => {
  it("needs a reason from the list and a listing id, with the spec's messages", () => {
    expect(reportInputSchema.parse({ listing_id: 3, title: ' Spam ', comment: '' })).toEqual({
      listing_id: 3,
      title: 'spam',
      comment: null,
    });
    expect(messages(reportInputSchema.safeParse({ listing_id: 3 }))).toEqual([M.reportReason]);
    expect(messages(reportInputSchema.safeParse({ listing_id: 3, title: 'rude' }))).toEqual([M.reportReason]);
    expect(messages(reportInputSchema.safeParse({ title: 'other' }))).toEqual([M.reportListingMissing]);
  });
});
