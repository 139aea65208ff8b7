import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterAnswerSchema, newsletterSubscribeSchema, newsletterTokenSchema } from '@dwa/shared/newsletter';
import type { NewsletterService } from './newsletter.service';
import { cookieLocale } from '../../lib/locale';

// The footer's newsletter form and the two links of its mails (the web's /newsletter page).

const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (app, { newsletter: service }) => {
  app.post(
    '/v1/newsletter/subscriptions',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter (double opt-in)',
        description:
          'Mails a confirmation link to the address; only following it subscribes. The answer is the same whether the address is new, ' +
          'pending or subscribed already (an address already subscribed gets no mail). At most 10 per hour from one IP and 3 mails per hour to one address (429).',
        body: newsletterSubscribeSchema,
        response: { 202: newsletterAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.subscribe(request.body.email, request.ip, cookieLocale(request.headers.cookie))),
  );

  app.post(
    '/v1/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Confirm a subscription with the token of the mail's link",
        description: 'The token works once, for 7 days (400 after). At most 30 link follows per 15 minutes from one IP (429).',
        body: newsletterTokenSchema,
        response: { 200: newsletterAnswerSchema },
      },
    },
    async (request) => service.confirm(request.body.token, request.ip),
  );

  app.post(
    '/v1/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribe with the token of a mail's unsubscribe link",
        description: 'Works at any time and again (the answer stays the same); an unknown token is 400.',
        body: newsletterTokenSchema,
        response: { 200: newsletterAnswerSchema },
      },
    },
    async (request) => service.unsubscribe(request.body.token, request.ip),
  );
};

export default newsletterRoutes;
