import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingCountsSchema,
  listingIdParamsSchema as listingIdParams,
  listingImagesSchema,
  listingSchema,
  listingStatusChangeSchema,
  myListingsSchema,
} from '@dwa/shared/listings';
import {
  listingSearchPageSchema,
  searchFacetsSchema,
  searchFiltersSchema,
  searchQuerySchema,
  type ListingSearchPage,
} from '@dwa/shared/search';
import { Histogram } from 'prom-client';
import type { SearchService, SearchTimings } from './listings.search';
import type { ListingService } from './listings.service';
import { readListingForm, readMultipartForm } from './listing-uploads';
import { requireUser } from '../../plugins/auth';

// Classifieds: post, read, edit, toggle and delete listings. Multipart bodies are read by the
// handler (photos stream in), so their fields are validated by the service, not a route schema.

const FORM_FIELDS =
  'Fields: title, description, price (cedis, at most 2 decimals), category, sub_category, promotion (NONE, FEATURED, URGENT), ' +
  'meta (JSON text of brand, type, condition; brand, type and condition are also accepted as fields), region, town, ' +
  'buy_now (true/false: offered in the shop) and quantity (units in stock, 0 to 9999).';

const SEARCH_DESCRIPTION =
  'Active listings only. q: words to find in the title, brand, category, sub-category and description (every word; words of 3+ letters ' +
  'also as prefixes); when no listing has them all, listings whose title or brand looks like q (typos), with fuzzy: true. ' +
  'Filters: category, sub_category, condition, region, min_price and max_price (cedis), promotion, seller_id. ' +
  'sort: newest (default; listings with a paid Urgent boost sort as if posted 3 days later), price_asc, price_desc, relevance (needs q, else newest), popular (likes + views). ' +
  'limit: 1 to 100 (24). cursor: the next_cursor of the previous page (keyset: no duplicates or gaps when listings are added meanwhile). ' +
  "total is exact up to 1,000 matches (total_is_estimate false), the planner's estimate beyond.";

/**
 * Identical concurrent searches share one answer object (listings.search.ts); they share its
 * serialisation too, checked against the response schema once.
 */
const serializedPages = new WeakMap<ListingSearchPage, string>();
function serializePage(page: ListingSearchPage): string {
  let body = serializedPages.get(page);
  if (body === undefined) {
    body = JSON.stringify(listingSearchPageSchema.parse(page));
    serializedPages.set(page, body);
  }
  return body;
}

/** Cache-Control: no-cache asks for an answer computed for this request alone. */
const noCache = (header: string | undefined) => /\bno-cache\b/i.test(header ?? '');

const bearer = [{ bearer: [] }];
const tags = ['classifieds'];

const listingsRoutes: FastifyPluginAsyncZod<{ listings: ListingService; search: SearchService }> = async (
  app,
  { listings: service, search },
) => {
  // Where a search's time goes (issue 20): each query kind's database time, in the request log at
  // debug level and in /api/metrics (dwa_search_query_seconds{query}).
  const queryTime = app.hasDecorator('metrics')
    ? new Histogram({
        name: 'dwa_search_query_seconds',
        help: 'Database time of the listing search and facets, by query (estimate, count, page, flags, facets)',
        labelNames: ['query'] as const,
        buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
        registers: [app.metrics.registry],
      })
    : undefined;
  const report = (request: { log: { debug: (object: object, message: string) => void } }, timings: SearchTimings) => {
    for (const [query, ms] of Object.entries(timings)) queryTime?.observe({ query }, ms / 1000);
    request.log.debug({ searchQueriesMs: timings }, 'search database time');
  };
  // The spec's paths end with a slash; the bare path answers the same (hidden from the docs).
  for (const url of ['/v1/classifieds/', '/v1/classifieds']) {
    const hide = url === '/v1/classifieds';
    app.get(
      url,
      {
        onRequest: [app.optionalAuth],
        schema: {
          tags,
          hide,
          summary: 'Search and browse active listings',
          description: SEARCH_DESCRIPTION,
          querystring: searchQuerySchema,
          response: { 200: listingSearchPageSchema },
        },
        serializerCompiler: () => (page: ListingSearchPage) => serializePage(page),
      },
      async (request) => {
        const timings: SearchTimings = {};
        const page = await search.search(request.query, request.user?.id ?? null, {
          shared: !noCache(request.headers['cache-control']),
          timings,
        });
        report(request, timings);
        return page;
      },
    );

    app.post(
      url,
      {
        onRequest: [app.authenticate],
        schema: {
          tags,
          hide,
          security: bearer,
          summary: 'Post a listing (sellers and admins)',
          description: `multipart/form-data. ${FORM_FIELDS} images: 1 to 5 photos (JPEG, PNG, WebP, HEIC), 10 MB each. Customers get 403.`,
          response: { 201: listingSchema },
        },
      },
      async (request, reply) => {
        const listing = await service.create(requireUser(request), () => readMultipartForm(request));
        return reply.status(201).send(listing);
      },
    );
  }

  app.get(
    '/v1/classifieds/facets',
    {
      schema: {
        tags,
        summary: 'Counts per category, sub-category, region and condition, for the filter UI',
        description:
          'The same filters as the search. Each facet ignores its own filter (categories ignore sub_category too), so the UI can offer ' +
          'the other choices; total applies every filter. Values with no listing are left out; sorted by count, most first.',
        querystring: searchFiltersSchema,
        response: { 200: searchFacetsSchema },
      },
    },
    async (request) => {
      const timings: SearchTimings = {};
      const facets = await search.facets(request.query, { shared: !noCache(request.headers['cache-control']), timings });
      report(request, timings);
      return facets;
    },
  );

  app.get(
    '/v1/classifieds/my-listings',
    {
      onRequest: [app.authenticate],
      schema: { tags, security: bearer, summary: "The caller's listings, all statuses, newest first", response: { 200: myListingsSchema } },
    },
    async (request) => service.mine(requireUser(request)),
  );

  app.get(
    '/v1/classifieds/:id/images',
    {
      onRequest: [app.optionalAuth],
      schema: { tags, summary: "A listing's photo URLs", params: listingIdParams, response: { 200: listingImagesSchema } },
    },
    async (request) => service.images(request.params.id, request.user),
  );

  app.get(
    '/v1/classifieds/:id/counts',
    {
      onRequest: [app.optionalAuth],
      schema: { tags, summary: "A listing's like and comment counts", params: listingIdParams, response: { 200: listingCountsSchema } },
    },
    async (request) => service.counts(request.params.id, request.user),
  );

  app.put(
    '/v1/classifieds/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security: bearer,
        summary: 'Edit a listing (owner or admin)',
        description:
          `multipart/form-data, or JSON with the same fields and no photos. Only the fields sent change. ${FORM_FIELDS} ` +
          'images or images[]: new photos, added after the kept ones. keep_images: JSON array of the URLs of existing photos to keep, in order (default: all). At most 5 photos in total.',
        params: listingIdParams,
        response: { 200: listingSchema },
      },
    },
    async (request) => service.update(request.params.id, requireUser(request), () => readListingForm(request)),
  );

  app.patch(
    '/v1/classifieds/:id/status',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security: bearer,
        summary: 'Activate or deactivate a listing (owner or admin)',
        description: 'A pending listing waits for a moderator when moderation is manual (409).',
        params: listingIdParams,
        body: listingStatusChangeSchema,
        response: { 200: listingSchema },
      },
    },
    async (request) => service.changeStatus(request.params.id, requireUser(request), request.body.status),
  );

  app.delete(
    '/v1/classifieds/:id',
    {
      onRequest: [app.authenticate],
      schema: { tags, security: bearer, summary: 'Delete a listing and its photos (owner or admin); answers 204', params: listingIdParams },
    },
    async (request, reply) => {
      await service.remove(request.params.id, requireUser(request));
      return reply.status(204).send();
    },
  );
};

export default listingsRoutes;
