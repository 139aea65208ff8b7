import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '@dwa/db/schema';
import type { UserType } from '@dwa/shared/catalogue';
import { DEFAULT_AUTH_LIMITS, type AuthLimits, type RateRule } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { signToken } from '../src/lib/tokens';
import { TEST_PASSWORD_PARAMS } from './factories/users';
import { createTestApp, type TestContext } from './helpers';
import { multipart } from './multipart';

// The people and things the security tests (src/security) act on: an app whose rate limits do not
// get in the way of thousands of requests, users of every role, and one resource of each kind
// made through the API the way a client makes it.

export type TestUser = {
  id: number;
  name: string;
  email: string;
  phone: string;
  userType: UserType;
  token: string;
  auth: { authorization: string };
};
export type Who = TestUser | null;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const UNLIMITED: RateRule = { limit: 1_000_000, windowMs: 60_000 };

/** An app for the security tests: the per-IP ceiling and the per-account limits out of the way (they answer 429, which would hide what is behind). */
export function createSecurityApp(): Promise<TestContext> {
  const authLimits = Object.fromEntries(
    Object.entries(DEFAULT_AUTH_LIMITS).map(([name, rule]) => [name, typeof rule === 'number' ? rule : UNLIMITED]),
  ) as AuthLimits;
  return createTestApp({
    config: {
      apiRateLimitPerMinute: 1_000_000,
      authLimits,
      chatSendLimit: UNLIMITED,
      chatStartLimit: UNLIMITED,
      deliveryChatSendLimit: UNLIMITED,
      deliveryIssueLimit: UNLIMITED,
    },
  });
}

/** Requests as someone (null: anonymous), answering the raw response. */
export function caller(ctx: TestContext) {
  return (method: Method, url: string, who: Who, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Like `caller`, but the answer must have this status; answers the parsed body. */
export function expecting(ctx: TestContext) {
  const call = caller(ctx);
  return async <T = Record<string, unknown>>(status: number, method: Method, url: string, who: Who, payload?: unknown): Promise<T> => {
    const res = await call(method, url, who, payload);
    if (res.statusCode !== status) throw new Error(`${method} ${url}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (res.body ? res.json() : null) as T;
  };
}

export const listingFields = {
  title: 'Samsung Galaxy S21',
  description: 'Barely used, with charger and box.',
  price: '2500',
  category: 'Electronics',
  sub_category: 'Phones',
  promotion: 'NONE',
  meta: JSON.stringify({ brand: 'Samsung', type: 'S21', condition: 'Like New' }),
  region: 'Greater Accra',
  town: 'Osu',
};

export const deliveryRequest = {
  item_description: 'Samsung phone in a box',
  item_size: 'medium',
  pickup_address: 'Osu, Oxford Street, Accra',
  delivery_address: 'Madina Market, Accra',
  recipient_name: 'Kofi Boateng',
  recipient_phone: '024 555 1234',
  urgency: 'express',
};

export const courierApplication = { name: 'Yaw Rider', phone: '024 555 9876', vehicle_type: 'motorbike', region: 'Greater Accra' };

let photoColour = 0;
/** A small JPEG, different bytes each time. */
export async function jpeg(): Promise<Buffer> {
  photoColour += 1;
  return sharp({ create: { width: 32, height: 24, channels: 3, background: { r: photoColour % 256, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** Posts a listing as `who` (multipart, one photo) and answers its id. */
export async function postListing(ctx: TestContext, who: TestUser, fields: Record<string, string> = listingFields): Promise<number> {
  const form = await multipart(fields, [{ field: 'images', filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpeg() }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/classifieds/',
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`posting a listing: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

let cheapHash: Promise<string> | undefined;
let userSequence = 0;

/** A verified, active user straight in the database (a cheap argon2id hash: nobody signs in here) with a bearer token. */
export async function userOf(ctx: TestContext, userType: UserType, name: string): Promise<TestUser> {
  cheapHash ??= hashPassword('secret123', TEST_PASSWORD_PARAMS);
  userSequence += 1;
  const [row] = await ctx.deps.db
    .insert(users)
    .values({
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${userType.toLowerCase()}.${userSequence}.${Date.now().toString(36)}@example.com`,
      name,
      passwordHash: await cheapHash,
      phone: `+2332${String(41_000_000 + userSequence).padStart(8, '0')}`,
      address: 'Osu, Accra',
      userType,
      isVerified: true,
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion, email: users.email, phone: users.phone });
  if (!row) throw new Error('could not create the test user');
  const token = await signToken({ sub: row.id, ver: row.tokenVersion, typ: 'access' }, ctx.deps.config.jwtSecret, 3600);
  return { id: row.id, name, email: row.email, phone: row.phone ?? '', userType, token, auth: { authorization: `Bearer ${token}` } };
}

export type Roles = Record<'CUSTOMER' | 'SELLER' | 'COURIER' | 'ADMIN', TestUser>;

/**
 * One user of each role (made first, in this order, so their ids are small and stable) and one of
 * each resource, so that the id 1 of every path points at something real: a listing (the seller's),
 * a comment, a conversation with a message (customer and seller), a delivery taken by the courier
 * with a support ticket, a report, a courier application (by a bystander) and the seller's
 * notification of the comment. Also a deactivated account.
 */
export async function seedWorld(ctx: TestContext) {
  const roles = {} as Roles;
  for (const role of ['CUSTOMER', 'SELLER', 'COURIER', 'ADMIN'] as const) roles[role] = await userOf(ctx, role, `Fuzz ${role}`);
  const applicant = await userOf(ctx, 'CUSTOMER', 'Fuzz Applicant');
  const deactivated = await userOf(ctx, 'SELLER', 'Fuzz Deactivated');
  await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));

  const ok = expecting(ctx);
  const { CUSTOMER: customer, SELLER: seller, COURIER: courier } = roles;
  const listingId = await postListing(ctx, seller);
  const comment = await ok<{ id: number }>(201, 'POST', '/classifieds/comment', customer, {
    listing_id: listingId,
    content: 'Is it still available?',
  });
  const conversation = await ok<{ id: number }>(201, 'POST', `/chat/start/${seller.id}`, customer, { listing_id: listingId });
  const message = await ok<{ id: number }>(201, 'POST', `/chat/${conversation.id}/send`, seller, {
    message_type: 'TEXT',
    content: 'Yes, it is.',
  });
  await ok(200, 'PUT', '/delivery/courier/status', courier, { online: true });
  const delivery = await ok<{ id: number }>(201, 'POST', '/delivery/requests', customer, deliveryRequest);
  await ok(200, 'POST', `/delivery/jobs/${delivery.id}/accept`, courier);
  await ok(201, 'POST', `/delivery/requests/${delivery.id}/messages`, courier, { type: 'text', body: 'On my way.' });
  const ticket = await ok<{ id: number }>(201, 'POST', `/delivery/requests/${delivery.id}/issues`, customer, {
    category: 'late',
    message: 'The courier is late.',
  });
  const report = await ok<{ id: number }>(201, 'POST', '/classifieds/report', customer, { listing_id: listingId, title: 'spam' });
  const application = await ok<{ id: number }>(201, 'POST', '/delivery/courier/applications', applicant, courierApplication);
  return {
    roles,
    applicant,
    deactivated,
    ids: {
      listingId,
      commentId: comment.id,
      conversationId: conversation.id,
      messageId: message.id,
      deliveryId: delivery.id,
      ticketId: ticket.id,
      reportId: report.id,
      applicationId: application.id,
    },
  };
}

/** Authorization headers that must never let anyone in: malformed, forged, expired, of the wrong type, signed out, of a deactivated account. */
export async function badAuthorizations(ctx: TestContext, victim: TestUser, deactivated: TestUser): Promise<Record<string, string>> {
  const secret = ctx.deps.config.jwtSecret;
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: victim.id, ver: 0, typ: 'access' };
  const now = Math.floor(Date.now() / 1000);
  return {
    'the Bearer scheme without a token': 'Bearer',
    'not a JWT': 'Bearer not-a-token',
    'two tokens': `Bearer ${victim.token} ${victim.token}`,
    'the Basic scheme': `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    'a token signed with another secret': `Bearer ${await signToken(claims, 'another-secret-another-secret-another-secret', 3600)}`,
    'an unsigned token (alg none)': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now, exp: now + 3600 })}.`,
    'a token with its signature cut off': `Bearer ${victim.token.split('.').slice(0, 2).join('.')}.`,
    'an expired token': `Bearer ${await signToken(claims, secret, -60)}`,
    'a token of another type (reset)': `Bearer ${await signToken({ ...claims, typ: 'reset' }, secret, 3600)}`,
    'a signed-out token (older version)': `Bearer ${await signToken({ ...claims, ver: 7 }, secret, 3600)}`,
    "a deactivated account's token": deactivated.auth.authorization,
    "a deleted account's token": `Bearer ${await signToken({ ...claims, sub: 2_000_000_000 }, secret, 3600)}`,
  };
}
