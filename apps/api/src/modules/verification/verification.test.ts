import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@dwa/db/client';
import type { IdVerification } from '@dwa/shared/verification';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { jpeg, TEXT_AS_JPEG } from '../../../test/factories/images';
import { createUser, type TestUser } from '../../../test/factories/users';
import { multipart } from '../../../test/multipart';
import { privateStorageOf } from '../../lib/private-storage';
import { PURGE_PHOTOS, SUBMIT_CHECK } from './verification.service';

// Verified ID (issue 32, ADR 069) with the sandbox provider: its documented test numbers pass or
// fail; the check runs as jobs; the card number is never stored in clear; the photos answer only to
// the seller and admins, and are deleted once the retention after the decision has passed.

const HOUR = 3_600_000;
const clock = testClock();
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  admin = await createUser(ctx, { userType: 'ADMIN' });
});
afterAll(() => ctx.close());

type Row = {
  status: string;
  card_hash: string;
  card_last4: string;
  card_sealed: string | null;
  selfie_key: string | null;
  card_photo_key: string | null;
  reason: string | null;
};

const rowOf = async (id: number) =>
  (await rowsOf<Row & Record<string, unknown>>(ctx.deps.db, sql`SELECT * FROM id_verifications WHERE id = ${id}`))[0]!;

async function send(who: TestUser | null, cardNumber: string, options: { selfie?: Buffer | null; card?: Buffer | null } = {}) {
  const selfie = options.selfie === undefined ? await jpeg(640, 800, '#c96') : options.selfie;
  const card = options.card === undefined ? await jpeg(860, 540, '#36c') : options.card;
  const files = [
    ...(selfie ? [{ field: 'selfie', filename: 'me.jpg', contentType: 'image/jpeg', data: selfie }] : []),
    ...(card ? [{ field: 'card_photo', filename: 'card.jpg', contentType: 'image/jpeg', data: card }] : []),
  ];
  const form = await multipart({ card_number: cardNumber }, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/verification',
    headers: { ...(who?.auth ?? {}), ...form.headers },
    payload: form.payload,
  });
}

const get = (url: string, who: TestUser | null) => ctx.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const mine = async (who: TestUser) => (await get('/api/v1/verification', who)).json() as IdVerification;
const notices = async (who: TestUser) => ((await get('/api/v1/notifications', who)).json() as { results: unknown[] }).results;

describe('verified ID with the sandbox provider', () => {
  it('passes on the test number, shows the badge, logs the decision and keeps no number in clear', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    expect(await mine(seller)).toMatchObject({ status: 'none', id: null });
    const sent = await send(seller, 'gha 000000000 0');
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json() as IdVerification;
    expect(request).toMatchObject({ status: 'pending', card_last4: '0000', provider: 'sandbox' });

    const row = await rowOf(request.id!);
    const everything = JSON.stringify(row);
    expect(everything).not.toContain('000000000');
    expect(row.card_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.card_sealed).not.toBeNull();
    const jobsText = JSON.stringify(await rowsOf(ctx.deps.db, sql`SELECT payload FROM graphile_worker._private_jobs`));
    expect(jobsText).not.toContain('GHA-');

    await ctx.app.services.jobs.drain();
    expect(await mine(seller)).toMatchObject({ status: 'verified', reason: null });
    // The seller is told (ADR 074), whoever decided.
    expect(await notices(seller)).toEqual([
      expect.objectContaining({
        kind: 'id_verification',
        title: 'Your identity is verified.',
        body: 'Your seller page and your listings now show the ID verified badge.',
        link: '/account/verification',
      }),
    ]);
    expect((await rowOf(request.id!)).card_sealed).toBeNull();
    expect((await get(`/api/v1/sellers/${seller.id}`, null)).json()).toMatchObject({ id_verified: true });
    const audit = (await get(`/api/v1/admin/audit?action=id_verification.verify&target_id=${request.id}`, admin)).json();
    expect(audit.results).toHaveLength(1);

    // Once verified, not again; and nobody else may verify the same card.
    expect((await send(seller, 'GHA-000000000-0')).statusCode).toBe(409);
    const other = await createUser(ctx, { userType: 'SELLER' });
    expect((await send(other, 'GHA-000000000-0')).json()).toMatchObject({
      detail: 'This Ghana Card is already verified on another account.',
    });
  });

  it('fails on the failing test number with the reason; the seller may try again', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const request = (await send(seller, 'GHA-000000000-1')).json() as IdVerification;
    expect((await send(seller, 'GHA-000000000-1')).json()).toMatchObject({ detail: 'Your identity check is already in progress.' });
    await ctx.app.services.jobs.drain();
    expect(await mine(seller)).toMatchObject({
      id: request.id,
      status: 'rejected',
      reason: 'No record of this ID number was found (1013).',
    });
    expect(await notices(seller)).toEqual([
      expect.objectContaining({
        kind: 'id_verification',
        title: 'Your identity check was not approved.',
        body: 'Reason: No record of this ID number was found (1013). You can try again with a new selfie and card photo.',
      }),
    ]);
    expect((await get(`/api/v1/sellers/${seller.id}`, null)).json()).toMatchObject({ id_verified: false });
    expect((await get(`/api/v1/admin/audit?action=id_verification.reject&target_id=${request.id}`, admin)).json().results).toHaveLength(1);
    // A live number is not one the sandbox knows.
    expect((await send(seller, 'GHA-123456789-0')).statusCode).toBe(201);
    await ctx.app.services.jobs.drain();
    expect((await mine(seller)).status).toBe('rejected');
  });

  it('only the seller and admins read the photos; strangers, other sellers and anonymous callers get nothing', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const request = (await send(seller, 'GHA-000000000-1')).json() as IdVerification;
    const selfie = request.photos.selfie!;
    const card = request.photos.card!;
    expect(selfie).toBe(`/api/v1/verification/${request.id}/photos/selfie`);
    for (const who of [seller, admin]) {
      for (const url of [selfie, card]) {
        const res = await get(url, who);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
    const stranger = await createUser(ctx);
    const otherSeller = await createUser(ctx, { userType: 'SELLER' });
    for (const who of [stranger, otherSeller]) {
      expect((await get(selfie, who)).statusCode).toBe(404);
      expect((await get(card, who)).statusCode).toBe(404);
      expect((await get('/api/v1/admin/verifications', who)).statusCode).toBe(403);
      expect((await mine(who)).status).toBe('none');
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/v1/admin/verifications/${request.id}/decision`,
            headers: who.auth,
            payload: { decision: 'approve' },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await get(selfie, null)).statusCode).toBe(401);
    expect((await get('/api/v1/verification', null)).statusCode).toBe(401);
    expect((await get('/api/v1/admin/verifications', null)).statusCode).toBe(401);
    // Nothing under a public path.
    const row = await rowOf(request.id!);
    expect((await get(`/static/${row.selfie_key}`, null)).statusCode).toBe(404);
    expect((await get(`/static/private/${row.selfie_key}`, null)).statusCode).toBe(404);
  });

  it('stores the photos without metadata, refuses what is not a picture, a bad number, a buyer and missing photos', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const withGps = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#963' } })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    for (const [number, options] of [
      ['GHA-12345-0', {}],
      ['', {}],
      ['GHA-000000000-2', { selfie: TEXT_AS_JPEG }],
      ['GHA-000000000-2', { card: TEXT_AS_JPEG }],
      ['GHA-000000000-2', { selfie: null }],
      ['GHA-000000000-2', { card: null }],
    ] as const) {
      expect((await send(seller, number, options)).statusCode, `${number} ${Object.keys(options)}`).toBe(422);
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/verification',
      headers: seller.auth,
      payload: { card_number: 'GHA-000000000-2' },
    });
    expect(json.statusCode).toBe(422);
    const buyer = await createUser(ctx);
    expect((await send(buyer, 'GHA-000000000-2')).statusCode).toBe(403);
    expect((await send(null, 'GHA-000000000-2')).statusCode).toBe(401);

    const sent = (await send(seller, 'GHA-000000000-1', { selfie: withGps })).json() as IdVerification;
    const stored = await get(sent.photos.selfie!, seller);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
  });

  it('deletes the photos once the retention after the decision has passed (the scheduled job)', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const request = (await send(seller, 'GHA-000000000-1')).json() as IdVerification;
    const before = await rowOf(request.id!);
    const files = privateStorageOf(ctx.deps.storage, ctx.deps.config.uploadsDir);
    expect(await files.exists(before.selfie_key!)).toBe(true);
    await ctx.app.services.jobs.drain();
    // Decided, but within the retention: still there.
    await ctx.app.services.jobs.enqueue(ctx.deps.db, PURGE_PHOTOS, {});
    await ctx.app.services.jobs.drain();
    expect(await files.exists(before.selfie_key!)).toBe(true);

    clock.advance(ctx.deps.config.idVerification.retentionHours * HOUR + 60_000);
    try {
      await ctx.app.services.jobs.enqueue(ctx.deps.db, PURGE_PHOTOS, {});
      await ctx.app.services.jobs.drain();
    } finally {
      clock.advance(-(ctx.deps.config.idVerification.retentionHours * HOUR + 60_000));
    }
    expect(await files.exists(before.selfie_key!)).toBe(false);
    expect(await files.exists(before.card_photo_key!)).toBe(false);
    const after = await rowOf(request.id!);
    expect([after.selfie_key, after.card_photo_key]).toEqual([null, null]);
    expect(await mine(seller)).toMatchObject({ status: 'rejected', photos: { selfie: null, card: null } });
    expect((await get(request.photos.selfie!, seller)).statusCode).toBe(404);
    expect((await get(request.photos.selfie!, admin)).statusCode).toBe(404);
  });

  it('a provider that cannot be reached leaves it pending while the job tries again, then rejects so the seller can retry', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const request = (await send(seller, 'GHA-000000000-3')).json() as IdVerification;
    await ctx.app.services.jobs.drain();
    expect((await mine(seller)).status).toBe('pending');
    const [waiting] = await ctx.app.services.jobs.list({ state: 'retrying', task: SUBMIT_CHECK.name, limit: 10 });
    expect(waiting).toBeDefined();
    // Its last try, now: still down, so it gives up and says so.
    await ctx.app.services.jobs.retry(ctx.deps.db, waiting!);
    await ctx.app.services.jobs.drain();
    expect(await mine(seller)).toMatchObject({
      id: request.id,
      status: 'rejected',
      reason: 'We could not reach the identity check. Please try again.',
    });
    expect((await send(seller, 'GHA-000000000-4')).statusCode).toBe(201);
  });
});

describe('verified ID without a provider: the admin queue', () => {
  let manual: TestContext;
  beforeAll(async () => {
    const base = await createTestApp();
    const config = { ...base.deps.config, idVerification: { ...base.deps.config.idVerification, provider: 'manual' as const } };
    await base.close();
    manual = await createTestApp({ config });
  });
  afterAll(() => manual.close());

  it('admins see the pending request and its photos, approve one and reject another with a reason; each decision is logged', async () => {
    const admin2 = await createUser(manual, { userType: 'ADMIN' });
    const [first, second] = [
      await createUser(manual, { userType: 'SELLER', name: 'Ama Mensah' }),
      await createUser(manual, { userType: 'SELLER' }),
    ];
    const post = async (who: TestUser, number: string) => {
      const form = await multipart({ card_number: number }, [
        { field: 'selfie', filename: 'me.jpg', contentType: 'image/jpeg', data: await jpeg(300, 400) },
        { field: 'card_photo', filename: 'card.jpg', contentType: 'image/jpeg', data: await jpeg(430, 270) },
      ]);
      return (
        await manual.app.inject({
          method: 'POST',
          url: '/api/v1/verification',
          headers: { ...who.auth, ...form.headers },
          payload: form.payload,
        })
      ).json() as IdVerification;
    };
    const one = await post(first, 'GHA-712345678-9');
    const two = await post(second, 'GHA-798765432-1');
    expect(one).toMatchObject({ status: 'pending', provider: 'manual', card_last4: '6789' });
    await manual.app.services.jobs.drain();
    const call = (method: 'GET' | 'POST', url: string, who: TestUser | null, payload?: object) =>
      manual.app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

    const queue = (await call('GET', '/admin/verifications', admin2)).json();
    expect(queue.results.map((item: { id: number }) => item.id)).toEqual([one.id, two.id]);
    expect(queue.results[0]).toMatchObject({ status: 'pending', card_last4: '6789', user: { id: first.id, name: 'Ama Mensah' } });
    expect((await call('GET', queue.results[0].photos.selfie.replace('/api/v1', ''), admin2)).headers['content-type']).toBe('image/jpeg');
    expect((await call('GET', queue.results[0].photos.card.replace('/api/v1', ''), admin2)).statusCode).toBe(200);

    for (const body of [{ decision: 'reject' }, { decision: 'maybe' }, { decision: 'reject', reason: 'x'.repeat(501) }, {}]) {
      expect((await call('POST', `/admin/verifications/${two.id}/decision`, admin2, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call('POST', `/admin/verifications/999999/decision`, admin2, { decision: 'approve' })).statusCode).toBe(404);
    expect((await call('POST', `/admin/verifications/${one.id}/decision`, admin2, { decision: 'approve' })).json()).toMatchObject({
      status: 'verified',
    });
    expect((await call('POST', `/admin/verifications/${one.id}/decision`, admin2, { decision: 'reject', reason: 'late' })).statusCode).toBe(
      409,
    );
    const rejected = await call('POST', `/admin/verifications/${two.id}/decision`, admin2, {
      decision: 'reject',
      reason: 'The selfie does not match the card photo.',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'The selfie does not match the card photo.' });

    expect((await call('GET', `/sellers/${first.id}`, null)).json()).toMatchObject({ id_verified: true });
    expect((await call('GET', `/sellers/${second.id}`, null)).json()).toMatchObject({ id_verified: false });
    expect((await call('GET', '/verification', second)).json()).toMatchObject({
      status: 'rejected',
      reason: 'The selfie does not match the card photo.',
    });
    expect((await call('GET', '/notifications', second)).json().results).toEqual([
      expect.objectContaining({
        kind: 'id_verification',
        title: 'Your identity check was not approved.',
        body: 'Reason: The selfie does not match the card photo. You can try again with a new selfie and card photo.',
      }),
    ]);
    expect((await call('GET', '/notifications', first)).json().results).toEqual([
      expect.objectContaining({ kind: 'id_verification', title: 'Your identity is verified.' }),
    ]);
    expect((await call('GET', '/admin/verifications', admin2)).json().results).toEqual([]);
    expect(
      (await call('GET', '/admin/verifications?status=verified', admin2)).json().results.map((item: { id: number }) => item.id),
    ).toEqual([one.id]);
    const audit = (await call('GET', `/admin/audit?target_type=id_verification`, admin2)).json();
    expect(audit.results.map((entry: { action: string; target_id: number }) => [entry.action, entry.target_id]).sort()).toEqual([
      ['id_verification.reject', two.id],
      ['id_verification.verify', one.id],
    ]);
    // The seller may try again after a rejection.
    expect((await post(second, 'GHA-798765432-1')).status).toBe('pending');
  });
});
