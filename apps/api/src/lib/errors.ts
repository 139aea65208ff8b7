import type { ValidationIssue } from '@dwa/shared/errors';

// Typed errors thrown by services; the error handler maps each to its status and `{detail}` body.

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((issue) => issue.msg).join('; '));
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string) {
    super(400, detail);
  }
}
export class UnauthorizedError extends AppError {
  constructor(detail = 'Authentication required') {
    super(401, detail, { 'www-authenticate': 'Bearer' });
  }
}
export class ForbiddenError extends AppError {
  constructor(detail = 'You do not have permission to do this.') {
    super(403, detail);
  }
}
export class NotFoundError extends AppError {
  constructor(detail = 'Not found') {
    super(404, detail);
  }
}
/** The resource was here and is no longer (an expired or sold listing, ADR 066). */
export class GoneError extends AppError {
  constructor(detail: string) {
    super(410, detail);
  }
}
export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, detail);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class ValidationError extends AppError {
  constructor(issues: ValidationIssue[]) {
    super(422, issues);
  }

  static single(loc: (string | number)[], msg: string, type = 'value_error'): ValidationError {
    return new ValidationError([{ loc, msg, type }]);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(503, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
