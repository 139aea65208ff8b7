import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '@dwa/shared/errors';
import { AppError } from '../lib/errors';

// One error handler: typed AppErrors, schema validation (422 detail list), Fastify's own client
// errors (bad JSON, too large, wrong content type), and everything else as a 500 with no internals.

const PARTS: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The request body is empty but its content type is JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid content length.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: 'This request must be sent as multipart/form-data.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, detail: 'Too many files.' },
  FST_PARTS_LIMIT: { status: 413, detail: 'Too many form fields.' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'Too many form fields.' },
  FST_PROTO_VIOLATION: { status: 400, detail: 'Malformed form data.' },
  FST_ERR_VALIDATION: { status: 422, detail: 'Invalid request.' },
};

function validationIssues(error: FastifyError & { validationContext?: string }): ValidationIssue[] {
  const part = PARTS[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    loc: [part, ...issue.instancePath.split('/').filter(Boolean).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))],
    msg: issue.message ?? 'Invalid value.',
    type: String(issue.keyword ?? 'value_error'),
  }));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: validationIssues(error) });
    }
    if (error.validation) {
      return reply.status(422).send({ detail: validationIssues(error) });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });
    // A file that vanished between the router and the read (an upload swept, a deploy swapping
    // files) is a missing file, not a fault on our side.
    if ((error as { code?: string }).code === 'ENOENT') return reply.status(404).send({ detail: 'Not Found' });
    if (error.statusCode === 429) {
      return reply.status(429).send({ detail: error.message || 'Too many requests. Please try again later.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
