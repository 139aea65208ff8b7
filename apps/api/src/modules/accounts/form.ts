import type { FastifyRequest } from 'fastify';
import { MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@dwa/shared/accounts';
import { ValidationError } from '../../lib/errors';
import { jsonFields, readMultipart } from '../../lib/multipart-form';

// Register and profile edits arrive as multipart form data (the spec's client) or as JSON. Either
// way the handler gets plain fields, validated afterwards by the shared zod schema, and the bytes of
// the profile picture when one was attached.

export type ProfileForm = { fields: Record<string, unknown>; picture: Buffer | null };

export async function readProfileForm(request: FastifyRequest, fileField = 'profile_picture'): Promise<ProfileForm> {
  if (!request.isMultipart()) return { fields: jsonFields(request), picture: null };
  const { fields, files } = await readMultipart(request, {
    fileFields: new Set([fileField]),
    fileSize: PROFILE_PICTURE_MAX_BYTES,
    tooLarge: () => ValidationError.single(['body', fileField], MESSAGES.imageTooLarge, 'too_big'),
    repeated: 'last',
    dropEmptyNamed: true,
  });
  // The picture's field is a file; a text field of that name means nothing.
  delete fields[fileField];
  return { fields, picture: files.at(-1)?.data ?? null };
}

/** The picture of an upload-only form; 422 when none was sent. */
export async function readPictureUpload(request: FastifyRequest, fileField = 'profile_picture'): Promise<Buffer> {
  if (!request.isMultipart()) throw ValidationError.single(['body', fileField], MESSAGES.invalidImage, 'missing');
  const { picture } = await readProfileForm(request, fileField);
  if (!picture) throw ValidationError.single(['body', fileField], MESSAGES.invalidImage, 'missing');
  return picture;
}
