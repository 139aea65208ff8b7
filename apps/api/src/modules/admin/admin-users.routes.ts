import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateProfileSchema, setUserTypeBodySchema } from '@dwa/shared/accounts';
import {
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  deactivateUserBodySchema,
  reactivateUserBodySchema,
} from '@dwa/shared/admin';
import { idParams } from '@dwa/shared/fields';
import type { AdminUsersService } from './admin-users.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Admin: people. Search, a user's page, change a user's type (CUSTOMER, SELLER, COURIER, ADMIN),
// deactivate, reactivate, verify. 401 without a token, 403 for non-admins; each decision is audited.

const userIdParams = idParams('Enter a valid user id.');

const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (app, { adminUsers }) => {
  const { admin } = routeOptions(app, ['admin', 'users']);

  app.get(
    '/v1/admin/users',
    admin({
      summary: 'Search people (admins only), newest accounts first',
      description: 'q matches the name, email or phone (case-insensitive); filters user_type and active=true|false. Paged by cursor.',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUsersPageSchema },
    }),
    async (request) => adminUsers.list(request.query),
  );

  app.get(
    '/v1/admin/users/:id',
    admin({
      summary: "A user's page: the account, their newest listings, reports against them, deliveries and sign-ins (admins only)",
      params: userIdParams,
      response: { 200: adminUserDetailSchema },
    }),
    async (request) => adminUsers.detail(request.params.id),
  );

  app.patch(
    '/v1/admin/users/:id',
    admin({
      summary: "Change a user's type (admins only; not your own)",
      params: userIdParams,
      body: setUserTypeBodySchema,
      response: { 200: privateProfileSchema },
    }),
    async (request) => {
      const { user, previous } = await adminUsers.changeUserType(
        { id: request.params.id },
        request.body.user_type,
        requireUser(request).id,
      );
      if (previous !== user.user_type) {
        request.log.info(
          { adminId: requireUser(request).id, userId: user.user_id, from: previous, to: user.user_type },
          'user type changed',
        );
      }
      return user;
    },
  );

  app.post(
    '/v1/admin/users/:id/deactivate',
    admin({
      summary: 'Deactivate an account (admins only; not your own)',
      description:
        'Their tokens and live connections stop working at once, and their listings disappear for everyone else until reactivated.',
      params: userIdParams,
      body: deactivateUserBodySchema,
      response: { 200: adminUserSchema },
    }),
    async (request) => adminUsers.deactivate(requireUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/v1/admin/users/:id/reactivate',
    admin({
      summary: 'Reactivate an account (admins only)',
      params: userIdParams,
      body: reactivateUserBodySchema,
      response: { 200: adminUserSchema },
    }),
    async (request) => adminUsers.reactivate(requireUser(request), request.params.id, request.body?.reason ?? null),
  );

  app.post(
    '/v1/admin/users/:id/verify',
    admin({ summary: "Mark an account's email as verified (admins only)", params: userIdParams, response: { 200: adminUserSchema } }),
    async (request) => adminUsers.verify(requireUser(request), request.params.id),
  );
};

export default adminUsersRoutes;
