import type { CommentPage } from '@dwa/shared/comments';

// The comments' answers come from @dwa/shared/comments (type imports only: the schemas, and zod,
// stay out of the pages that only read them).

export type { Comment, CommentThread } from '@dwa/shared/comments';

export type CommentsPage = CommentPage;
