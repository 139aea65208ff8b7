import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentInputSchema } from '@dwa/shared/comments';
import type { CommentFormValues } from '@dwa/shared/comments';
import { http } from '../../../lib/http';
import { insertComment, mapPages } from '../lib/comment-tree';
import type { CommentPages } from '../lib/comment-tree';
import type { CommentThread } from '../types';
import { useViewerKey } from '../../../hooks/use-session';
import { commentsKeys } from './query-keys';

// POST /api/v1/classifieds/comment {listing_id, content, parent_id}: 201 with the new comment.

export function createComment(input: CommentFormValues): Promise<CommentThread> {
  return http.post<CommentThread>('/api/v1/classifieds/comment', commentInputSchema.parse(input));
}

export function useCreateComment(listingId: number) {
  const queryClient = useQueryClient();
  const key = commentsKeys.list(listingId, useViewerKey());
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment) => {
      const thread: CommentThread = { ...comment, replies: comment.replies ?? [], replies_count: comment.replies_count ?? 0 };
      queryClient.setQueryData<CommentPages>(key, (data) => {
        if (!data || thread.parent_id !== null) return mapPages(data, (threads) => insertComment(threads, thread));
        // A new top-level comment is the newest: it belongs on the last page loaded.
        const pages = data.pages.map((page, index) =>
          index === data.pages.length - 1 ? { ...page, results: insertComment(page.results, thread) } : page,
        );
        return { ...data, pages };
      });
      return queryClient.invalidateQueries({ queryKey: commentsKeys.ofListing(listingId) });
    },
  });
}
