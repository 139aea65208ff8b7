import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@dwa/shared/fields';
import {
  SELLER_MESSAGES as M,
  mySellerApplicationSchema,
  sellerApplicationInputSchema,
  sellerApplicationListSchema,
  sellerApplicationQuerySchema,
  sellerApplicationSchema,
  sellerRefusalSchema,
} from '@dwa/shared/sellers';
import type { SellersService } from './sellers.service';
import { requireUser } from '../../plugins/auth';

// Becoming a seller (issue 14): apply and follow one's application; the admins' queue.

const security = [{ bearer: [] }];
const applicationIdParams = idParams(M.applicationId);

const sellersRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (app, { sellers }) => {
  app.post(
    '/v1/seller-applications',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        summary: 'Apply to sell on Dwa',
        description:
          'With SELLER_APPROVAL=auto (the default) an applicant whose email is verified is approved at once and becomes a SELLER ' +
          '(status approved in the answer); otherwise it waits for an admin. One open application per person (409). ' +
          `409 '${M.alreadySeller}' for sellers and admins, '${M.courier}' for couriers.`,
        body: sellerApplicationInputSchema,
        response: { 201: sellerApplicationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sellers.apply(requireUser(request), request.body)),
  );

  app.get(
    '/v1/seller-applications/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        summary: 'My latest seller application and whether I can sell',
        response: { 200: mySellerApplicationSchema },
      },
    },
    async (request) => sellers.mine(requireUser(request)),
  );

  const admin = app.requireRole('ADMIN');
  app.get(
    '/v1/admin/seller-applications',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Seller applications, newest first (admins)',
        querystring: sellerApplicationQuerySchema,
        response: { 200: sellerApplicationListSchema },
      },
    },
    async (request) => sellers.list(request.query),
  );

  app.post(
    '/v1/admin/seller-applications/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Approve a pending seller application: the applicant becomes a SELLER (admins)',
        params: applicationIdParams,
        response: { 200: sellerApplicationSchema },
      },
    },
    async (request) => sellers.review(requireUser(request), request.params.id, 'approve', null),
  );

  app.post(
    '/v1/admin/seller-applications/:id/refuse',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Refuse a pending seller application with a reason the applicant sees (admins)',
        params: applicationIdParams,
        body: sellerRefusalSchema,
        response: { 200: sellerApplicationSchema },
      },
    },
    async (request) => sellers.review(requireUser(request), request.params.id, 'refuse', request.body.reason),
  );
};

export default sellersRoutes;
