import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedSearchChangeSchema, savedSearchIdParamsSchema, savedSearchInputSchema, savedSearchListSchema, savedSearchSchema } from '@dwa/shared/saved-searches';
import type { SavedSearchService } from './saved-searches.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// The account's saved searches and Explore's "Save search" (issue 33). Another person's search is 404.

const savedSearchesRoutes: FastifyPluginAsyncZod<{ savedSearches: SavedSearchService }> = async (app, { savedSearches: service }) => {
  const { signedIn } = routeOptions(app, ['saved-searches']);

  app.get(
    '/v1/saved-searches',
    signedIn({ summary: 'My saved searches, oldest first', description: 'At most 20 per person (`limit`).', response: { 200: savedSearchListSchema } }),
    async (request) => service.list(requireUser(request)),
  );

  app.post(
    '/v1/saved-searches',
    signedIn({
      summary: 'Save an Explore query',
      description: 'The query as Explore sends it (prices in cedis). frequency: instant (default), daily, weekly or off. 409 past 20 searches.',
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
    signedIn({ summary: 'Rename a saved search or change how often it alerts', params: savedSearchIdParamsSchema, body: savedSearchChangeSchema, response: { 200: savedSearchSchema } }),
    async (request) => service.change(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/saved-searches/:id',
    signedIn({ summary: 'Delete a saved search', params: savedSearchIdParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }) } }),
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { deleted: true as const };
    },
  );
};

export default savedSearchesRoutes;
