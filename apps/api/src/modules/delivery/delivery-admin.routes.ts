import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courierApplicationListSchema,
  courierApplicationQuerySchema,
  courierApplicationSchema,
  deliverySchema,
  deliveryUnlockInputSchema,
  supportTicketListSchema,
  supportTicketQuerySchema,
  supportTicketSchema,
  supportTicketUpdateSchema,
} from '@dwa/shared/delivery';
import { idParams } from '@dwa/shared/fields';
import { lockedDeliveriesPageSchema, lockedDeliveriesQuerySchema } from '@dwa/shared/admin';
import type { CourierService } from './courier.service';
import type { DeliverySupportService } from './delivery-support';
import { requireUser, routeOptions } from '../../plugins/auth';

// Admins: courier applications (approve makes the account a COURIER), delivery support tickets and
// deliveries locked by wrong handover codes. 401 without a token, 403 for non-admins.

const adminIdParams = idParams('Enter a valid id.');
const pagedDescription =
  'Pages of `limit` (1-100, default 50); pass next_cursor as cursor for the next one. 422 for a bad limit or cursor.';

type DeliveryAdminRoutesOptions = { couriers: CourierService; deliverySupport: DeliverySupportService };

const deliveryAdminRoutes: FastifyPluginAsyncZod<DeliveryAdminRoutesOptions> = async (app, { couriers, deliverySupport: support }) => {
  const { admin } = routeOptions(app, ['admin', 'delivery']);

  app.get(
    '/v1/admin/courier-applications',
    admin({
      summary: 'Courier applications, newest first',
      description: pagedDescription,
      querystring: courierApplicationQuerySchema,
      response: { 200: courierApplicationListSchema },
    }),
    async (request) => couriers.listApplications(request.query),
  );

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/v1/admin/courier-applications/:id/${action}`,
      admin({
        summary: action === 'approve' ? 'Approve: the account becomes a COURIER with a courier profile' : 'Reject a courier application',
        params: adminIdParams,
        response: { 200: courierApplicationSchema },
      }),
      async (request) => couriers.review(requireUser(request), request.params.id, decision),
    );
  }

  app.get(
    '/v1/admin/delivery/tickets',
    admin({
      summary: 'Delivery support tickets, newest first',
      description: pagedDescription,
      querystring: supportTicketQuerySchema,
      response: { 200: supportTicketListSchema },
    }),
    async (request) => couriers.listTickets(request.query),
  );

  app.patch(
    '/v1/admin/delivery/tickets/:id',
    admin({
      summary: 'Resolve or reopen a ticket',
      params: adminIdParams,
      body: supportTicketUpdateSchema,
      response: { 200: supportTicketSchema },
    }),
    async (request) => couriers.updateTicket(requireUser(request), request.params.id, request.body.status),
  );

  app.get(
    '/v1/admin/delivery/requests',
    admin({
      summary: 'Deliveries locked by wrong handover codes, newest first',
      description: 'state=locked (the only state listed): what POST /admin/delivery/requests/{id}/unlock acts on. Paged by cursor.',
      querystring: lockedDeliveriesQuerySchema,
      response: { 200: lockedDeliveriesPageSchema },
    }),
    async (request) => support.locked(request.query),
  );

  app.post(
    '/v1/admin/delivery/requests/:id/unlock',
    admin({
      summary: 'Resolve a delivery locked by wrong handover codes',
      description:
        "action 'retry' resets the wrong-code count so the courier can enter the code again; 'cancel' calls the delivery off. " +
        'Either is a tracking event (with the optional reason) that the customer and the courier see live. 409 when the delivery is not locked.',
      params: adminIdParams,
      body: deliveryUnlockInputSchema,
      response: { 200: deliverySchema },
    }),
    async (request) => support.unlock(requireUser(request), request.params.id, request.body),
  );
};

export default deliveryAdminRoutes;
