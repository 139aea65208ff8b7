import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { commentsMessages } from '../../../lib/i18n/catalogs/comments';
import { areaT } from '../../../testing/i18n';
import { commentLikeFailure, commentLikeText, commentPostFailure, deleteCommentFailure } from './messages';
import type { CommentsT } from './messages';

let t: CommentsT;
beforeAll(async () => {
  t = await areaT('en', commentsMessages);
});

const network = new ApiError(0, 'Could not reach the server.');
const refused = (status: number, detail: string) => new ApiError(status, detail, { detail });

describe('comment messages (the spec’s error catalogue)', () => {
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

  it('words comment posting', () => {
    expect(commentPostFailure(t, refused(429, 'You are commenting too fast. Please try again in 3 minutes.'))).toBe(
      'You are commenting too fast. Please try again in 3 minutes.',
    );
    expect(commentPostFailure(t, network)).toMatch(/check your connection/);
  });

  it('words the thread’s own messages in the chosen language, the server’s as it said them', async () => {
    const fr = await areaT('fr', commentsMessages);
    expect(commentLikeText(fr, 'reply', true)).toBe('Vous aimez cette réponse !');
    expect(deleteCommentFailure(fr, refused(403, 'You can only delete your own comments.'))).toBe(
      'La suppression du commentaire a échoué. (403) You can only delete your own comments.',
    );
  });
});
