import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateConfigSchema, translateRequestSchema, translationSchema } from '@dwa/shared/translate';
import type { TranslateService } from './translate.service';
import { requireUser } from '../../plugins/auth';

// Content translation: whether it is offered, and translating a text for a signed-in person.

const translateRoutes: FastifyPluginAsyncZod<{ translate: TranslateService }> = async (app, { translate: service }) => {
  app.get(
    '/v1/translate/config',
    {
      schema: {
        tags: ['translate'],
        summary: 'Whether content translation is offered, and into which languages',
        description: 'Public. `available` is false when the site has no translation provider; the web then shows no Translate action.',
        response: { 200: translateConfigSchema },
      },
    },
    async () => service.config(),
  );

  app.post(
    '/v1/translate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['translate'],
        summary: "Translate a text (a listing's description, a comment, a chat message) into one of the nine languages",
        description:
          'The server asks its provider once per (text, source, target) and keeps the answer. Without `source` the provider detects it. ' +
          'At most 60 translations per person per 10 minutes (429). 404 when the site offers no translation; 503 when the provider is down or slow ' +
          '(try again later, Retry-After); 502 when it could not translate the text.',
        security: [{ bearer: [] }],
        body: translateRequestSchema,
        response: { 200: translationSchema },
      },
    },
    async (request) => service.translate(requireUser(request).id, request.body),
  );
};

export default translateRoutes;
