import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// OpenAPI generated from the routes' zod schemas, browsable at /api/docs.
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dwa API', description: 'Marketplace, classifieds, messaging and delivery for Ghana.', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(docsPlugin, { name: 'docs' });
