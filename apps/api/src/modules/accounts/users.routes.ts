import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageUploadAnswerSchema, privateProfileSchema, publicProfileSchema, updateProfileBodySchema } from '@dwa/shared/accounts';
import type { Storage } from '../../lib/storage';
import { validate } from '../../lib/validate';
import { readPictureUpload, readProfileForm } from './form';
import { pictureUrl } from '../../lib/storage';
import type { ProfileService } from './profile.service';
import { toPrivateProfile, toPublicProfile } from './presenters';
import { idParams } from '@dwa/shared/fields';
import { requireUser } from '../../plugins/auth';

// The signed-in user's profile and picture, and the public lookups messaging uses to show a name
// and a picture (spec section 7): those answer public fields only, whoever asks.

export type UsersRoutesOptions = { profile: ProfileService; storage: Storage };

const tags = ['users'];
const userIdParams = idParams('Enter a valid user id.');

const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { profile, storage }) => {
  const security = [{ bearer: [] }];

  app.get(
    '/v1/users/me',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'My profile', response: { 200: privateProfileSchema } } },
    async (request) => toPrivateProfile(await profile.getMe(requireUser(request).id), storage),
  );

  app.put(
    '/v1/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update my profile (multipart form fields or JSON)',
        description:
          'name and email required; phone, address, bio, gender, birthdate, business_* change only when sent (empty clears). Optional profile_picture file. A user_type other than the current one: 405.',
        response: { 200: privateProfileSchema },
      },
    },
    async (request) => {
      const form = await readProfileForm(request);
      const input = validate(updateProfileBodySchema, form.fields);
      return toPrivateProfile(await profile.updateMe(requireUser(request).id, input, form.picture), storage);
    },
  );

  app.post(
    '/v1/profile-picture/upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Upload my profile picture (multipart field profile_picture, image under 2 MB)',
        response: { 200: imageUploadAnswerSchema },
      },
    },
    async (request) => {
      const picture = await readPictureUpload(request);
      const user = await profile.uploadPicture(requireUser(request).id, picture);
      return { imageUrl: pictureUrl(storage, user.profilePicture) ?? '' };
    },
  );

  const lookup = { schema: { tags, summary: "A person's public profile", params: userIdParams, response: { 200: publicProfileSchema } } };
  const answerPublic = async (request: { params: { id: number } }) => toPublicProfile(await profile.getPublic(request.params.id), storage);
  app.get('/v1/users/:id', lookup, answerPublic);
  app.get('/v1/users/profile/:id', lookup, answerPublic);
  app.get('/v1/users/:id/profile', lookup, answerPublic);
};

export default usersRoutes;
