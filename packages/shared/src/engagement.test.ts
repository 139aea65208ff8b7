import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES as M, commentInputSchema, pageQuerySchema, reportInputSchema } from './engagement';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('comment input', () => {
  it('trims, and refuses blank or over-long text with the messages', () => {
    expect(commentInputSchema.parse({ listing_id: 4, content: '  Hi  ', parent_id: null })).toEqual({
      listing_id: 4,
      content: 'Hi',
      parent_id: null,
    });
    expect(commentInputSchema.parse({ listing_id: '4', content: 'Hi', parent_id: '7' })).toEqual({
      listing_id: 4,
      content: 'Hi',
      parent_id: 7,
    });
    expect(commentInputSchema.parse({ listing_id: 4, content: 'Hi' }).parent_id).toBeNull();
    expect(messages(commentInputSchema.safeParse({ listing_id: 4, content: ' \n ' }))).toEqual([M.commentRequired]);
    expect(messages(commentInputSchema.safeParse({ listing_id: 4, content: 'x'.repeat(2001) }))).toEqual([M.commentMax]);
    expect(messages(commentInputSchema.safeParse({ content: 'Hi' }))).toEqual([M.commentListingMissing]);
  });

  it('keeps markup as text and drops NUL characters', () => {
    expect(commentInputSchema.parse({ listing_id: 1, content: '<b>hi</b>\u0000' }).content).toBe('<b>hi</b>');
  });
});

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

describe('page query', () => {
  it('defaults and bounds the limit', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
