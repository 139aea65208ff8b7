import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateProfileSchema, setUserTypeBodySchema } from '@dwa/shared/accounts';
import { toPrivateProfile } from '../accounts/presenters';
import { changeUserType } from './admin-users.service';

// Admin: change a user's type (CUSTOMER, SELLER, COURIER, ADMIN). 401 without a token, 403 for non-admins.

const idParams = z.object({ id: z.coerce.number({ error: 'Enter a valid user id.' }).int('Enter a valid user id.').positive('Enter a valid user id.') });

const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/v1/admin/users/:id',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "Change a user's type (admins only)",
        params: idParams,
        body: setUserTypeBodySchema,
        response: { 200: privateProfileSchema },
      },
    },
    async (request) => {
      const { user, previous } = await changeUserType(app.deps.db, { id: request.params.id }, request.body.user_type, app.deps.now(), request.user!.id);
      if (previous !== user.userType) {
        request.log.info({ adminId: request.user!.id, userId: user.id, from: previous, to: user.userType }, 'user type changed');
      }
      return toPrivateProfile(user, app.deps.storage);
    },
  );
};

export default adminUsersRoutes;
