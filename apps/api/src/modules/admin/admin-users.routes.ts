import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateProfileSchema, setUserTypeBodySchema } from '@dwa/shared/accounts';
import type { AdminUsersService } from './admin-users.service';
import { idParams } from '@dwa/shared/fields';

// Admin: change a user's type (CUSTOMER, SELLER, COURIER, ADMIN). 401 without a token, 403 for non-admins.

const userIdParams = idParams('Enter a valid user id.');

const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (app, { adminUsers }) => {
  app.patch(
    '/v1/admin/users/:id',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "Change a user's type (admins only)",
        params: userIdParams,
        body: setUserTypeBodySchema,
        response: { 200: privateProfileSchema },
      },
    },
    async (request) => {
      const { user, previous } = await adminUsers.changeUserType({ id: request.params.id }, request.body.user_type, request.user!.id);
      if (previous !== user.user_type) {
        request.log.info({ adminId: request.user!.id, userId: user.user_id, from: previous, to: user.user_type }, 'user type changed');
      }
      return user;
    },
  );
};

export default adminUsersRoutes;
