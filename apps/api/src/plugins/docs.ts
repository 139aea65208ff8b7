import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// OpenAPI generated from the routes' zod schemas, browsable at /api/docs.

const PARAMS = {
  type: 'object' as const,
  additionalProperties: { oneOf: [{ type: 'string' as const }, { type: 'number' as const }] },
  description: "the values the code's message takes as placeholders (a count as a number)",
};

/** The body of every 4xx (RFC 9457 problem details with extension members; ADR 002, 077). */
const PROBLEM_SCHEMAS = {
  Problem: {
    type: 'object' as const,
    description:
      'Every 4xx answer. `detail` is the English sentence (or, for a 422, the list of issues) the contract has always had; `code` is ' +
      "a stable machine code and `params` its values, so a client translates by code, never by matching the English. A shared package's " +
      'sentence has its own code (e.g. `commerce.promo_expired` with `{"code": "KENTE10"}`); other answers the code of their kind ' +
      '(`http.not_found`, `http.conflict`, `request.invalid_json`, `validation_failed`, ...).',
    required: ['detail', 'code', 'params'],
    properties: {
      detail: { oneOf: [{ type: 'string' as const }, { type: 'array' as const, items: { $ref: '#/components/schemas/ValidationIssue' } }] },
      code: { type: 'string' as const, example: 'commerce.promo_expired' },
      params: PARAMS,
    },
  },
  ValidationIssue: {
    type: 'object' as const,
    description:
      "One problem of a 422: where (`loc`), the English `msg`, zod's `type`, and the issue's own `code` and `params` (`validation.<type>` when the message has no code of its own).",
    required: ['loc', 'msg', 'type', 'code', 'params'],
    properties: {
      loc: { type: 'array' as const, items: { oneOf: [{ type: 'string' as const }, { type: 'number' as const }] } },
      msg: { type: 'string' as const },
      type: { type: 'string' as const },
      code: { type: 'string' as const, example: 'listings.title_min' },
      params: PARAMS,
    },
  },
};
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dwa API', description: 'Marketplace, classifieds, messaging and delivery for Ghana.', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: PROBLEM_SCHEMAS },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(docsPlugin, { name: 'docs' });
