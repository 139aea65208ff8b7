import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  savedSearchChangeSchema,
  savedSearchIdParamsSchema,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUnsubscribeSchema,
} from '@dwa/shared/saved-searches';
import { UNSUBSCRIBE_MESSAGES, type SavedSearchService } from './saved-searches.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// The account's saved searches and Explore's "Save search" (issue 33). Another person's search is 404.

const savedSearchesRoutes: FastifyPluginAsyncZod<{ savedSearches: SavedSearchService }> = async (app, { savedSearches: service }) => {
  const { signedIn, open } = routeOptions(app, ['saved-searches']);

  app.get(
    '/v1/saved-searches',
    signedIn({
      summary: 'My saved searches, oldest first',
      description: 'At most 20 per person (`limit`).',
      response: { 200: savedSearchListSchema },
    }),
    async (request) => service.list(requireUser(request)),
  );

  app.post(
    '/v1/saved-searches',
    signedIn({
      summary: 'Save an Explore query',
      description:
        'The query as Explore sends it (prices in cedis). frequency: instant (default), daily, weekly or off; email (default true): whether a daily or weekly digest is also mailed. 409 past 20 searches.',
      body: savedSearchInputSchema,
      response: { 201: savedSearchSchema },
    }),
    async (request, reply) => reply.code(201).send(await service.create(requireUser(request), request.body)),
  );

  app.get(
    '/v1/saved-searches/:id',
    signedIn({ summary: 'One of my saved searches', params: savedSearchIdParamsSchema, response: { 200: savedSearchSchema } }),
    async (request) => service.get(requireUser(request), request.params.id),
  );

  app.patch(
    '/v1/saved-searches/:id',
    signedIn({
      summary: 'Rename a saved search, change how often it alerts, or whether its digest is mailed',
      params: savedSearchIdParamsSchema,
      body: savedSearchChangeSchema,
      response: { 200: savedSearchSchema },
    }),
    async (request) => service.change(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/saved-searches/:id',
    signedIn({
      summary: 'Delete a saved search',
      params: savedSearchIdParamsSchema,
      response: { 200: z.object({ deleted: z.literal(true) }) },
    }),
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { deleted: true as const };
    },
  );

  // The unsubscribe link of a digest mail (ADR 073), signed out: the token is the signature the mail
  // carries. 403 for a token that is not this search's, 404 once the search is deleted. The mail's
  // own link opens the public page (unsubscribe-page.routes.ts), which answers the same way in HTML.
  const unsubscribeSchema = {
    params: savedSearchIdParamsSchema,
    querystring: unsubscribeQuery,
    response: { 200: savedSearchUnsubscribeSchema },
  };
  app.get(
    '/v1/saved-searches/:id/unsubscribe',
    open({
      summary: "Check a digest mail's unsubscribe link (signed out)",
      description: "Changes nothing. 403 for a token that is not this search's.",
      ...unsubscribeSchema,
    }),
    async (request) => strip(await service.unsubscribe(request.params.id, request.query.token, false)),
  );
  app.post(
    '/v1/saved-searches/:id/unsubscribe',
    open({
      summary: "Stop a saved search's digest mail with its unsubscribe link (signed out)",
      description: "Turns `email` off; the search still alerts in the app. 403 for a token that is not this search's.",
      ...unsubscribeSchema,
    }),
    async (request) => strip(await service.unsubscribe(request.params.id, request.query.token, true)),
  );

  // Development and tests only (404 in production, like the outbox): the digests' schedule, now,
  // so a journey can read a digest mail in the dev outbox without waiting for 08:00.
  if (!app.deps.config.isProduction) {
    app.post(
      '/v1/dev/saved-search-digests',
      {
        schema: {
          tags: ['dev'],
          summary: 'Send the daily or weekly saved-search digests now (not in production)',
          body: digestNowBody,
          response: { 200: z.object({ sent: z.literal(true) }) },
        },
      },
      async (request) => {
        await service.sendDigests(request.body.frequency);
        return { sent: true as const };
      },
    );
  }
};

/** `?token=` of the unsubscribe link a digest mail carries (signed by the server; ADR 073). */
const unsubscribeQuery = z.object({
  token: z.string({ error: UNSUBSCRIBE_MESSAGES.link }).trim().min(1, UNSUBSCRIBE_MESSAGES.link).max(200, UNSUBSCRIBE_MESSAGES.link),
});

const digestNowBody = z.object({ frequency: z.enum(['daily', 'weekly'], { error: "frequency must be 'daily' or 'weekly'." }) });

const strip = ({ locale: _locale, ...answer }: Awaited<ReturnType<SavedSearchService['unsubscribe']>>) => answer;

export default savedSearchesRoutes;
