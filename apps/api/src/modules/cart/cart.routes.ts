import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemInputSchema, cartItemParamsSchema, cartQuantitySchema, cartSchema } from '@dwa/shared/commerce';
import type { CartService } from './cart.service';

// The cart (issue 13): kept on the server, grouped by seller, unavailable lines flagged.

const tags = ['shop'];
const security = [{ bearer: [] }];
const ERRORS =
  "404 for an unknown or hidden listing; 403 'You cannot buy your own listing.'; 409 'This listing is not for sale in the shop.', " +
  "'This listing is no longer available.', 'Out of stock' or 'Only N left in stock.'.";

const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/v1/cart',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'My cart, grouped by seller', response: { 200: cartSchema } } },
    async (request) => cart.get(request.user!),
  );

  app.post(
    '/v1/cart/items',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Add a listing to my cart (adds to the quantity already there)',
        description: `quantity 1 to 99 (default 1). ${ERRORS} Answers the cart.`,
        body: cartItemInputSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => cart.add(request.user!, request.body.listing_id, request.body.quantity),
  );

  app.patch(
    '/v1/cart/items/:listing_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the quantity of a cart line',
        description: `404 'This item is not in your cart.'. ${ERRORS} Answers the cart.`,
        params: cartItemParamsSchema,
        body: cartQuantitySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => cart.setQuantity(request.user!, request.params.listing_id, request.body.quantity),
  );

  app.delete(
    '/v1/cart/items/:listing_id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Remove a line from my cart (idempotent); answers the cart', params: cartItemParamsSchema, response: { 200: cartSchema } },
    },
    async (request) => cart.remove(request.user!, request.params.listing_id),
  );
};

export default cartRoutes;
