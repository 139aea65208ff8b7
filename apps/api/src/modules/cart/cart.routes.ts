import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyNowSchema, cartItemInputSchema, cartItemParamsSchema, cartQuantitySchema, cartSchema } from '@dwa/shared/commerce';
import type { CartService } from './cart.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// The cart (issue 13): kept on the server, grouped by seller, unavailable lines flagged.

const ERRORS =
  "404 for an unknown or hidden listing; 403 'You cannot buy your own listing.'; 409 'This listing is not for sale in the shop.', " +
  "'This listing is no longer available.', 'Out of stock' or 'Only N left in stock.'.";

const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const { signedIn } = routeOptions(app, ['shop']);

  app.get('/v1/cart', signedIn({ summary: 'My cart, grouped by seller', response: { 200: cartSchema } }), async (request) =>
    cart.get(requireUser(request)),
  );

  app.get(
    '/v1/cart/buy-now',
    signedIn({
      summary: 'What Buy Now would buy: one listing, shaped as a cart of that line; the cart itself is left as it is',
      description: `quantity 1 to 99 (default 1). 404 for an unknown or hidden listing; 403 'You cannot buy your own listing.'. A line that cannot be bought is flagged (\`problem\`), as in the cart. Check it out with \`buy_now\` in POST /orders/checkout.`,
      querystring: buyNowSchema,
      response: { 200: cartSchema },
    }),
    async (request) => cart.buyNow(requireUser(request), request.query),
  );

  app.post(
    '/v1/cart/items',
    signedIn({
      summary: 'Add a listing to my cart (adds to the quantity already there)',
      description: `quantity 1 to 99 (default 1). ${ERRORS} Answers the cart.`,
      body: cartItemInputSchema,
      response: { 200: cartSchema },
    }),
    async (request) => cart.add(requireUser(request), request.body.listing_id, request.body.quantity),
  );

  app.patch(
    '/v1/cart/items/:listing_id',
    signedIn({
      summary: 'Change the quantity of a cart line',
      description: `404 'This item is not in your cart.'. ${ERRORS} Answers the cart.`,
      params: cartItemParamsSchema,
      body: cartQuantitySchema,
      response: { 200: cartSchema },
    }),
    async (request) => cart.setQuantity(requireUser(request), request.params.listing_id, request.body.quantity),
  );

  app.delete(
    '/v1/cart/items/:listing_id',
    signedIn({
      summary: 'Remove a line from my cart (idempotent); answers the cart',
      params: cartItemParamsSchema,
      response: { 200: cartSchema },
    }),
    async (request) => cart.remove(requireUser(request), request.params.listing_id),
  );
};

export default cartRoutes;
