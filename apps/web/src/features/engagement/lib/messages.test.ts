import { beforeAll, describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES } from '@dwa/shared/engagement';
import { ApiError } from '../../../lib/http';
import { commentsMessages } from '../../../lib/i18n/catalogs/comments';
import { areaT } from '../../../testing/i18n';
import {
  REPORT_TEXT,
  actionFailure,
  commentLikeFailure,
  commentLikeText,
  commentPostFailure,
  deleteCommentFailure,
  reportFailure,
} from './messages';
import type { CommentsT } from './messages';

let t: CommentsT;
beforeAll(async () => {
  t = await areaT('en', commentsMessages);
});

const network = new ApiError(0, 'Could not reach the server.');
const refused = (status: number, detail: string) => new ApiError(status, detail, { detail });

describe('engagement messages (the spec’s error catalogue)', () => {
  it('says what the server says', () => {
    expect(REPORT_TEXT.success).toBe(ENGAGEMENT_MESSAGES.reportThanks);
    expect(REPORT_TEXT.reasonRequired).toBe(ENGAGEMENT_MESSAGES.reportReason);
    expect(REPORT_TEXT.listingMissing).toBe(ENGAGEMENT_MESSAGES.reportListingMissing);
  });

  it('words comment and reply likes', () => {
    expect(commentLikeText(t, 'comment', true)).toBe('You liked this comment!');
    expect(commentLikeText(t, 'comment', false)).toBe('You removed your like from this comment.');
    expect(commentLikeText(t, 'reply', true)).toBe('You liked this reply!');
    expect(commentLikeFailure(t, 'comment', refused(404, 'Comment not found'))).toBe('Could not update your like for this comment. (404)');
    expect(commentLikeFailure(t, 'reply', network)).toBe(
      'Could not update your like for this reply. Please check your connection and try again.',
    );
  });

  it('words a failed delete with the status and the body, or the connection line', () => {
    expect(deleteCommentFailure(t, refused(403, 'You can only delete your own comments.'))).toBe(
      'Failed to delete comment. (403) You can only delete your own comments.',
    );
    expect(deleteCommentFailure(t, network)).toBe('An error occurred while deleting the comment.');
  });

  it('words a failed report: the server’s message, the generic line, or the connection line', () => {
    expect(reportFailure(refused(409, 'You have already reported this listing.'))).toBe('You have already reported this listing.');
    expect(reportFailure(new ApiError(500, 'Internal Server Error', { detail: 'Internal Server Error' }))).toBe(REPORT_TEXT.failed);
    expect(reportFailure(new ApiError(502, 'Bad Gateway', null))).toBe(REPORT_TEXT.failed);
    expect(reportFailure(network)).toBe(REPORT_TEXT.network);
    expect(reportFailure(new Error('boom'))).toBe(REPORT_TEXT.network);
  });

  it('words comment posting and other actions', () => {
    expect(commentPostFailure(t, refused(429, 'You are commenting too fast. Please try again in 3 minutes.'))).toBe(
      'You are commenting too fast. Please try again in 3 minutes.',
    );
    expect(commentPostFailure(t, network)).toMatch(/check your connection/);
    const wishlist = {
      failed: 'Could not update your wishlist. Please try again later.',
      offline: 'Could not update your wishlist. Please check your connection and try again.',
    };
    expect(actionFailure(new ApiError(500, 'x', null), wishlist)).toBe('Could not update your wishlist. Please try again later.');
    expect(actionFailure(network, wishlist)).toBe('Could not update your wishlist. Please check your connection and try again.');
    expect(actionFailure(refused(409, 'Already saved.'), wishlist)).toBe('Already saved.');
  });

  it('words the thread’s own messages in the chosen language, the server’s as it said them', async () => {
    const fr = await areaT('fr', commentsMessages);
    expect(commentLikeText(fr, 'reply', true)).toBe('Vous aimez cette réponse !');
    expect(deleteCommentFailure(fr, refused(403, 'You can only delete your own comments.'))).toBe(
      'La suppression du commentaire a échoué. (403) You can only delete your own comments.',
    );
    expect(reportFailure(network, { failed: 'x', network: 'Erreur de connexion.' })).toBe('Erreur de connexion.');
  });
});
