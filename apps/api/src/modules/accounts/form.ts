import type { FastifyRequest } from 'fastify';
import { MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@dwa/shared/accounts';
import { AppError, ValidationError } from '../../lib/errors';

// Register and profile edits arrive as multipart form data (the spec's client) or as JSON. Either
// way the handler gets plain fields, validated afterwards by the shared zod schema, and the bytes of
// the profile picture when one was attached.

export type ProfileForm = { fields: Record<string, unknown>; picture: Buffer | null };

/**
 * The form parser's own errors ('Unexpected end of form', 'Boundary not found') carry no code or
 * status: the body is broken, a 400, not a 500. Errors with a code are the error handler's.
 */
function malformedForm(error: unknown): unknown {
  if (error instanceof AppError || (error as { code?: string } | null)?.code || (error as { statusCode?: number } | null)?.statusCode) return error;
  return new AppError(400, 'Malformed form data.');
}

export async function readProfileForm(request: FastifyRequest, fileField = 'profile_picture'): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, picture: null };
  }
  const fields: Record<string, unknown> = {};
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES } })) {
      if (part.type === 'field') {
        if (part.fieldname !== fileField) fields[part.fieldname] = part.value;
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw ValidationError.single(['body', fileField], MESSAGES.imageTooLarge, 'too_big');
        }
        throw error;
      }
      // A browser sends an empty file part when no file was chosen.
      if (part.fieldname === fileField && data.length > 0) picture = data;
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return { fields, picture };
}

/** The picture of an upload-only form; 422 when none was sent. */
export async function readPictureUpload(request: FastifyRequest, fileField = 'profile_picture'): Promise<Buffer> {
  if (!request.isMultipart()) throw ValidationError.single(['body', fileField], MESSAGES.invalidImage, 'missing');
  const { picture } = await readProfileForm(request, fileField);
  if (!picture) throw ValidationError.single(['body', fileField], MESSAGES.invalidImage, 'missing');
  return picture;
}
