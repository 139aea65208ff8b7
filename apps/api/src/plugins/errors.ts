import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '@dwa/shared/errors';
import { AppError } from '../lib/errors';
import { problemBody } from '../lib/problem';

// One error handler: typed AppErrors, schema validation (422 detail list), Fastify's own client
// errors (bad JSON, too large, wrong content type), and everything else as a 500 with no internals.
// Every 4xx carries its machine `code` and `params` beside `detail` (lib/problem.ts, ADR 077).

const PARTS: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

const CLIENT_ERRORS: Record<string, { status: number; detail: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON.', code: 'request.invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    detail: 'The request body is empty but its content type is JSON.',
    code: 'request.empty_json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large.', code: 'request.body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported content type.', code: 'request.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid content length.', code: 'request.invalid_content_length' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    detail: 'This request must be sent as multipart/form-data.',
    code: 'request.multipart_required',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'The file is too large.', code: 'request.file_too_large' },
  FST_FILES_LIMIT: { status: 413, detail: 'Too many files.', code: 'request.too_many_files' },
  FST_PARTS_LIMIT: { status: 413, detail: 'Too many form fields.', code: 'request.too_many_fields' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'Too many form fields.', code: 'request.too_many_fields' },
  FST_PROTO_VIOLATION: { status: 400, detail: 'Malformed form data.', code: 'request.malformed_form' },
  FST_ERR_VALIDATION: { status: 422, detail: 'Invalid request.', code: 'request.invalid' },
};

function validationIssues(error: FastifyError & { validationContext?: string }): ValidationIssue[] {
  const part = PARTS[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    loc: [
      part,
      ...issue.instancePath
        .split('/')
        .filter(Boolean)
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    ],
    msg: issue.message ?? 'Invalid value.',
    type: String(issue.keyword ?? 'value_error'),
  }));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(problemBody(error.statusCode, error.detail));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send(problemBody(422, validationIssues(error)));
    }
    if (error.validation) {
      return reply.status(422).send(problemBody(422, validationIssues(error)));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(problemBody(known.status, known.detail, { code: known.code, params: {} }));
    // A file that vanished between the router and the read (an upload swept, a deploy swapping
    // files) is a missing file, not a fault on our side.
    if ((error as { code?: string }).code === 'ENOENT') return reply.status(404).send(problemBody(404, 'Not Found'));
    if (error.statusCode === 429) {
      return reply.status(429).send(problemBody(429, error.message || 'Too many requests. Please try again later.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(problemBody(error.statusCode, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
