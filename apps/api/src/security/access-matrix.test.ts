import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { courierProfiles, listings, users } from '@dwa/db/schema';
import { fillPath, toJsonText } from '../../test/fuzz-cases';
import { listOperations, operationName, sample, type OpenApiDocument } from '../../test/openapi';
import type { TestContext } from '../../test/helpers';
import { multipart } from '../../test/multipart';
import { rideBody } from '../../test/factories/rides';
import { signUnsubscribe } from '../modules/saved-searches/unsubscribe-token';
import {
  courierApplication,
  createSecurityApp,
  deliveryRequest,
  expecting,
  jpeg,
  listingFields,
  postListing,
  userOf,
  type Method,
  type TestUser,
  type Who,
} from '../../test/security-world';

// Who may do what to whose things. For each resource that belongs to someone, owner A's resource
// is made, then every operation on it is called by A (allowed), by a stranger B (403 or 404, and
// nothing changes: the resource is read back as its owner before and after), anonymously (401),
// and, on admin routes, by non-admins (403). A refused call must leave the resource as it was, and
// no answer to an outsider may carry the owner's private details (email, phone, address...).
//
// The matrix is a table per resource: [operation, who, expected status(es), body]. Rows run in
// order (A's destructive calls last). To cover a new operation, add a row; a new admin route is
// covered by the generic check at the end without one.

const DENIED = [403, 404] as const;
type Expected = number | readonly number[];
/** A multipart photo, built when the row runs. */
const PHOTO = Symbol('photo');
type Row = [operation: string, who: string, expected: Expected, body?: unknown];

type Fixture = {
  /** Everyone the rows name (null: anonymous). */
  people: Record<string, Who>;
  /** Values for the {placeholders} of the rows' paths (ids, and the odd signed token). */
  ids: Record<string, number | string>;
  /** The resource as its owner (or, for moderation queues, an admin) reads it back. */
  readBack: () => Promise<unknown>;
  /** Who has no business with the resource: whatever they are answered, it must not change, nor tell them the secrets. */
  outsiders: string[];
  /** Strings of the owner's that no outsider's answer may contain. */
  secrets?: string[];
};

type Resource = { name: string; setup: () => Promise<Fixture>; rows: Row[] };

let ctx: TestContext;
let ok: ReturnType<typeof expecting>;

beforeAll(async () => {
  ctx = await createSecurityApp();
  ok = expecting(ctx);
});
afterAll(() => ctx.close());

const person = (userType: TestUser['userType'], name: string) => userOf(ctx, userType, name);
const anonymous = null;

async function read(url: string, who: TestUser): Promise<unknown> {
  return ok(200, 'GET', url, who);
}

/** A delivery requested by `customer` and taken by `courier` (online), moved up to `until`. */
async function delivery(customer: TestUser, courier: TestUser, until: 'accepted' | 'delivered' = 'accepted') {
  await ok(200, 'PUT', '/delivery/courier/status', courier, { online: true });
  const created = await ok<{ id: number; handover_code: string }>(201, 'POST', '/delivery/requests', customer, deliveryRequest);
  await ok(200, 'POST', `/delivery/jobs/${created.id}/accept`, courier);
  if (until === 'delivered') {
    for (const status of ['picked_up', 'in_transit', 'nearby', 'delivered']) {
      await ok(
        200,
        'POST',
        `/delivery/requests/${created.id}/status`,
        courier,
        status === 'delivered' ? { status, handover_code: created.handover_code } : { status },
      );
    }
  }
  return created.id;
}

/** A courier whose vehicle carries people (a motorbike: okada rides), online. */
async function driver(name: string) {
  const who = await person('COURIER', name);
  await ok(200, 'PUT', '/delivery/courier/status', who, { online: true, lat: 5.56, lng: -0.19 });
  await ctx.deps.db.update(courierProfiles).set({ vehicleType: 'motorbike' }).where(eq(courierProfiles.userId, who.id));
  return who;
}

/** A cash pickup order of `seller`'s listing by `buyer`, accepted, ready and picked up (delivered). */
async function deliveredOrder(buyer: TestUser, seller: TestUser): Promise<number> {
  await ctx.deps.db
    .update(users)
    .set({ businessAddress: 'Shop 4, Oxford Street, Osu', businessName: `${seller.name}'s shop` })
    .where(eq(users.id, seller.id));
  const listing = await postListing(ctx, seller);
  await ctx.deps.db.update(listings).set({ buyNow: true, quantity: 5 }).where(eq(listings.id, listing));
  await ok(200, 'POST', '/cart/items', buyer, { listing_id: listing, quantity: 1 });
  const checkout = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/checkout',
    headers: { ...buyer.auth, 'idempotency-key': randomUUID() },
    payload: {
      delivery_method: 'pickup',
      region: 'Greater Accra',
      recipient_name: 'Ama Buyer',
      recipient_phone: '024 555 1234',
      payment_method: 'cash',
    },
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body.slice(0, 300)}`);
  const id = (checkout.json() as { orders: { id: number }[] }).orders[0]!.id;
  await ok(200, 'POST', `/orders/${id}/accept`, seller, {});
  await ok(200, 'POST', `/orders/${id}/ship`, seller, {});
  await ok(200, 'POST', `/orders/${id}/confirm`, buyer, {});
  return id;
}

const RESOURCES: Resource[] = [
  {
    name: "a delivered order's review of its seller, and the seller's reply",
    setup: async () => {
      const [A, seller, B, otherSeller] = [
        await person('CUSTOMER', 'Review Buyer'),
        await person('SELLER', 'Reviewed Seller'),
        await person('CUSTOMER', 'Review Stranger'),
        await person('SELLER', 'Review Other Seller'),
      ];
      const order = await deliveredOrder(A, seller);
      const review = (
        await ok<{ id: number }>(201, 'POST', `/orders/${order}/review`, A, { rating: 4, body: 'Ready on time at the blue kiosk' })
      ).id;
      const readBack = () => read(`/orders/${order}/review`, A);
      return {
        people: { A, seller, B, otherSeller, anonymous },
        ids: { order, review, seller: seller.id },
        readBack,
        outsiders: ['B', 'otherSeller', 'anonymous'],
        secrets: [A.email, '024 555 1234', '+233245551234'],
      };
    },
    rows: [
      ['GET /orders/{order}/review', 'B', 404],
      ['GET /orders/{order}/review', 'otherSeller', 404],
      ['GET /orders/{order}/review', 'anonymous', 401],
      ['POST /orders/{order}/review', 'B', DENIED, { rating: 1, body: 'A stranger reviews' }],
      ['POST /orders/{order}/review', 'otherSeller', DENIED, { rating: 1, body: 'A rival reviews' }],
      ['POST /orders/{order}/review', 'seller', 403, { rating: 5, body: 'I review myself' }],
      ['POST /orders/{order}/review', 'anonymous', 401, { rating: 1, body: 'Anonymous reviews' }],
      ['PUT /orders/{order}/review', 'B', DENIED, { rating: 1, body: 'A stranger edits' }],
      ['PUT /orders/{order}/review', 'otherSeller', DENIED, { rating: 1, body: 'A rival edits' }],
      ['PUT /orders/{order}/review', 'seller', 403, { rating: 5, body: 'The seller edits' }],
      ['PUT /orders/{order}/review', 'anonymous', 401, { rating: 1, body: 'Anonymous edits' }],
      ['POST /reviews/{review}/reply', 'B', DENIED, { reply: 'A stranger replies' }],
      ['POST /reviews/{review}/reply', 'otherSeller', DENIED, { reply: 'A rival replies' }],
      ['POST /reviews/{review}/reply', 'A', 403, { reply: 'The buyer replies' }],
      ['POST /reviews/{review}/reply', 'anonymous', 401, { reply: 'Anonymous replies' }],
      ['GET /sellers/{seller}/reviews', 'anonymous', 200],
      ['POST /reviews/{review}/photos', 'B', DENIED, PHOTO],
      ['POST /reviews/{review}/photos', 'otherSeller', DENIED, PHOTO],
      ['POST /reviews/{review}/photos', 'seller', 403, PHOTO],
      ['POST /reviews/{review}/photos', 'anonymous', 401, PHOTO],
      ['DELETE /reviews/{review}/photos/0', 'B', DENIED],
      ['DELETE /reviews/{review}/photos/0', 'seller', 403],
      ['DELETE /reviews/{review}/photos/0', 'anonymous', 401],
      ['PUT /orders/{order}/review', 'A', 200, { rating: 5, body: 'Ready on time' }],
      ['POST /reviews/{review}/photos', 'A', 200, PHOTO],
      ['POST /reviews/{review}/reply', 'seller', 200, { reply: 'Thank you' }],
    ],
  },
  {
    name: "a classified deal's review of its seller (the ad marked sold to its reviewer), and the reply",
    setup: async () => {
      const [A, seller, B, asked] = [
        await person('CUSTOMER', 'Deal Buyer'),
        await person('SELLER', 'Deal Seller'),
        await person('CUSTOMER', 'Deal Stranger'),
        await person('CUSTOMER', 'Deal Asker'),
      ];
      const listing = await postListing(ctx, seller);
      await ctx.deps.db.update(listings).set({ status: 'active' }).where(eq(listings.id, listing));
      for (const who of [A, asked]) {
        const chat = await ok<{ id: number }>(201, 'POST', `/chat/start/${seller.id}`, who, { listing_id: listing });
        await ok(201, 'POST', `/chat/${chat.id}/send`, who, { message_type: 'TEXT', content: 'Is it still available?' });
      }
      await ok(200, 'POST', `/classifieds/${listing}/sold`, seller, { buyer_id: A.id });
      const review = (
        await ok<{ id: number }>(201, 'POST', `/listings/${listing}/review`, A, { rating: 4, body: 'Met at Circle, as described' })
      ).id;
      const readBack = () => read(`/listings/${listing}/review`, A);
      return {
        people: { A, seller, B, asked, anonymous },
        ids: { listing, review },
        readBack,
        outsiders: ['B', 'asked', 'anonymous'],
        secrets: [A.email],
      };
    },
    rows: [
      ['GET /listings/{listing}/review', 'B', 404],
      ['GET /listings/{listing}/review', 'asked', 404],
      ['GET /listings/{listing}/review', 'anonymous', 401],
      ['POST /listings/{listing}/review', 'B', DENIED, { rating: 1, body: 'A stranger reviews' }],
      ['POST /listings/{listing}/review', 'asked', DENIED, { rating: 1, body: 'Someone who only asked reviews' }],
      ['POST /listings/{listing}/review', 'seller', 403, { rating: 5, body: 'I review myself' }],
      ['POST /listings/{listing}/review', 'anonymous', 401, { rating: 1, body: 'Anonymous reviews' }],
      ['PUT /listings/{listing}/review', 'B', DENIED, { rating: 1, body: 'A stranger edits' }],
      ['PUT /listings/{listing}/review', 'asked', DENIED, { rating: 1, body: 'Someone who only asked edits' }],
      ['PUT /listings/{listing}/review', 'seller', 403, { rating: 5, body: 'The seller edits' }],
      ['PUT /listings/{listing}/review', 'anonymous', 401, { rating: 1, body: 'Anonymous edits' }],
      ['POST /reviews/{review}/reply', 'asked', DENIED, { reply: 'An asker replies' }],
      ['GET /listings/{listing}/review', 'seller', 200],
      ['PUT /listings/{listing}/review', 'A', 200, { rating: 5, body: 'Met at Circle, exactly as described' }],
      ['POST /reviews/{review}/reply', 'seller', 200, { reply: 'Thank you' }],
    ],
  },
  {
    name: "a seller's listing: edit, status, delete, moderation",
    setup: async () => {
      const [A, B, admin] = [
        await person('SELLER', 'Listing Owner'),
        await person('SELLER', 'Listing Stranger'),
        await person('ADMIN', 'Listing Admin'),
      ];
      const listing = await postListing(ctx, A);
      const readBack = async () => ({
        mine: ((await read('/classifieds/my-listings', A)) as { results?: { id: number }[] } | { id: number }[]) ?? null,
        images: await read(`/classifieds/${listing}/images`, A),
      });
      return { people: { A, B, admin, anonymous }, ids: { listing }, readBack, outsiders: ['B', 'anonymous'], secrets: [A.email, A.phone] };
    },
    rows: [
      ['PUT /classifieds/{listing}', 'B', DENIED, { title: 'Taken over by a stranger' }],
      ['PUT /classifieds/{listing}', 'anonymous', 401, { title: 'Taken over anonymously' }],
      ['PATCH /classifieds/{listing}/status', 'B', DENIED, { status: 'inactive' }],
      ['PATCH /classifieds/{listing}/status', 'anonymous', 401, { status: 'inactive' }],
      ['DELETE /classifieds/{listing}', 'B', DENIED],
      ['DELETE /classifieds/{listing}', 'anonymous', 401],
      ['PATCH /admin/classifieds/{listing}/status', 'B', 403, { status: 'inactive' }],
      ['PATCH /admin/classifieds/{listing}/status', 'A', 403, { status: 'inactive' }],
      ['PATCH /admin/classifieds/{listing}/status', 'anonymous', 401, { status: 'inactive' }],
      ['PUT /classifieds/{listing}', 'A', 200, { title: 'Edited by its owner' }],
      ['PUT /classifieds/{listing}', 'admin', 200, { title: 'Edited by an admin' }],
      ['PATCH /classifieds/{listing}/status', 'A', 200, { status: 'inactive' }],
      ['PATCH /classifieds/{listing}/status', 'A', 200, { status: 'active' }],
      ['DELETE /classifieds/{listing}', 'A', 204],
    ],
  },
  {
    name: 'an inactive listing: invisible to everyone but its owner and admins',
    setup: async () => {
      const [A, B, admin] = [
        await person('SELLER', 'Hidden Owner'),
        await person('CUSTOMER', 'Hidden Stranger'),
        await person('ADMIN', 'Hidden Admin'),
      ];
      const listing = await postListing(ctx, A, { ...listingFields, title: 'Secret prototype phone' });
      await ok(200, 'PATCH', `/classifieds/${listing}/status`, A, { status: 'inactive' });
      const readBack = async () => ({
        counts: await read(`/classifieds/${listing}/counts`, A),
        comments: await read(`/classifieds/${listing}/comments`, A),
      });
      return {
        people: { A, B, admin, anonymous },
        ids: { listing, owner: A.id },
        readBack,
        outsiders: ['B', 'anonymous'],
        secrets: ['Secret prototype phone', A.email],
      };
    },
    rows: [
      ['GET /classifieds/{listing}', 'B', 404],
      ['GET /classifieds/{listing}', 'anonymous', 404],
      ['GET /classifieds/{listing}/images', 'B', 404],
      ['GET /classifieds/{listing}/counts', 'anonymous', 404],
      ['GET /classifieds/{listing}/comments', 'B', 404],
      ['POST /classifieds/like', 'B', 404, { listing_id: '{listing}' }],
      ['POST /wishlist', 'B', 404, { listing_id: '{listing}' }],
      ['POST /classifieds/comment', 'B', 404, { listing_id: '{listing}', content: 'Can I see it?' }],
      ['POST /classifieds/report', 'B', 404, { listing_id: '{listing}', title: 'spam' }],
      ['POST /chat/start/{owner}', 'B', DENIED, { listing_id: '{listing}' }],
      ['GET /classifieds/{listing}', 'A', 200],
      ['GET /classifieds/{listing}/images', 'A', 200],
      ['GET /classifieds/{listing}', 'admin', 200],
    ],
  },
  {
    name: "a customer's comment on someone else's listing",
    setup: async () => {
      const [A, B, seller] = [
        await person('CUSTOMER', 'Comment Author'),
        await person('CUSTOMER', 'Comment Stranger'),
        await person('SELLER', 'Comment Listing Owner'),
      ];
      const listing = await postListing(ctx, seller);
      const comment = (
        await ok<{ id: number }>(201, 'POST', '/classifieds/comment', A, { listing_id: listing, content: 'Is the price negotiable?' })
      ).id;
      const readBack = () => read(`/classifieds/${listing}/comments`, A);
      return { people: { A, B, seller, anonymous }, ids: { listing, comment }, readBack, outsiders: ['B', 'anonymous'] };
    },
    rows: [
      ['DELETE /classifieds/comment/{comment}', 'B', DENIED],
      // The listing's owner does not moderate comments: only their author or an admin deletes one.
      ['DELETE /classifieds/comment/{comment}', 'seller', DENIED],
      ['DELETE /classifieds/comment/{comment}', 'anonymous', 401],
      ['DELETE /classifieds/comment/{comment}', 'A', 200],
    ],
  },
  {
    name: "a seller's notification",
    setup: async () => {
      const [A, B, commenter] = [
        await person('SELLER', 'Notified Seller'),
        await person('SELLER', 'Notification Stranger'),
        await person('CUSTOMER', 'Notifying Buyer'),
      ];
      const listing = await postListing(ctx, A);
      await ok(201, 'POST', '/classifieds/comment', commenter, { listing_id: listing, content: 'Still available?' });
      const page = await ok<{ results?: { id: number }[]; items?: { id: number }[]; notifications?: { id: number }[] }>(
        200,
        'GET',
        '/notifications',
        A,
      );
      const notification = (page.results ?? page.items ?? page.notifications ?? [])[0]?.id;
      if (!notification) throw new Error(`no notification for the seller: ${JSON.stringify(page)}`);
      const readBack = () => read('/notifications', A);
      return { people: { A, B, anonymous }, ids: { notification }, readBack, outsiders: ['B', 'anonymous'], secrets: ['Still available?'] };
    },
    rows: [
      ['POST /notifications/{notification}/read', 'B', 404],
      ['POST /notifications/{notification}/read', 'anonymous', 401],
      // Scoped to the caller: B marks B's own (none), A's stay unread.
      ['POST /notifications/read-all', 'B', 200],
      ['GET /notifications', 'B', 200],
      ['GET /notifications/unread-count', 'B', 200],
      ['GET /notifications', 'anonymous', 401],
      ['POST /notifications/{notification}/read', 'A', 200],
    ],
  },
  {
    name: 'a conversation between a buyer and a seller, and its messages',
    setup: async () => {
      const [A, seller, B, admin] = [
        await person('CUSTOMER', 'Chat Buyer'),
        await person('SELLER', 'Chat Seller'),
        await person('CUSTOMER', 'Chat Stranger'),
        await person('ADMIN', 'Chat Admin'),
      ];
      const listing = await postListing(ctx, seller);
      const conversation = (await ok<{ id: number }>(201, 'POST', `/chat/start/${seller.id}`, A, { listing_id: listing })).id;
      const message = (
        await ok<{ id: number }>(201, 'POST', `/chat/${conversation}/send`, seller, {
          message_type: 'TEXT',
          content: 'My private number is 024 000 1111',
        })
      ).id;
      // The owner reads without marking read, so a stranger's read receipt would show.
      const readBack = async () => ({
        mine: await read(`/chat/${conversation}/messages`, A),
        theirs: await read(`/chat/${conversation}/messages`, seller),
      });
      return {
        people: { A, seller, B, admin, anonymous },
        ids: { conversation, message },
        readBack,
        outsiders: ['B', 'admin', 'anonymous'],
        secrets: ['024 000 1111', A.email],
      };
    },
    rows: [
      ['GET /chat/conversations/{conversation}', 'B', 404],
      ['GET /chat/conversations/{conversation}', 'anonymous', 401],
      ['GET /chat/{conversation}/messages?mark_read=true', 'B', 404],
      ['GET /chat/{conversation}/messages', 'anonymous', 401],
      ['POST /chat/{conversation}/read', 'B', 404],
      ['POST /chat/{conversation}/read', 'anonymous', 401],
      ['POST /chat/{conversation}/send', 'B', DENIED, { message_type: 'TEXT', content: 'A stranger writes in' }],
      ['POST /chat/{conversation}/send', 'anonymous', 401, { message_type: 'TEXT', content: 'Anonymous writes in' }],
      ['PUT /chat/messages/{message}/reaction', 'B', 404, { emoji: '👍' }],
      ['PUT /chat/messages/{message}/reaction', 'anonymous', 401, { emoji: '👍' }],
      // Admins are not a party to people's conversations.
      ['GET /chat/conversations/{conversation}', 'admin', 404],
      ['GET /chat/{conversation}/messages', 'admin', 404],
      ['GET /chat/conversations', 'B', 200],
      ['GET /chat/{conversation}/messages?mark_read=true', 'A', 200],
      ['POST /chat/{conversation}/read', 'A', 200],
      ['POST /chat/{conversation}/send', 'A', 201, { message_type: 'TEXT', content: 'Deal.' }],
      ['PUT /chat/messages/{message}/reaction', 'A', 200, { emoji: '👍' }],
      ['PUT /chat/messages/{message}/reaction', 'A', 200, { emoji: null }],
      ['GET /chat/conversations/{conversation}', 'seller', 200],
    ],
  },
  {
    name: "a customer's delivery taken by a courier: its chat, issues, cancel",
    setup: async () => {
      const [A, courier, B, otherCourier, admin] = [
        await person('CUSTOMER', 'Delivery Customer'),
        await person('COURIER', 'Assigned Courier'),
        await person('CUSTOMER', 'Delivery Stranger'),
        await person('COURIER', 'Other Courier'),
        await person('ADMIN', 'Delivery Admin'),
      ];
      const id = await delivery(A, courier);
      await ok(201, 'POST', `/delivery/requests/${id}/messages`, courier, { type: 'text', body: 'Gate code is 4512' });
      await ok(200, 'PUT', '/delivery/courier/status', otherCourier, { online: true });
      const readBack = async () => ({
        delivery: await read(`/delivery/requests/${id}`, A),
        chat: await read(`/delivery/requests/${id}/messages`, A),
      });
      return {
        people: { A, courier, B, otherCourier, admin, anonymous },
        ids: { delivery: id },
        readBack,
        outsiders: ['B', 'otherCourier', 'anonymous'],
        secrets: ['Gate code is 4512', A.email, A.phone],
      };
    },
    rows: [
      ['GET /delivery/requests/{delivery}', 'B', 404],
      ['GET /delivery/requests/{delivery}', 'otherCourier', 404],
      ['GET /delivery/requests/{delivery}', 'anonymous', 401],
      ['GET /delivery/requests/{delivery}/messages', 'B', 404],
      ['GET /delivery/requests/{delivery}/messages', 'otherCourier', 404],
      ['GET /delivery/requests/{delivery}/messages', 'anonymous', 401],
      ['POST /delivery/requests/{delivery}/messages', 'B', DENIED, { type: 'text', body: 'A stranger writes in' }],
      ['POST /delivery/requests/{delivery}/messages', 'otherCourier', DENIED, { type: 'location', lat: 5.6, lng: -0.2 }],
      ['POST /delivery/requests/{delivery}/messages', 'anonymous', 401, { type: 'text', body: 'Anonymous writes in' }],
      ['POST /delivery/requests/{delivery}/messages/photo', 'B', DENIED, PHOTO],
      ['POST /delivery/requests/{delivery}/messages/photo', 'otherCourier', DENIED, PHOTO],
      ['POST /delivery/requests/{delivery}/messages/photo', 'anonymous', 401, PHOTO],
      ['POST /delivery/requests/{delivery}/issues', 'B', DENIED, { category: 'late', message: 'A stranger complains' }],
      ['POST /delivery/requests/{delivery}/issues', 'otherCourier', DENIED, { category: 'late', message: 'Another courier complains' }],
      ['POST /delivery/requests/{delivery}/issues', 'anonymous', 401, { category: 'late', message: 'Anonymous complains' }],
      ['POST /delivery/requests/{delivery}/status', 'B', DENIED, { status: 'picked_up' }],
      ['POST /delivery/requests/{delivery}/status', 'otherCourier', DENIED, { status: 'picked_up' }],
      ['POST /delivery/requests/{delivery}/status', 'A', 403, { status: 'picked_up' }],
      ['POST /delivery/requests/{delivery}/status', 'anonymous', 401, { status: 'picked_up' }],
      ['PUT /delivery/requests/{delivery}/rating', 'B', DENIED, { stars: 1 }],
      ['PUT /delivery/requests/{delivery}/rating', 'anonymous', 401, { stars: 1 }],
      // The job board is shared by couriers: another one is told the job is taken (the documented race answer), and nothing changes.
      ['POST /delivery/jobs/{delivery}/accept', 'otherCourier', 409],
      ['POST /delivery/jobs/{delivery}/accept', 'B', DENIED],
      ['POST /delivery/jobs/{delivery}/accept', 'anonymous', 401],
      ['POST /delivery/requests/{delivery}/cancel', 'B', DENIED],
      ['POST /delivery/requests/{delivery}/cancel', 'otherCourier', DENIED],
      ['POST /delivery/requests/{delivery}/cancel', 'courier', 403],
      ['POST /delivery/requests/{delivery}/cancel', 'anonymous', 401],
      ['GET /delivery/requests/{delivery}', 'courier', 200],
      ['GET /delivery/requests/{delivery}', 'admin', 200],
      ['GET /delivery/requests/{delivery}/messages', 'A', 200],
      ['POST /delivery/requests/{delivery}/messages', 'A', 201, { type: 'text', body: 'Thanks, see you soon' }],
      ['POST /delivery/requests/{delivery}/messages/photo', 'A', 201, PHOTO],
      ['POST /delivery/requests/{delivery}/issues', 'A', 201, { category: 'late', message: 'Running late?' }],
      ['POST /delivery/requests/{delivery}/cancel', 'A', 200],
    ],
  },
  {
    name: 'a delivered delivery: its rating',
    setup: async () => {
      const [A, courier, B, otherCourier] = [
        await person('CUSTOMER', 'Rating Customer'),
        await person('COURIER', 'Rated Courier'),
        await person('CUSTOMER', 'Rating Stranger'),
        await person('COURIER', 'Rating Other Courier'),
      ];
      const id = await delivery(A, courier, 'delivered');
      const readBack = () => read(`/delivery/requests/${id}`, A);
      return {
        people: { A, courier, B, otherCourier, anonymous },
        ids: { delivery: id },
        readBack,
        outsiders: ['B', 'otherCourier', 'anonymous'],
        secrets: [A.email],
      };
    },
    rows: [
      ['PUT /delivery/requests/{delivery}/rating', 'B', DENIED, { stars: 1, review: 'A stranger rates' }],
      ['PUT /delivery/requests/{delivery}/rating', 'otherCourier', DENIED, { stars: 5 }],
      ['PUT /delivery/requests/{delivery}/rating', 'courier', 403, { stars: 5, review: 'I rate myself' }],
      ['PUT /delivery/requests/{delivery}/rating', 'anonymous', 401, { stars: 1 }],
      ['PUT /delivery/requests/{delivery}/rating', 'A', 200, { stars: 4, review: 'On time' }],
    ],
  },
  {
    name: "a rider's ride taken by a driver: its steps, chat, SOS, payment, rating, cancel",
    setup: async () => {
      const [A, B, admin] = [
        await person('CUSTOMER', 'Ride Rider'),
        await person('CUSTOMER', 'Ride Stranger'),
        await person('ADMIN', 'Ride Admin'),
      ];
      const [assigned, otherDriver] = [await driver('Ride Driver'), await driver('Ride Other Driver')];
      const ride = (await ok<{ id: number }>(201, 'POST', '/rides', A, { ...rideBody, rider_phone: '024 777 3131' })).id;
      await ok(200, 'POST', `/rides/${ride}/accept`, assigned);
      await ok(201, 'POST', `/rides/${ride}/messages`, A, { type: 'text', body: 'I wait at the blue gate by the pharmacy' });
      const readBack = async () => ({ ride: await read(`/rides/${ride}`, A), chat: await read(`/rides/${ride}/messages`, A) });
      return {
        people: { A, B, assigned, otherDriver, admin, anonymous },
        ids: { ride },
        readBack,
        outsiders: ['B', 'otherDriver', 'anonymous'],
        secrets: ['blue gate by the pharmacy', '+233247773131', rideBody.pickup, A.email],
      };
    },
    rows: [
      ['GET /rides/{ride}', 'B', 404],
      ['GET /rides/{ride}', 'otherDriver', 404],
      ['GET /rides/{ride}', 'anonymous', 401],
      ['GET /rides/{ride}/messages', 'B', 404],
      ['GET /rides/{ride}/messages', 'otherDriver', 404],
      ['GET /rides/{ride}/messages', 'anonymous', 401],
      // Admins see the ride for support, but are not a party to its chat.
      ['GET /rides/{ride}/messages', 'admin', 403],
      ['POST /rides/{ride}/messages', 'B', DENIED, { type: 'text', body: 'A stranger writes in' }],
      ['POST /rides/{ride}/messages', 'otherDriver', DENIED, { type: 'location', lat: 5.6, lng: -0.2 }],
      ['POST /rides/{ride}/messages', 'anonymous', 401, { type: 'text', body: 'Anonymous writes in' }],
      ['POST /rides/{ride}/sos', 'B', DENIED, { message: 'A stranger raises an alarm' }],
      ['POST /rides/{ride}/sos', 'otherDriver', DENIED, {}],
      ['POST /rides/{ride}/sos', 'admin', 403, {}],
      ['POST /rides/{ride}/sos', 'anonymous', 401, {}],
      // Only the assigned driver moves the ride on.
      ['POST /rides/{ride}/arrive', 'B', DENIED],
      ['POST /rides/{ride}/arrive', 'otherDriver', DENIED],
      ['POST /rides/{ride}/arrive', 'A', 403],
      ['POST /rides/{ride}/arrive', 'anonymous', 401],
      ['POST /rides/{ride}/start', 'otherDriver', DENIED, { code: '0000' }],
      ['POST /rides/{ride}/start', 'A', 403, { code: '0000' }],
      ['POST /rides/{ride}/start', 'anonymous', 401, { code: '0000' }],
      ['POST /rides/{ride}/complete', 'B', DENIED],
      ['POST /rides/{ride}/complete', 'A', 403],
      ['POST /rides/{ride}/complete', 'anonymous', 401],
      // The board is shared by drivers: another one is told the ride is taken (the documented race answer).
      ['POST /rides/{ride}/accept', 'otherDriver', 409],
      ['POST /rides/{ride}/accept', 'B', 403],
      ['POST /rides/{ride}/accept', 'anonymous', 401],
      ['PUT /rides/{ride}/rating', 'B', DENIED, { stars: 1, review: 'A stranger rates' }],
      ['PUT /rides/{ride}/rating', 'otherDriver', DENIED, { stars: 1 }],
      ['PUT /rides/{ride}/rating', 'anonymous', 401, { stars: 1 }],
      // Paying is the rider's: not the driver's, nor anyone else's.
      ['POST /rides/{ride}/payment', 'B', DENIED, { momo_network: 'MTN', momo_number: '024 000 0000' }],
      ['POST /rides/{ride}/payment', 'assigned', 403, {}],
      ['POST /rides/{ride}/payment', 'anonymous', 401, {}],
      ['POST /rides/{ride}/cancel', 'B', DENIED, { reason: 'A stranger cancels' }],
      ['POST /rides/{ride}/cancel', 'otherDriver', DENIED, { reason: 'Not mine' }],
      ['POST /rides/{ride}/cancel', 'anonymous', 401, {}],
      // Scoped to the caller: B's own rides and board (none of A's).
      ['GET /rides', 'B', 200],
      ['GET /rides?role=driver', 'otherDriver', 200],
      ['GET /rides/jobs', 'otherDriver', 200],
      ['GET /rides/jobs', 'B', 403],
      ['GET /rides/jobs', 'anonymous', 401],
      ['PUT /rides/driver', 'B', 403, { plate: 'GR 1234-24' }],
      ['PUT /rides/driver', 'anonymous', 401, { plate: 'GR 1234-24' }],
      ['GET /rides/{ride}', 'assigned', 200],
      ['GET /rides/{ride}', 'admin', 200],
      ['GET /rides/{ride}/messages', 'assigned', 200],
      ['POST /rides/{ride}/messages', 'assigned', 201, { type: 'text', body: 'Two minutes away' }],
      ['POST /rides/{ride}/sos', 'A', 201, { message: 'Checking the SOS works' }],
      ['POST /rides/{ride}/arrive', 'assigned', 200],
      ['POST /rides/{ride}/cancel', 'A', 200, { reason: 'Plans changed' }],
    ],
  },
  {
    name: "a customer's courier application",
    setup: async () => {
      const [A, B, admin] = [
        await person('CUSTOMER', 'Courier Applicant'),
        await person('SELLER', 'Application Stranger'),
        await person('ADMIN', 'Application Admin'),
      ];
      const application = (
        await ok<{ id: number }>(201, 'POST', '/delivery/courier/applications', A, { ...courierApplication, name: 'Kwabena Applicant' })
      ).id;
      const readBack = () => read('/delivery/courier/application', A);
      return {
        people: { A, B, admin, anonymous },
        ids: { application },
        readBack,
        outsiders: ['B', 'anonymous'],
        secrets: ['Kwabena Applicant', A.email],
      };
    },
    rows: [
      // B asks for B's own application (none): nothing of A's.
      ['GET /delivery/courier/application', 'B', [200, 404]],
      ['GET /delivery/courier/application', 'anonymous', 401],
      ['GET /admin/courier-applications', 'B', 403],
      ['GET /admin/courier-applications', 'A', 403],
      ['POST /admin/courier-applications/{application}/approve', 'A', 403],
      ['POST /admin/courier-applications/{application}/approve', 'B', 403],
      ['POST /admin/courier-applications/{application}/approve', 'anonymous', 401],
      ['POST /admin/courier-applications/{application}/reject', 'B', 403],
      ['POST /admin/courier-applications/{application}/reject', 'anonymous', 401],
      ['GET /delivery/courier/application', 'A', 200],
      ['POST /admin/courier-applications/{application}/approve', 'admin', 200],
    ],
  },
  {
    name: "a customer's wishlist",
    setup: async () => {
      const [A, B, seller] = [
        await person('CUSTOMER', 'Wishlist Owner'),
        await person('CUSTOMER', 'Wishlist Stranger'),
        await person('SELLER', 'Wishlist Seller'),
      ];
      const listing = await postListing(ctx, seller);
      await ok(200, 'POST', '/wishlist', A, { listing_id: listing });
      const readBack = () => read('/wishlist', A);
      return { people: { A, B, anonymous }, ids: { listing }, readBack, outsiders: ['B', 'anonymous'] };
    },
    rows: [
      // Scoped to the caller: B removes the listing from B's own wishlist (it was never there); A's keeps it.
      ['DELETE /wishlist/{listing}', 'B', 200],
      ['GET /wishlist', 'B', 200],
      ['DELETE /wishlist/{listing}', 'anonymous', 401],
      ['GET /wishlist', 'anonymous', 401],
      ['POST /wishlist', 'anonymous', 401, { listing_id: '{listing}' }],
      ['DELETE /wishlist/{listing}', 'A', 200],
    ],
  },
  {
    name: "a person's saved search",
    setup: async () => {
      const [A, B] = [await person('CUSTOMER', 'Search Owner'), await person('CUSTOMER', 'Search Stranger')];
      const search = (
        await ok<{ id: number }>(201, 'POST', '/saved-searches', A, { name: 'Secret hunt', query: { q: 'secret prototype' } })
      ).id;
      const readBack = () => read(`/saved-searches/${search}`, A);
      return {
        people: { A, B, anonymous },
        ids: { search },
        readBack,
        outsiders: ['B', 'anonymous'],
        secrets: ['Secret hunt', 'secret prototype'],
      };
    },
    rows: [
      ['GET /saved-searches/{search}', 'B', 404],
      ['PATCH /saved-searches/{search}', 'B', 404, { name: 'Taken over', frequency: 'off' }],
      ['DELETE /saved-searches/{search}', 'B', 404],
      ['GET /saved-searches', 'B', 200],
      ['GET /saved-searches', 'anonymous', 401],
      ['POST /saved-searches', 'anonymous', 401, { query: {} }],
      ['GET /saved-searches/{search}', 'anonymous', 401],
      ['PATCH /saved-searches/{search}', 'anonymous', 401, { name: 'Taken over' }],
      ['DELETE /saved-searches/{search}', 'anonymous', 401],
      ['PATCH /saved-searches/{search}', 'A', 200, { frequency: 'daily' }],
      ['DELETE /saved-searches/{search}', 'A', 200],
    ],
  },
  {
    // The digest mail's unsubscribe link (ADR 073): the signed token is the authority, signed out;
    // a forged one, or another search's, is refused whoever calls and changes nothing.
    name: "a saved search's unsubscribe link",
    setup: async () => {
      const [A, B] = [await person('CUSTOMER', 'Unsubscribe Owner'), await person('CUSTOMER', 'Unsubscribe Stranger')];
      const search = (
        await ok<{ id: number }>(201, 'POST', '/saved-searches', A, {
          name: 'Secret mailing hunt',
          query: { q: 'secret' },
          frequency: 'daily',
        })
      ).id;
      const other = (
        await ok<{ id: number }>(201, 'POST', '/saved-searches', B, { name: 'Stranger hunt', query: { q: 'other' }, frequency: 'daily' })
      ).id;
      const secret = ctx.deps.config.unsubscribeSecret;
      const token = signUnsubscribe(secret, search, A.id);
      const ids = {
        search,
        token,
        forged: signUnsubscribe('not-the-server-secret-but-long-enough', search, A.id),
        other: signUnsubscribe(secret, other, B.id),
        mine: signUnsubscribe(secret, other, A.id),
      };
      const readBack = () => read(`/saved-searches/${search}`, A);
      return { people: { A, B, anonymous, link: null }, ids, readBack, outsiders: ['B', 'anonymous'], secrets: ['Secret mailing hunt'] };
    },
    rows: [
      ['GET /saved-searches/{search}/unsubscribe?token={forged}', 'anonymous', 403],
      ['POST /saved-searches/{search}/unsubscribe?token={forged}', 'anonymous', 403],
      ['POST /saved-searches/{search}/unsubscribe?token={forged}', 'B', 403],
      ['POST /saved-searches/{search}/unsubscribe?token={other}', 'B', 403],
      ['POST /saved-searches/{search}/unsubscribe?token={mine}', 'anonymous', 403],
      ['POST /saved-searches/{search}/unsubscribe', 'anonymous', 422],
      ['GET /saved-searches/{search}/unsubscribe?token={token}', 'link', 200],
      ['POST /saved-searches/{search}/unsubscribe?token={token}', 'link', 200],
    ],
  },
  {
    name: "a person's push subscription (a device)",
    setup: async () => {
      const [A, B] = [await person('CUSTOMER', 'Push Owner'), await person('CUSTOMER', 'Push Stranger')];
      const endpoint = `https://push.example.test/secret-device-${randomUUID()}`;
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      const device = (await ok<{ id: number }>(201, 'POST', '/push/subscriptions', A, { endpoint, keys })).id;
      await ok(200, 'PUT', '/push/preferences', A, { rides: false });
      const readBack = async () => ({ devices: await read('/push/subscriptions', A), choices: await read('/push/preferences', A) });
      return { people: { A, B, anonymous }, ids: { device }, readBack, outsiders: ['B', 'anonymous'], secrets: [endpoint] };
    },
    rows: [
      ['DELETE /push/subscriptions/{device}', 'B', 404],
      // Scoped to the caller: B's lists and choices are B's own.
      ['GET /push/subscriptions', 'B', 200],
      ['GET /push/preferences', 'B', 200],
      ['PUT /push/preferences', 'B', 200, { messages: false }],
      ['GET /push/subscriptions', 'anonymous', 401],
      [
        'POST /push/subscriptions',
        'anonymous',
        401,
        { endpoint: 'https://push.example.test/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
      ],
      ['DELETE /push/subscriptions/{device}', 'anonymous', 401],
      ['POST /push/unsubscribe', 'anonymous', 401, { endpoint: 'https://push.example.test/x' }],
      ['GET /push/preferences', 'anonymous', 401],
      ['PUT /push/preferences', 'anonymous', 401, { messages: false }],
      ['DELETE /push/subscriptions/{device}', 'A', 204],
    ],
  },
  {
    name: "a customer's profile and account type",
    setup: async () => {
      const [A, B, admin] = [
        await person('CUSTOMER', 'Profile Owner'),
        await person('CUSTOMER', 'Profile Stranger'),
        await person('ADMIN', 'Profile Admin'),
      ];
      await ok(200, 'PUT', '/users/me', A, {
        name: A.name,
        email: A.email,
        address: '12 Private Lane, East Legon',
        birthdate: '1990-05-17',
      });
      const readBack = () => read('/users/me', A);
      return {
        people: { A, B, admin, anonymous },
        ids: { A: A.id },
        readBack,
        outsiders: ['B', 'anonymous'],
        secrets: [A.email, A.phone, '12 Private Lane', '1990-05-17'],
      };
    },
    rows: [
      // Scoped to the caller: B edits B's own profile; A's is untouched.
      ['PUT /users/me', 'B', 200, { name: 'Renamed Stranger', email: 'renamed.stranger@example.com' }],
      ['GET /users/me', 'B', 200],
      // The public lookups answer public fields only.
      ['GET /users/{A}', 'B', 200],
      ['GET /users/profile/{A}', 'anonymous', 200],
      ['GET /users/{A}/profile', 'anonymous', 200],
      ['PUT /users/me', 'anonymous', 401, { name: 'Anonymous', email: 'anonymous@example.com' }],
      // Nobody makes themselves (or anyone) an admin but an admin.
      ['PATCH /admin/users/{A}', 'B', 403, { user_type: 'ADMIN' }],
      ['PATCH /admin/users/{A}', 'A', 403, { user_type: 'ADMIN' }],
      ['PATCH /admin/users/{A}', 'anonymous', 401, { user_type: 'ADMIN' }],
      ['PUT /users/me', 'A', 405, { name: 'Profile Owner', email: '{email}', user_type: 'ADMIN' }],
      ['GET /users/me', 'A', 200],
      ['PATCH /admin/users/{A}', 'admin', 200, { user_type: 'SELLER' }],
    ],
  },
  {
    name: 'a verified phone number (issue 32: one account per number)',
    setup: async () => {
      const [A, B] = [await person('CUSTOMER', 'Phone Owner'), await person('CUSTOMER', 'Phone Stranger')];
      const number = '+233277000501';
      await ok(200, 'POST', '/users/me/phone', A, { phone: '027 700 0501' });
      await ctx.app.services.jobs.drain();
      const texted = await ok<{ text: string }[]>(200, 'GET', `/dev/sms?to=${encodeURIComponent(number)}`, null);
      const code = /\b(\d{6})\b/.exec(texted[0]?.text ?? '')?.[1];
      await ok(200, 'POST', '/users/me/phone/verify', A, { code });
      return {
        people: { A, B, anonymous },
        ids: { A: A.id },
        readBack: () => read('/users/me', A),
        outsiders: ['B', 'anonymous'],
        secrets: [number, A.email],
      };
    },
    rows: [
      ['POST /users/me/phone', 'B', 409, { phone: '+233277000501' }],
      ['POST /users/me/phone/verify', 'B', 400, { code: '123456' }],
      ['POST /users/me/phone', 'anonymous', 401, { phone: '+233277000501' }],
      ['POST /users/me/phone/verify', 'anonymous', 401, { code: '123456' }],
      ['POST /phone/register', 'anonymous', 409, { name: 'Taker', phone: '0277000501', address: 'Accra', password: 'secret123' }],
      ['POST /phone/otp/send', 'anonymous', 400, { user_id: '{A}' }],
      ['POST /phone/otp/verify', 'anonymous', 400, { user_id: '{A}', code: '123456' }],
      ['POST /phone/login/send-code', 'anonymous', 200, { phone: '+233277000501' }],
      ['POST /phone/login', 'anonymous', 400, { phone: '+233277000501', code: '123456' }],
      ['POST /phone/password/request-reset-code', 'anonymous', 200, { phone: '+233277000501' }],
      ['POST /users/me/phone', 'A', 400, { phone: '+233277000501' }],
    ],
  },
  {
    name: "a seller's identity check (issue 32): its photos and decision, the seller's and admins' only",
    setup: async () => {
      const [A, B, buyer, admin] = [
        await person('SELLER', 'Verifying Seller'),
        await person('SELLER', 'Other Seller'),
        await person('CUSTOMER', 'Curious Buyer'),
        await person('ADMIN', 'ID Admin'),
      ];
      const form = await multipart({ card_number: 'GHA-000000000-1' }, [
        { field: 'selfie', filename: 'me.jpg', contentType: 'image/jpeg', data: await jpeg() },
        { field: 'card_photo', filename: 'card.jpg', contentType: 'image/jpeg', data: await jpeg() },
      ]);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/verification',
        headers: { ...A.auth, ...form.headers },
        payload: form.payload,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const check = (sent.json() as { id: number }).id;
      const readBack = async () => ({ mine: await read('/verification', A), queue: await read('/admin/verifications', admin) });
      return {
        people: { A, B, buyer, admin, anonymous },
        ids: { check },
        readBack,
        outsiders: ['B', 'buyer', 'anonymous'],
        secrets: ['Verifying Seller', '"card_last4":"0001"'],
      };
    },
    rows: [
      ['GET /verification/{check}/photos/selfie', 'B', 404],
      ['GET /verification/{check}/photos/card', 'buyer', 404],
      ['GET /verification/{check}/photos/selfie', 'anonymous', 401],
      ['GET /verification', 'B', 200],
      ['GET /verification', 'anonymous', 401],
      ['GET /admin/verifications', 'B', 403],
      ['GET /admin/verifications', 'buyer', 403],
      ['POST /admin/verifications/{check}/decision', 'B', 403, { decision: 'approve' }],
      ['POST /admin/verifications/{check}/decision', 'anonymous', 401, { decision: 'approve' }],
      ['GET /verification/{check}/photos/selfie', 'A', 200],
      ['GET /verification/{check}/photos/card', 'admin', 200],
    ],
  },
  {
    name: "a seller's paid boost of their listing, and its receipt (ADR 072)",
    setup: async () => {
      const [A, B, admin] = [
        await person('SELLER', 'Boosting Seller'),
        await person('SELLER', 'Boost Stranger'),
        await person('ADMIN', 'Boost Admin'),
      ];
      const listing = await postListing(ctx, A);
      await ctx.deps.db.update(listings).set({ status: 'active' }).where(eq(listings.id, listing));
      const boost = (
        await ok<{ id: number }>(201, 'POST', '/boosts', A, {
          listing_id: listing,
          kind: 'featured',
          days: 7,
          momo_network: 'MTN',
          momo_number: '024 555 9876',
        })
      ).id;
      const readBack = () => read(`/boosts?listing_id=${listing}`, A);
      return {
        people: { A, B, admin, anonymous },
        ids: { listing, boost },
        readBack,
        outsiders: ['B', 'anonymous'],
        secrets: [A.email, '+233245559876', '24 555 9876'],
      };
    },
    rows: [
      ['GET /boosts/{boost}', 'B', 404],
      ['GET /boosts/{boost}', 'anonymous', 401],
      ['GET /boosts/{boost}/receipt', 'B', 404],
      ['GET /boosts/{boost}/receipt', 'anonymous', 401],
      ['GET /boosts', 'B', 200],
      ['GET /boosts', 'anonymous', 401],
      ['POST /boosts', 'B', 403, { listing_id: '{listing}', kind: 'urgent', days: 30, momo_network: 'MTN', momo_number: '024 555 1111' }],
      [
        'POST /boosts',
        'anonymous',
        401,
        { listing_id: '{listing}', kind: 'urgent', days: 30, momo_network: 'MTN', momo_number: '024 555 1111' },
      ],
      ['POST /admin/boosts/{boost}/refund', 'A', 403],
      ['POST /admin/boosts/{boost}/refund', 'B', 403],
      ['POST /admin/boosts/{boost}/refund', 'anonymous', 401],
      ['PUT /admin/boosts/prices', 'A', 403, { prices: [{ kind: 'featured', days: 7, amount: 1 }] }],
      ['GET /admin/boosts', 'B', 403],
      ['GET /boosts/{boost}', 'admin', 200],
      ['GET /boosts/{boost}', 'A', 200],
    ],
  },
  {
    name: 'a report of a listing (moderated by admins only)',
    setup: async () => {
      const [A, seller, admin] = [
        await person('CUSTOMER', 'Reporter'),
        await person('SELLER', 'Reported Seller'),
        await person('ADMIN', 'Report Admin'),
      ];
      const listing = await postListing(ctx, seller);
      const report = (
        await ok<{ id: number }>(201, 'POST', '/classifieds/report', A, {
          listing_id: listing,
          title: 'spam',
          comment: 'Reported by a named customer',
        })
      ).id;
      const readBack = async () => ({ queue: await read('/admin/reports', admin), listing: await read(`/classifieds/${listing}`, seller) });
      return {
        people: { A, seller, admin, anonymous },
        ids: { report, listing },
        readBack,
        outsiders: ['seller', 'anonymous'],
        secrets: ['Reported by a named customer', A.email],
      };
    },
    rows: [
      ['GET /admin/reports', 'A', 403],
      ['GET /admin/reports', 'seller', 403],
      ['GET /admin/reports', 'anonymous', 401],
      ['PATCH /admin/reports/{report}', 'seller', 403, { action: 'dismiss' }],
      ['PATCH /admin/reports/{report}', 'A', 403, { action: 'deactivate' }],
      ['PATCH /admin/reports/{report}', 'anonymous', 401, { action: 'deactivate' }],
      ['PATCH /admin/reports/{report}', 'admin', 200, { action: 'dismiss' }],
    ],
  },
  {
    name: 'a report of a review, and hiding the review (moderated by admins only, ADR 074)',
    setup: async () => {
      const [A, seller, B, admin] = [
        await person('CUSTOMER', 'Review Reporter'),
        await person('SELLER', 'Reported Review Seller'),
        await person('CUSTOMER', 'Review Report Stranger'),
        await person('ADMIN', 'Review Admin'),
      ];
      const order = await deliveredOrder(B, seller);
      const review = (
        await ok<{ id: number }>(201, 'POST', `/orders/${order}/review`, B, { rating: 1, body: 'Rude seller, call 024 000 1111' })
      ).id;
      await ok(201, 'POST', `/reviews/${review}/report`, A, { reason: 'personal_info', comment: 'Reported by a named customer' });
      const readBack = async () => ({
        queue: await read('/admin/reported-reviews', admin),
        review: await read(`/orders/${order}/review`, B),
        page: await ok(200, 'GET', `/sellers/${seller.id}/reviews`, null),
      });
      return {
        people: { A, seller, B, admin, anonymous },
        ids: { review },
        readBack,
        outsiders: ['anonymous'],
        secrets: ['Reported by a named customer', A.email],
      };
    },
    rows: [
      ['POST /reviews/{review}/report', 'anonymous', 401, { reason: 'spam' }],
      ['POST /reviews/{review}/report', 'B', 403, { reason: 'spam' }],
      ['POST /reviews/{review}/report', 'A', 409, { reason: 'spam' }],
      ['GET /admin/reported-reviews', 'A', 403],
      ['GET /admin/reported-reviews', 'seller', 403],
      ['GET /admin/reported-reviews', 'anonymous', 401],
      ['PATCH /admin/reviews/{review}', 'seller', 403, { action: 'hide', reason: 'The seller hides it' }],
      ['PATCH /admin/reviews/{review}', 'B', 403, { action: 'restore' }],
      ['PATCH /admin/reviews/{review}', 'A', 403, { action: 'hide', reason: 'The reporter hides it' }],
      ['PATCH /admin/reviews/{review}', 'anonymous', 401, { action: 'hide', reason: 'Anonymous hides it' }],
      ['GET /admin/reported-reviews', 'admin', 200],
      ['POST /reviews/{review}/report', 'seller', 201, { reason: 'personal_info' }],
      ['PATCH /admin/reviews/{review}', 'admin', 200, { action: 'hide', reason: 'Personal details' }],
    ],
  },
  {
    name: 'delivery support: tickets and locked handovers (admins only)',
    setup: async () => {
      const [A, courier, admin] = [
        await person('CUSTOMER', 'Support Customer'),
        await person('COURIER', 'Support Courier'),
        await person('ADMIN', 'Support Admin'),
      ];
      const id = await delivery(A, courier);
      const ticket = (
        await ok<{ id: number }>(201, 'POST', `/delivery/requests/${id}/issues`, A, {
          category: 'damaged',
          message: 'The box arrived crushed',
        })
      ).id;
      const readBack = async () => ({
        tickets: await read('/admin/delivery/tickets', admin),
        delivery: await read(`/delivery/requests/${id}`, A),
      });
      return { people: { A, courier, admin, anonymous }, ids: { ticket, delivery: id }, readBack, outsiders: ['anonymous'] };
    },
    rows: [
      ['GET /admin/delivery/tickets', 'A', 403],
      ['GET /admin/delivery/tickets', 'courier', 403],
      ['GET /admin/delivery/tickets', 'anonymous', 401],
      ['PATCH /admin/delivery/tickets/{ticket}', 'A', 403, { status: 'resolved' }],
      ['PATCH /admin/delivery/tickets/{ticket}', 'courier', 403, { status: 'resolved' }],
      ['PATCH /admin/delivery/tickets/{ticket}', 'anonymous', 401, { status: 'resolved' }],
      ['POST /admin/delivery/requests/{delivery}/unlock', 'A', 403, { action: 'cancel' }],
      ['POST /admin/delivery/requests/{delivery}/unlock', 'courier', 403, { action: 'retry' }],
      ['POST /admin/delivery/requests/{delivery}/unlock', 'anonymous', 401, { action: 'cancel' }],
      ['PATCH /admin/delivery/tickets/{ticket}', 'admin', 200, { status: 'resolved' }],
    ],
  },
];

const expectedList = (expected: Expected): readonly number[] => (typeof expected === 'number' ? [expected] : expected);

/** Fills {placeholders} in a path or in a body's string values ('{listing}' becomes the number). */
function fill(value: unknown, fixture: Fixture): unknown {
  const people = fixture.people as Record<string, TestUser | null>;
  if (typeof value === 'string') {
    const whole = /^\{(\w+)\}$/.exec(value);
    if (whole?.[1] && whole[1] in fixture.ids) return fixture.ids[whole[1]];
    if (value === '{email}') return people.A?.email;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, fixture));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, fixture)]));
  return value;
}

async function call(row: Row, fixture: Fixture): Promise<LightMyRequestResponse> {
  const [operation, whoName, , body] = row;
  const [method, path] = operation.split(' ') as [Method, string];
  const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => String(fixture.ids[name] ?? `{${name}}`))}`;
  if (!(whoName in fixture.people)) throw new Error(`row names '${whoName}', who is not in this resource's people`);
  const who = fixture.people[whoName] ?? null;
  const headers: Record<string, string> = { ...(who ? who.auth : {}) };
  if (body === PHOTO) {
    const form = await multipart({ body: 'A photo' }, [
      { field: 'file', filename: 'gate.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ]);
    return ctx.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  if (body === undefined) return ctx.app.inject({ method, url, headers });
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(fill(body, fixture)),
  });
}

function hasDetail(res: LightMyRequestResponse): boolean {
  try {
    const detail = (res.json() as { detail?: unknown }).detail;
    return (typeof detail === 'string' && detail.length > 0) || (Array.isArray(detail) && detail.length > 0);
  } catch {
    return false;
  }
}

for (const resource of RESOURCES) {
  describe(resource.name, () => {
    let fixture: Fixture;
    beforeAll(async () => {
      fixture = await resource.setup();
    });

    for (const row of resource.rows) {
      const [operation, who, expected] = row;
      it(`${operation} as ${who}: ${expectedList(expected).join(' or ')}`, async () => {
        const refused = expectedList(expected).every((status) => status >= 400);
        const outsider = fixture.outsiders.includes(who);
        const before = refused || outsider ? await fixture.readBack() : undefined;
        const res = await call(row, fixture);
        expect(expectedList(expected), `${operation} as ${who} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toContain(
          res.statusCode,
        );
        if (res.statusCode >= 400) expect(hasDetail(res), `a {detail} body: ${res.body.slice(0, 200)}`).toBe(true);
        if (refused || outsider) expect(await fixture.readBack(), `${operation} as ${who} changed the resource`).toEqual(before);
        if (outsider)
          for (const secret of fixture.secrets ?? []) expect(res.body, `${operation} as ${who} told them ${secret}`).not.toContain(secret);
      });
    }
  });
}

describe('every admin operation in the OpenAPI document', () => {
  // Generic, so admin routes added later are covered without a row: every non-admin role gets 403
  // and an anonymous caller 401, with a plausible body and ids that exist.
  it('refuses every non-admin role (403) and anonymous callers (401)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const adminOps = listOperations(doc).filter((op) => op.path.startsWith('/api/v1/admin/'));
    expect(adminOps.length).toBeGreaterThan(5);
    const nonAdmins = [
      await person('CUSTOMER', 'Not Admin Customer'),
      await person('SELLER', 'Not Admin Seller'),
      await person('COURIER', 'Not Admin Courier'),
    ];
    const problems: string[] = [];
    for (const op of adminOps) {
      const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((parameter) => [parameter.name, '1'])));
      const body = op.jsonBody
        ? { headers: { 'content-type': 'application/json' }, payload: toJsonText(sample(op.jsonBody)) }
        : { headers: {} };
      for (const who of [...nonAdmins, null]) {
        const res = await ctx.app.inject({
          method: op.method,
          url,
          headers: { ...body.headers, ...(who?.auth ?? {}) },
          ...(body.payload ? { payload: body.payload } : {}),
        });
        const expected = who ? 403 : 401;
        if (res.statusCode !== expected || !hasDetail(res))
          problems.push(`${operationName(op)} as ${who?.userType ?? 'anonymous'}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
