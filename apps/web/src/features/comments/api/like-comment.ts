import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { findComment, mapPages, toggleCommentLike, updateComment } from '../lib/comment-tree';
import type { CommentPages } from '../lib/comment-tree';
import { useViewerKey } from '../../../hooks/use-session';
import { commentsKeys } from './query-keys';

// POST /api/v1/classifieds/comment/like {comment_id} and DELETE .../comment/like/{id}: idempotent,
// never below 0. Shown at once, put back on failure, then the thread is read again.

export type CommentLikeAnswer = { comment_id: number; likes: number; has_liked: boolean };

export function likeComment(commentId: number, like: boolean): Promise<CommentLikeAnswer> {
  return like
    ? http.post<CommentLikeAnswer>('/api/v1/classifieds/comment/like', { comment_id: commentId })
    : http.delete<CommentLikeAnswer>(`/api/v1/classifieds/comment/like/${commentId}`);
}

export function useLikeComment(listingId: number) {
  const queryClient = useQueryClient();
  const key = commentsKeys.list(listingId, useViewerKey());
  return useMutation({
    mutationFn: ({ commentId, like }: { commentId: number; like: boolean }) => likeComment(commentId, like),
    onMutate: async ({ commentId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CommentPages>(key);
      queryClient.setQueryData<CommentPages>(key, (data) =>
        mapPages(data, (threads) => updateComment(threads, commentId, toggleCommentLike)),
      );
      return { before };
    },
    onSuccess: (answer, { commentId }) => {
      queryClient.setQueryData<CommentPages>(key, (data) =>
        mapPages(data, (threads) =>
          findComment(threads, commentId)
            ? updateComment(threads, commentId, (comment) => ({
                ...comment,
                likes: Math.max(0, answer.likes),
                has_liked: answer.has_liked,
              }))
            : threads,
        ),
      );
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKeys.ofListing(listingId) }),
  });
}
