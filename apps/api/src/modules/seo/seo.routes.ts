import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';
import type { SeoService } from './seo.service';

// GET /robots.txt, /sitemap.xml and /sitemap-listings-<n>.xml, at the site's root (outside /api):
// for crawlers, not the API, so they are left out of the OpenAPI document.

const ONE_HOUR = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

const pageParams = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'The sitemap page must be a number.')
    .transform(Number),
});

const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  const originOf = (request: FastifyRequest, reply: FastifyReply) => {
    const { origin, fromRequest } = seo.origin(request);
    if (fromRequest) reply.header('vary', 'host');
    return origin;
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request, reply);
    return reply.header('cache-control', ONE_HOUR).type('text/plain; charset=utf-8').send(seo.robots(origin));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const file = await seo.sitemap(originOf(request, reply));
    return reply.header('cache-control', ONE_HOUR).type(XML).send(Readable.from(file.body));
  });

  app.get('/sitemap-listings-:page.xml', { schema: { hide: true, params: pageParams } }, async (request, reply) => {
    const file = await seo.sitemapPage(originOf(request, reply), request.params.page);
    if (!file) throw new NotFoundError('No such sitemap page.');
    return reply.header('cache-control', ONE_HOUR).type(XML).send(Readable.from(file.body));
  });
};

export default seoRoutes;
