import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from './errors';
import { checkFormField } from './text-input';

// The one reader of a multipart form (profile edits, listing photos, chat and delivery pictures,
// dispute photos): its text fields, each through the one text check and refused when cut short,
// and the bytes of the files under the fields the caller names (files under any other name are
// read and dropped so the rest of the form arrives). The form parser's own failures become a 400
// (a broken body) or the caller's answer for a file over the size limit; what the files are is for
// the caller to check, by their bytes.

export type FormFile = { field: string; filename: string; data: Buffer };
export type MultipartForm = { fields: Record<string, unknown>; files: FormFile[] };

export type MultipartOptions = {
  /** The fields a file may come under. */
  fileFields: ReadonlySet<string>;
  /** The answer to a file over the size limit. */
  tooLarge: () => AppError;
  /** This form's limit on a file's size, when it is not the app's. */
  fileSize?: number;
  /** A field sent twice: its first value, its last, or all in an array (the default). */
  repeated?: 'first' | 'last' | 'array';
  /** Counts a file sent twice with the same bytes once (a client sending it under two names). */
  sameBytesOnce?: boolean;
  /** Drops an empty file even when it has a name (by default only an unnamed one: an empty file input). */
  dropEmptyNamed?: boolean;
  /** The answer when the form has more files than the parser's limit (by default its 413). */
  tooManyFiles?: () => AppError;
  /** At most this many files; the next answers `error`. */
  maxFiles?: { count: number; error: () => AppError };
  /** The message of a text field cut at the parser's limit. */
  fieldTooLong?: (field: string) => string;
};

const TOO_LONG = () => 'This field is too long.';

function addField(fields: Record<string, unknown>, name: string, value: unknown, repeated: MultipartOptions['repeated']): void {
  const previous = fields[name];
  if (previous === undefined || repeated === 'last') fields[name] = value;
  else if (repeated !== 'first') fields[name] = [previous, value].flat();
}

/** The form parser's errors with no code ('Unexpected end of form', 'Boundary not found') mean a broken body: 400. */
function formError(error: unknown, options: MultipartOptions): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return options.tooLarge();
  if (code === 'FST_FILES_LIMIT' && options.tooManyFiles) return options.tooManyFiles();
  if (error instanceof AppError || code || (error as { statusCode?: number } | null)?.statusCode) return error;
  return new AppError(400, 'Malformed form data.');
}

export async function readMultipart(request: FastifyRequest, options: MultipartOptions): Promise<MultipartForm> {
  const fields: Record<string, unknown> = {};
  const files: FormFile[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts(options.fileSize ? { limits: { fileSize: options.fileSize } } : undefined)) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw ValidationError.single(['body', part.fieldname], (options.fieldTooLong ?? TOO_LONG)(part.fieldname));
        checkFormField(part.fieldname, part.value);
        addField(fields, part.fieldname, part.value, options.repeated);
        continue;
      }
      if (!options.fileFields.has(part.fieldname)) {
        for await (const _chunk of part.file) {
          // Not a file this form takes: read and drop it.
        }
        continue;
      }
      const data = await part.toBuffer();
      if (data.length === 0 && (options.dropEmptyNamed || !part.filename)) continue;
      if (options.sameBytesOnce) {
        const digest = createHash('sha256').update(data).digest('hex');
        if (seen.has(digest)) continue;
        seen.add(digest);
      }
      if (options.maxFiles && files.length >= options.maxFiles.count) throw options.maxFiles.error();
      files.push({ field: part.fieldname, filename: part.filename, data });
    }
  } catch (error) {
    throw formError(error, options);
  }
  return { fields, files };
}

/** A request's JSON body as form fields (the JSON twin of a multipart form); an array or nothing is no fields. */
export function jsonFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body) ? (body as Record<string, unknown>) : {};
}
