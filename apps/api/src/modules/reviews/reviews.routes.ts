import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ValidationError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart-form';
import {
  dealReviewSchema,
  type DealReview,
  type OrderReview,
  type Review,
  type ReviewInput,
  orderReviewSchema,
  reviewInputSchema,
  reviewListingParamsSchema,
  reviewOrderParamsSchema,
  reviewParamsSchema,
  reviewPhotoParamsSchema,
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
  reviewReplyInputSchema,
  reviewReportInputSchema,
  reviewReportSchema,
  reviewSchema,
  sellerPageSchema,
  sellerParamsSchema,
  sellerReviewsPageSchema,
  sellerReviewsQuerySchema,
} from '@dwa/shared/reviews';
import { requireUser, routeOptions, type AuthUser } from '../../plugins/auth';
import type { ReviewsService } from './reviews.service';
import type { ReviewModerationService } from './review-moderation.service';

// Reviews and seller scores (issue 32, ADR 059): the buyer of a delivered order reviews its seller,
// the seller replies once, and anyone reads a seller's public page and reviews.

const tags = ['reviews'];
const PHOTO_FIELDS = new Set(['photos', 'photos[]', 'file']);

const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService; reviewModeration: ReviewModerationService }> = async (
  app,
  { reviews, reviewModeration },
) => {
  const { open, signedIn } = routeOptions(app, tags);

  /**
   * What a review is of (an order, or a classified deal marked sold) has three routes at `url`: read
   * its review with what I may do, write it once (201), edit it until the seller replies.
   */
  const reviewedThing = (thing: {
    url: string;
    params: typeof reviewOrderParamsSchema;
    answer: typeof orderReviewSchema | typeof dealReviewSchema;
    texts: Record<'read' | 'create' | 'edit', { summary: string; description: string }>;
    read: (user: AuthUser, id: number) => Promise<OrderReview | DealReview>;
    create: (user: AuthUser, id: number, input: ReviewInput) => Promise<Review>;
    edit: (user: AuthUser, id: number, input: ReviewInput) => Promise<Review>;
  }) => {
    const { url, params, texts } = thing;
    app.get(url, signedIn({ ...texts.read, params, response: { 200: thing.answer } }), async (request) =>
      thing.read(requireUser(request), request.params.id),
    );
    app.post(url, signedIn({ ...texts.create, params, body: reviewInputSchema, response: { 201: reviewSchema } }), async (request, reply) =>
      reply.status(201).send(await thing.create(requireUser(request), request.params.id, request.body)),
    );
    app.put(url, signedIn({ ...texts.edit, params, body: reviewInputSchema, response: { 200: reviewSchema } }), async (request) =>
      thing.edit(requireUser(request), request.params.id, request.body),
    );
  };

  reviewedThing({
    url: '/v1/orders/:id/review',
    params: reviewOrderParamsSchema,
    answer: orderReviewSchema,
    texts: {
      read: { summary: "An order's review and what I may do with it (its buyer or seller)", description: '404 for anyone else.' },
      create: {
        summary: 'Review the seller of a delivered order (its buyer): 1 to 5 stars and a few words, once per order',
        description:
          "403 for the order's seller; 404 for anyone else; 409 when not delivered, already reviewed, or the review window (REVIEW_WINDOW_DAYS after delivery) has passed.",
      },
      edit: {
        summary: 'Edit my review of an order, until the seller replies',
        description: "403 for the order's seller; 404 for anyone else or when there is no review; 409 once the seller has replied.",
      },
    },
    read: reviews.ofOrder,
    create: reviews.create,
    edit: reviews.edit,
  });

  reviewedThing({
    url: '/v1/listings/:id/review',
    params: reviewListingParamsSchema,
    answer: dealReviewSchema,
    texts: {
      read: {
        summary: "A classified deal's review and what I may do with it (the ad's seller, or the person it was marked sold to)",
        description: '404 for anyone else.',
      },
      create: {
        summary: 'Review the seller of a classified deal (the person the ad was marked sold to): 1 to 5 stars and a few words, once',
        description:
          "403 for the ad's seller; 404 for anyone else; 409 when not sold to you, already reviewed, or the review window (REVIEW_WINDOW_DAYS after the sale) has passed.",
      },
      edit: {
        summary: 'Edit my review of a classified deal, until the seller replies',
        description: "403 for the ad's seller; 404 for anyone else or when there is no review of yours; 409 once the seller has replied.",
      },
    },
    read: reviews.ofDeal,
    create: reviews.createForDeal,
    edit: reviews.editForDeal,
  });

  app.post(
    '/v1/reviews/:id/reply',
    signedIn({
      summary: 'Reply to a review of me, once, publicly (the reviewed seller)',
      description: '403 for the reviewer; 404 for anyone else; 409 when already replied.',
      params: reviewParamsSchema,
      body: reviewReplyInputSchema,
      response: { 200: reviewSchema },
    }),
    async (request) => reviews.reply(requireUser(request), request.params.id, request.body.reply),
  );

  app.post(
    '/v1/reviews/:id/photos',
    signedIn({
      summary: 'Add photos to my review (its author), until the seller replies',
      description:
        `multipart/form-data with 1 to ${REVIEW_PHOTOS_MAX} pictures under photos, ${REVIEW_PHOTOS_MAX} in all per review (JPEG, PNG, WebP, HEIC, GIF or AVIF, checked by their bytes, at most 10 MB each; ` +
        'turned upright, stripped of metadata, stored as WebP at 320 and 640 px and shown with the review). 403 for the reviewed seller; 404 for anyone else; 409 once the seller has replied; 422 for too many or a file that is not a picture.',
      params: reviewParamsSchema,
      response: { 200: reviewSchema },
    }),
    async (request) => {
      if (!request.isMultipart()) throw ValidationError.single(['body', 'photos'], REVIEW_MESSAGES.photoMissing);
      const { files } = await readMultipart(request, {
        fileFields: PHOTO_FIELDS,
        tooLarge: () => new AppError(413, REVIEW_MESSAGES.photos),
        maxFiles: { count: REVIEW_PHOTOS_MAX, error: () => ValidationError.single(['body', 'photos'], REVIEW_MESSAGES.photos) },
        repeated: 'last',
        dropEmptyNamed: true,
      });
      return reviews.addPhotos(
        requireUser(request),
        request.params.id,
        files.map((file) => file.data),
      );
    },
  );

  app.delete(
    '/v1/reviews/:id/photos/:index',
    signedIn({
      summary: 'Remove a photo of my review (its author; index from 0), until the seller replies',
      description: '403 for the reviewed seller; 404 for anyone else or no such photo; 409 once the seller has replied.',
      params: reviewPhotoParamsSchema,
      response: { 200: reviewSchema },
    }),
    async (request) => reviews.removePhoto(requireUser(request), request.params.id, request.params.index),
  );

  app.post(
    '/v1/reviews/:id/report',
    signedIn({
      summary: 'Report a review to the moderators (anyone signed in but its author, the reviewed seller included)',
      description:
        'reason: one of fake, offensive, personal_info, spam, other. comment: optional, up to 500 characters. One report per person per review (409). ' +
        'Your own review: 403 (edit it instead). A hidden or unknown review: 404. At most 10 reports of reviews per hour (429).',
      params: reviewParamsSchema,
      body: reviewReportInputSchema,
      response: { 201: reviewReportSchema },
    }),
    async (request, reply) => reply.status(201).send(await reviewModeration.report(requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/v1/sellers/:id',
    open({
      summary: "A seller's public page: profile, smoothed score and review count over the last 12 months",
      params: sellerParamsSchema,
      response: { 200: sellerPageSchema },
    }),
    async (request) => reviews.sellerPage(request.params.id),
  );

  app.get(
    '/v1/sellers/:id/reviews',
    open({
      summary: "A seller's reviews, 10 a page, newest or lowest first",
      params: sellerParamsSchema,
      querystring: sellerReviewsQuerySchema,
      response: { 200: sellerReviewsPageSchema },
    }),
    async (request) => reviews.sellerReviews(request.params.id, request.query.sort, request.query.page),
  );
};

export default reviewsRoutes;
