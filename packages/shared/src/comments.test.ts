import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES as M, commentInputSchema } from './comments';

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
