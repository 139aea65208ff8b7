import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { mapPages, removeComment } from '../lib/comment-tree';
import type { CommentPages } from '../lib/comment-tree';
import { useViewerKey } from '../../../hooks/use-session';
import { commentsKeys } from './query-keys';

// DELETE /api/v1/classifieds/comment/{id}: the author (or an admin) only. A comment with replies
// stays as a 'comment deleted' placeholder (removed: false).

export type DeleteCommentAnswer = { id: number; deleted: boolean; removed: boolean; comments_count: number };

export function deleteComment(commentId: number): Promise<DeleteCommentAnswer> {
  return http.delete<DeleteCommentAnswer>(`/api/v1/classifieds/comment/${commentId}`);
}

export function useDeleteComment(listingId: number) {
  const queryClient = useQueryClient();
  const key = commentsKeys.list(listingId, useViewerKey());
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (answer, commentId) => {
      queryClient.setQueryData<CommentPages>(key, (data) => mapPages(data, (threads) => removeComment(threads, commentId, answer.removed)));
      return queryClient.invalidateQueries({ queryKey: commentsKeys.ofListing(listingId) });
    },
  });
}
