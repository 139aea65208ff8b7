import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentRuleIdParamsSchema,
  contentRuleInputSchema,
  contentRuleListSchema,
  contentRuleSchema,
  contentRulesQuerySchema,
} from '@dwa/shared/moderation';
import type { ContentRulesService } from './content-rules.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Content rules (admins only): the banned words and patterns a listing's title and description are
// checked against on post and edit.

const contentRulesRoutes: FastifyPluginAsyncZod<{ contentRules: ContentRulesService }> = async (app, { contentRules }) => {
  const { admin } = routeOptions(app, ['admin', 'moderation']);

  app.get(
    '/v1/admin/content-rules',
    admin({
      summary: 'The content rules, oldest first (admins)',
      description: 'Pages of `limit` (1-100, default 50); pass next_cursor as cursor for the next one. 422 for a bad limit or cursor.',
      querystring: contentRulesQuerySchema,
      response: { 200: contentRuleListSchema },
    }),
    async (request) => contentRules.list(request.query),
  );

  app.post(
    '/v1/admin/content-rules',
    admin({
      summary: 'Add a content rule (admins)',
      description:
        'kind word: matched as whole words, any case. kind pattern: a JavaScript regular expression (case-insensitive), at most 200 characters; ' +
        '400 when it does not compile, repeats a repeating group ((a+)+) or is too slow on a long text. 409 when the same rule exists.',
      body: contentRuleInputSchema,
      response: { 201: contentRuleSchema },
    }),
    async (request, reply) => reply.status(201).send(await contentRules.create(requireUser(request), request.body)),
  );

  app.delete(
    '/v1/admin/content-rules/:id',
    admin({ summary: 'Delete a content rule (admins); answers 204', params: contentRuleIdParamsSchema }),
    async (request, reply) => {
      await contentRules.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

export default contentRulesRoutes;
