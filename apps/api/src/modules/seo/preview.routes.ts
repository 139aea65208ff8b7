import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingIdParamsSchema } from '@dwa/shared/listings';
import type { SeoService } from './seo.service';
import { problemSchema } from '../../lib/problem';

// GET /api/v1/classifieds/{id}/preview.jpg: the listing's link-preview picture (og:image).

const ONE_DAY = 'public, max-age=86400';

const previewRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  app.get(
    '/v1/classifieds/:id/preview.jpg',
    {
      schema: {
        tags: ['classifieds'],
        summary: "A listing's 1200x630 link-preview picture (og:image)",
        description:
          'A JPEG cut from the first photo (made once, then kept). 404 for an unknown, inactive or pending listing, one whose ' +
          'seller is deactivated, or one without a photo. Cached for a day; the listing page names it with ?v= that changes with the photo.',
        params: listingIdParamsSchema,
        querystring: z.object({ v: z.string().max(32).optional().describe('version of the first photo, for caches; ignored') }),
        produces: ['image/jpeg'],
        response: {
          200: z
            .custom<Buffer>((value) => Buffer.isBuffer(value))
            .meta({ type: 'string', format: 'binary' })
            .describe('image/jpeg, 1200x630'),
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const picture = await seo.preview(request.params.id);
      return reply.header('cache-control', ONE_DAY).type('image/jpeg').send(picture);
    },
  );
};

export default previewRoutes;
