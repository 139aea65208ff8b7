import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES } from '@dwa/shared/engagement';
import { ApiError } from '../../../lib/http';
import { REPORT_TEXT, actionFailure, commentLikeFailure, commentLikeText, commentPostFailure, deleteCommentFailure, reportFailure } from './messages';

const network = new ApiError(0, 'Could not reach the server.');
const refused = (status: number, detail: string) => new ApiError(status, detail, { detail });

describe('engagement messages (the spec’s error catalogue)', () => {
  it('says what the server says', () => {
    expect(REPORT_TEXT.success).toBe(ENGAGEMENT_MESSAGES.reportThanks);
    expect(REPORT_TEXT.reasonRequired).toBe(ENGAGEMENT_MESSAGES.reportReason);
    expect(REPORT_TEXT.listingMissing).toBe(ENGAGEMENT_MESSAGES.reportListingMissing);
  });

  it('words comment and reply likes', () => {
    expect(commentLikeText('comment', true)).toBe('You liked this comment!');
    expect(commentLikeText('comment', false)).toBe('You removed your like from this comment.');
    expect(commentLikeText('reply', true)).toBe('You liked this reply!');
    expect(commentLikeFailure('comment', refused(404, 'Comment not found'))).toBe('Could not update your like for this comment. (404)');
    expect(commentLikeFailure('reply', network)).toBe('Could not update your like for this reply. Please check your connection and try again.');
  });

  it('words a failed delete with the status and the body, or the connection line', () => {
    expect(deleteCommentFailure(refused(403, 'You can only delete your own comments.'))).toBe(
      'Failed to delete comment. (403) You can only delete your own comments.',
    );
    expect(deleteCommentFailure(network)).toBe('An error occurred while deleting the comment.');
  });

  it('words a failed report: the server’s message, the generic line, or the connection line', () => {
    expect(reportFailure(refused(409, 'You have already reported this listing.'))).toBe('You have already reported this listing.');
    expect(reportFailure(new ApiError(500, 'Internal Server Error', { detail: 'Internal Server Error' }))).toBe(REPORT_TEXT.failed);
    expect(reportFailure(new ApiError(502, 'Bad Gateway', null))).toBe(REPORT_TEXT.failed);
    expect(reportFailure(network)).toBe(REPORT_TEXT.network);
    expect(reportFailure(new Error('boom'))).toBe(REPORT_TEXT.network);
  });

  it('words comment posting and other actions', () => {
    expect(commentPostFailure(refused(429, 'You are commenting too fast. Please try again in 3 minutes.'))).toBe(
      'You are commenting too fast. Please try again in 3 minutes.',
    );
    expect(commentPostFailure(network)).toMatch(/check your connection/);
    expect(actionFailure(new ApiError(500, 'x', null), 'Could not update your wishlist.')).toBe('Could not update your wishlist. Please try again later.');
  });
});
