import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentDeletedSchema,
  commentInputSchema,
  commentLikeInputSchema,
  commentLikeStateSchema,
  commentPageSchema,
  commentThreadSchema,
} from '@dwa/shared/comments';
import { pageQuerySchema } from '@dwa/shared/page-query';
import type { CommentService } from './comments.service';
import { idParams } from '@dwa/shared/fields';
import { listingIdParamsSchema } from '@dwa/shared/listings';
import { requireUser, routeOptions } from '../../plugins/auth';

// Comments and replies on a listing, and their likes (spec section 7's paths). The first comments
// also come with the listing detail (GET /api/v1/classifieds/{id}); long threads page here.

const tags = ['comments'];

const commentIdParams = idParams('Comment id must be a positive whole number.');

const commentsRoutes: FastifyPluginAsyncZod<{ comments: CommentService }> = async (app, { comments: service }) => {
  const { signedIn } = routeOptions(app, tags);

  app.post(
    '/v1/classifieds/comment',
    signedIn({
      summary: 'Comment on a listing, or reply to a comment',
      description:
        'content: plain text, trimmed, 1 to 2000 characters (stored and answered as sent: render it as text). parent_id: the comment replied to, ' +
        'on the same listing (422 otherwise); a reply to a reply joins the same top-level comment. At most 20 comments per 10 minutes (429).',
      body: commentInputSchema,
      response: { 201: commentThreadSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.create(requireUser(request), request.body)),
  );

  app.get(
    '/v1/classifieds/:id/comments',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        summary: "A listing's comments, top-level oldest first, each with its replies (paged)",
        description:
          "cursor: the next_cursor of the previous page (or the detail's comments_next_cursor). limit 1 to 100 (50). At most 100 replies per comment.",
        params: listingIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: commentPageSchema },
      },
    },
    async (request) => service.page(request.params.id, request.user, request.query),
  );

  app.post(
    '/v1/classifieds/comment/like',
    signedIn({ summary: 'Like a comment or reply (idempotent)', body: commentLikeInputSchema, response: { 200: commentLikeStateSchema } }),
    async (request) => service.like(requireUser(request), request.body.comment_id),
  );

  app.delete(
    '/v1/classifieds/comment/like/:id',
    signedIn({
      summary: 'Remove my like from a comment or reply (idempotent, never below 0)',
      params: commentIdParams,
      response: { 200: commentLikeStateSchema },
    }),
    async (request) => service.unlike(requireUser(request), request.params.id),
  );

  app.delete(
    '/v1/classifieds/comment/:id',
    signedIn({
      summary: 'Delete a comment or reply (its author or an admin)',
      description:
        "403 for anyone else. A comment with replies stays as a 'comment deleted' placeholder (removed: false) so the thread reads on.",
      params: commentIdParams,
      response: { 200: commentDeletedSchema },
    }),
    async (request) => service.remove(requireUser(request), request.params.id),
  );
};

export default commentsRoutes;
