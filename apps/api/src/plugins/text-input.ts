import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUnacceptableText } from '@dwa/shared/input-text';
import { unacceptableText } from '../lib/text-input';

// One way in for text (issue 30): before any route validates its input, every string in the path
// parameters, the query and a parsed body (JSON, or fields a form parser attached) is checked once
// (`@dwa/shared/input-text`): a NUL byte, a lone surrogate or a control character answers 422 with the
// field's `loc`, and nothing reaches a module or the database. Multipart forms read part by part
// in a handler pass their fields through `checkFormField` (lib/text-input.ts). Raw bodies (a webhook's Buffer)
// are not text and pass untouched.

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

function checkRequest(request: FastifyRequest): void {
  for (const [part, loc] of PARTS) {
    const path = findUnacceptableText(request[part], [loc]);
    if (path) throw unacceptableText(path);
  }
}

async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/')) checkRequest(request);
  });
}

export default fp(textInputPlugin, { name: 'text-input', dependencies: ['errors'] });
