import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES as M, type DeliveryMessage } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { multipart } from '../../../test/multipart';
import { allStoredFiles, TEXT_AS_JPEG } from '../../../test/factories/images';
import { connectWs, listenUrl } from '../../../test/ws-client';

// Photos in the delivery chat (the spec's attach button): the parcel at pickup, the gate at the
// door. Same rules as chat pictures: checked by content, at most 10 MB, WebP without metadata.

let ctx: TestContext;
let customer: TestUser;
let courier: TestUser;
let stranger: TestUser;
const { call, makeCourier, progressed, request } = deliveryFactory(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  customer = await createUser(ctx, { name: 'Ama Customer' });
  stranger = await createUser(ctx, { name: 'Yaw Stranger' });
  courier = await makeCourier();
});
afterAll(() => ctx.close());

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 5.6037 -0.1870' } } })
    .toBuffer();
}

async function sendPhoto(who: TestUser | null, id: number, fields: Record<string, string>, files: Parameters<typeof multipart>[1]) {
  const form = await multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/delivery/requests/${id}/messages/photo`,
    headers: { ...(who ? who.auth : {}), ...form.headers },
    payload: form.payload,
  });
}

const jpegFile = async () => ({ field: 'file', filename: 'parcel.jpg', contentType: 'image/jpeg', data: await photo() });

describe('a photo in the delivery chat', () => {
  it('is stored as WebP without metadata, with its caption, and reaches both parties live', async () => {
    const created = await progressed('picked_up', customer, courier);
    const url = await listenUrl(ctx.app);
    const customerSocket = await connectWs(url, { token: customer.token });
    const res = await sendPhoto(courier, created.id, { body: '  Picked up, sealed box  ' }, [await jpegFile()]);
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json() as DeliveryMessage;
    expect(message).toMatchObject({
      type: 'image',
      body: 'Picked up, sealed box',
      sender_role: 'courier',
      is_mine: true,
      image: { width: 900, height: 600 },
    });
    const stored = await ctx.deps.storage.get(message.image!.url.replace(/^\/static\//, ''));
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: message.image!.thumb_url })).statusCode).toBe(200);

    const frame = await customerSocket.next('delivery_message');
    expect(frame.message).toMatchObject({ id: message.id, type: 'image', is_mine: false, image: message.image });
    const list = (await call('GET', `/delivery/requests/${created.id}/messages`, customer)).json().items as DeliveryMessage[];
    expect(list.at(-1)).toMatchObject({ id: message.id, image: message.image, is_mine: false });
    await customerSocket.close();
  });

  it('refuses no photo, a file that is not a picture, two photos, and over 10 MB; stores nothing', async () => {
    const created = await progressed('accepted', customer, courier);
    const files = allStoredFiles(ctx);
    const none = await sendPhoto(customer, created.id, { body: 'no photo' }, []);
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.json())).toContain(M.photoRequired);
    const json = await call('POST', `/delivery/requests/${created.id}/messages/photo`, customer, { body: 'json' });
    expect(json.statusCode).toBe(422);
    const fake = await sendPhoto(customer, created.id, {}, [
      { field: 'file', filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('<svg onload=alert(1)>') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(JSON.stringify(fake.json())).toContain(M.photoType);
    const renamed = await sendPhoto(customer, created.id, { body: 'the parcel' }, [
      { field: 'file', filename: 'parcel.jpg', contentType: 'image/jpeg', data: TEXT_AS_JPEG },
    ]);
    expect(renamed.statusCode).toBe(422);
    expect(JSON.stringify(renamed.json())).toContain(M.photoType);
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const two = await sendPhoto(customer, created.id, {}, [
      await jpegFile(),
      { field: 'image', filename: 'b.png', contentType: 'image/png', data: small },
    ]);
    expect(two.statusCode).toBe(422);
    expect(JSON.stringify(two.json())).toContain(M.photoOne);
    const huge = await sendPhoto(customer, created.id, {}, [
      { ...(await jpegFile()), data: Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ detail: M.photoTooLarge });
    const long = await sendPhoto(customer, created.id, { body: 'x'.repeat(201) }, [await jpegFile()]);
    expect(long.statusCode).toBe(422);
    expect((await call('GET', `/delivery/requests/${created.id}/messages`, customer)).json().items).toEqual([]);
    expect(allStoredFiles(ctx)).toEqual(files);
  });

  it('only the customer and the assigned courier, only while a courier is on the job', async () => {
    const created = await progressed('accepted', customer, courier);
    const other = await makeCourier(true, 'Kofi Other');
    for (const who of [stranger, other]) {
      const res = await sendPhoto(who, created.id, {}, [await jpegFile()]);
      expect(res.statusCode).toBe(404);
    }
    expect((await sendPhoto(null, created.id, {}, [await jpegFile()])).statusCode).toBe(401);
    const open = await request(customer);
    const early = await sendPhoto(customer, open.id, {}, [await jpegFile()]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: M.chatNoCourier });
    const done = await progressed('delivered', customer, courier);
    expect((await sendPhoto(customer, done.id, {}, [await jpegFile()])).statusCode).toBe(409);
  });

  it('is documented in the API docs', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toContain('/api/v1/delivery/requests/{id}/messages/photo');
  });
});
