import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportedReviewsPageSchema,
  reportedReviewsQuerySchema,
  reviewModerationInputSchema,
  reviewModerationSchema,
  reviewParamsSchema,
} from '@dwa/shared/reviews';
import type { ReviewModerationService } from '../reviews/review-moderation.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Moderation of reviews (admins only, ADR 074): the reported reviews, grouped, and the decision
// (hide, restore, dismiss the reports), audited.

const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviewModeration: ReviewModerationService }> = async (app, { reviewModeration }) => {
  const { admin } = routeOptions(app, ['reviews', 'admin']);

  app.get(
    '/v1/admin/reported-reviews',
    admin({
      summary: 'Reported reviews, each with every report, the most recently reported first (admins)',
      description:
        'status: open (default: reviews with an open report) or resolved. limit 1 to 100 (50); cursor: the next_cursor of the previous page.',
      querystring: reportedReviewsQuerySchema,
      response: { 200: reportedReviewsPageSchema },
    }),
    async (request) => reviewModeration.reported(request.query),
  );

  app.patch(
    '/v1/admin/reviews/:id',
    admin({
      summary: 'Hide or restore a review, or dismiss its reports (admins)',
      description:
        'hide: the review leaves the public seller page and the seller score (its author and seller still see it, marked hidden); needs a reason of 3 to 500 characters (400), told to the author. ' +
        'restore: a hidden review is shown and counted again. dismiss: the open reports are resolved and the review stays. Each resolves every open report of the review. ' +
        '409 when hiding a hidden review, restoring a visible one or dismissing without open reports.',
      params: reviewParamsSchema,
      body: reviewModerationInputSchema,
      response: { 200: reviewModerationSchema },
    }),
    async (request) => reviewModeration.decide(requireUser(request), request.params.id, request.body),
  );
};

export default adminReviewsRoutes;
