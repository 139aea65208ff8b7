import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMERCE_MESSAGES as M,
  checkoutAnswerSchema,
  checkoutInputSchema,
  orderActionInputSchema,
  orderActionParamsSchema,
  orderDetailSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  paymentRetryInputSchema,
  paymentSchema,
} from '@dwa/shared/commerce';
import { idParams } from '@dwa/shared/fields';
import type { CheckoutService } from './checkout.service';
import { salesCsv } from './orders-export';
import type { OrdersService } from './orders.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Checkout, orders (My purchases, My sales, an order's page and its actions), sales records, and
// the buyer's view of a Mobile Money payment (issue 13). The webhook is in the payments module.

const orderIdParams = idParams(M.orderId);
const paymentIdParams = idParams(M.paymentId);

type OrdersRoutesOptions = { checkout: CheckoutService; orders: OrdersService };

const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { checkout, orders }) => {
  const { signedIn } = routeOptions(app, ['shop']);

  app.post(
    '/v1/orders/checkout',
    signedIn({
      summary: 'Place order: one order per seller of my cart',
      description:
        'Header Idempotency-Key (8-100 letters, digits, - or _): the same key again answers the same orders (200), never a second set; ' +
        "the same key with another body is refused (422). Stock is taken atomically: 409 'Out of stock' or 'Only N left in stock.' when it ran out. " +
        'momo: the orders wait To Pay and `payment` is the prompt to approve (follow GET /api/v1/payments/{id} or the `payment` frame on the WebSocket); ' +
        'cash: the orders are placed at once. Courier delivery is priced per seller by the delivery fare; pickup is free. ' +
        'promo_codes: each applies to the seller whose code it is (one order promo and one delivery promo per seller).',
      headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
      body: checkoutInputSchema,
      response: { 200: checkoutAnswerSchema, 201: checkoutAnswerSchema },
    }),
    async (request, reply) => {
      const { created, answer } = await checkout.checkout(requireUser(request), request.headers['idempotency-key'], request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/v1/orders',
    signedIn({
      summary: 'My orders as buyer (My purchases) or seller (My sales), newest first',
      description:
        'role=buyer tabs: to_pay, in_progress, completed, returns, cancelled. role=seller tabs: to_start, in_progress, completed, returns, cancelled ' +
        '(a seller never sees an order waiting for payment). Filters: status, delivery_method, from/to (YYYY-MM-DD, UTC), q (order number, item or recipient). ' +
        "`counts` has every tab's number for the badges.",
      querystring: orderListQuerySchema,
      response: { 200: orderListSchema },
    }),
    async (request) => orders.list(requireUser(request), request.query),
  );

  app.get(
    '/v1/orders/export.csv',
    signedIn({
      summary: 'Export sales records: my sales as CSV, one row per order item',
      description: 'UTF-8 with a byte-order mark, RFC 4180 quoting, CRLF. from/to: YYYY-MM-DD (UTC, inclusive).',
      querystring: orderExportQuerySchema,
    }),
    async (request, reply) => {
      const csv = await salesCsv(app.deps.db, requireUser(request), request.query);
      const { from, to } = request.query;
      const period =
        from || to ? `${from ?? 'start'}-to-${to ?? new Date().toISOString().slice(0, 10)}` : new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dwa-sales-${period}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/v1/orders/:id',
    signedIn({
      summary: 'An order with its timeline (its buyer, its seller and admins only; 404 for anyone else)',
      params: orderIdParams,
      response: { 200: orderDetailSchema },
    }),
    async (request) => orders.get(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/orders/:id/:action',
    signedIn({
      summary: 'An action on an order: cancel, accept, ship, confirm, request_return, decline_return, receive_return, refund',
      description:
        'Each is a transition of the order state machine, checked for who asks: the buyer cancels before the seller accepts, the seller before shipping; ' +
        "the seller accepts, ships (courier: a delivery request is made, picked up at the seller's business address), and handles returns and refunds; " +
        'the buyer confirms a pickup or that all is well, and may request a return (reason required) within 7 days of delivery. ' +
        `409 '${M.transition}' when it cannot happen now. Answers the order.`,
      params: orderActionParamsSchema,
      body: orderActionInputSchema.optional(),
      response: { 200: orderDetailSchema },
    }),
    async (request) => orders.act(requireUser(request), request.params.id, request.params.action, request.body?.reason?.trim() || null),
  );

  app.get(
    '/v1/payments/:id',
    signedIn({
      summary: 'A Mobile Money payment attempt (its payer and admins); a pending one is checked with the provider first',
      params: paymentIdParams,
      response: { 200: paymentSchema },
    }),
    async (request) => orders.payment(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/payments/:id/retry',
    signedIn({
      summary: 'Try again after a declined or lapsed prompt (optionally another network or number)',
      description: `A new attempt for the orders still To Pay. Retrying the same attempt twice answers the same new attempt. 409 '${M.stillPending}' or '${M.nothingToPay}'.`,
      params: paymentIdParams,
      body: paymentRetryInputSchema.optional(),
      response: { 200: checkoutAnswerSchema },
    }),
    async (request) => checkout.retry(requireUser(request), request.params.id, request.body ?? {}),
  );
};

export default ordersRoutes;
