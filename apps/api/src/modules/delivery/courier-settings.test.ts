import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER_SETTINGS_MESSAGES as M } from '@dwa/shared/delivery-courier-settings-rules';
import { DELIVERY_MESSAGES } from '@dwa/shared/delivery';
import { RIDE_MESSAGES } from '@dwa/shared/rides';
import type { Job } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { actOk, buy, cashCheckout, giveBusinessAddress, insertProduct, shopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';

// A courier's settings (issue 36): vehicle, plate, served regions and usual hours; only couriers,
// each their own; the job board leaves out shop jobs in regions the courier does not serve.

let ctx: TestContext;
const { call, makeCourier, request } = deliveryFactory(() => ctx);
const valid = {
  vehicle_type: 'car',
  plate: 'gr 1234-24',
  areas: ['Volta', 'Greater Accra'],
  availability: { days: ['sat', 'mon'], from: '08:00', to: '17:30' },
};
const save = (who: TestUser | null, body: unknown) => call('PUT', '/delivery/courier/settings', who, body);
const read = (who: TestUser | null) => call('GET', '/delivery/courier/settings', who);
const messagesOf = (res: { json: () => { detail: { msg: string }[] } }) => res.json().detail.map((issue) => issue.msg);

beforeAll(async () => {
  ctx = await createTestApp({ config: { checkoutLimit: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

describe('GET and PUT /delivery/courier/settings', () => {
  it('saves and answers them tidied: the plate upper-cased, regions and days in order; they stay', async () => {
    const courier = await makeCourier(false);
    expect((await read(courier)).json()).toEqual({ vehicle_type: null, plate: null, areas: [], availability: null });
    const saved = await save(courier, valid);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      vehicle_type: 'car',
      plate: 'GR 1234-24',
      areas: ['Greater Accra', 'Volta'],
      availability: { days: ['mon', 'sat'], from: '08:00', to: '17:30' },
    };
    expect(saved.json()).toEqual(expected);
    expect((await read(courier)).json()).toEqual(expected);
    // The profile others see keeps the vehicle; a blank plate and no hours are allowed.
    expect((await call('GET', '/delivery/courier/me', courier)).json()).toMatchObject({ vehicle_type: 'car' });
    expect((await save(courier, { vehicle_type: 'bicycle', plate: '', areas: [], availability: null })).json()).toEqual({
      vehicle_type: 'bicycle',
      plate: null,
      areas: [],
      availability: null,
    });
  });

  it('refuses bad input with 422 in plain words and changes nothing', async () => {
    const courier = await makeCourier(false);
    await save(courier, valid);
    const cases: [unknown, string][] = [
      [{ ...valid, vehicle_type: 'rocket' }, DELIVERY_MESSAGES.vehicleType],
      [{ ...valid, plate: '!' }, RIDE_MESSAGES.plate],
      [{ ...valid, areas: ['Narnia'] }, DELIVERY_MESSAGES.region],
      [{ ...valid, areas: 'Volta' }, DELIVERY_MESSAGES.region],
      [{ ...valid, availability: { ...valid.availability, days: [] } }, M.days],
      [{ ...valid, availability: { ...valid.availability, days: ['someday'] } }, M.days],
      [{ ...valid, availability: { ...valid.availability, from: '8am' } }, M.time],
      [{ ...valid, availability: { ...valid.availability, to: '24:00' } }, M.time],
      [{ ...valid, availability: { ...valid.availability, from: '18:00', to: '09:00' } }, M.order],
    ];
    for (const [body, message] of cases) {
      const res = await save(courier, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(messagesOf(res), JSON.stringify(body)).toContain(message);
    }
    expect((await read(courier)).json()).toMatchObject({ vehicle_type: 'car', plate: 'GR 1234-24' });
  });

  it('only couriers, signed in, and each only their own', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, valid)).statusCode).toBe(401);
    for (const userType of ['CUSTOMER', 'SELLER'] as const) {
      const someone = await createUser(ctx, { userType });
      expect((await read(someone)).statusCode).toBe(403);
      expect((await save(someone, valid)).json()).toMatchObject({ detail: DELIVERY_MESSAGES.notCourier });
    }
    const [mine, theirs] = [await makeCourier(false), await makeCourier(false)];
    await save(mine, valid);
    expect((await read(theirs)).json()).toEqual({ vehicle_type: null, plate: null, areas: [], availability: null });
    // No way to name another courier: an id in the body is not read.
    await save(mine, { ...valid, user_id: theirs.id, vehicle_type: 'van' });
    expect((await read(theirs)).json().vehicle_type).toBeNull();
    expect((await read(mine)).json().vehicle_type).toBe('van');
  });
});

describe('served regions and the job board', () => {
  it('leaves out shop jobs ordered from another region; parcels and shop jobs in a served region show', async () => {
    const shop = shopRequests(ctx);
    const seller = await createUser(ctx, { userType: 'SELLER' });
    await giveBusinessAddress(ctx, seller);
    const buyer = await createUser(ctx);
    const item = await insertProduct(ctx, seller, { title: 'Yam tuber', price: 20, quantity: 10 });
    const shipTo = async (region: string) => {
      const { orders } = await buy(shop, buyer, [[item, 1]], { ...cashCheckout, region });
      await actOk(shop, seller, orders[0]!.id, 'accept');
      return (await actOk(shop, seller, orders[0]!.id, 'ship')).delivery!.id;
    };
    const ashanti = await shipTo('Ashanti');
    const volta = await shipTo('Volta');
    const parcel = (await request(await createUser(ctx))).id;

    const courier = await makeCourier(true);
    const board = async () => ((await call('GET', '/delivery/jobs', courier)).json() as { items: Job[] }).items.map((job) => job.id);
    expect(await board()).toEqual(expect.arrayContaining([ashanti, volta, parcel]));
    await save(courier, { ...valid, areas: ['Volta'] });
    const served = await board();
    expect(served).toEqual(expect.arrayContaining([volta, parcel]));
    expect(served).not.toContain(ashanti);
    await save(courier, { ...valid, areas: [] });
    expect(await board()).toEqual(expect.arrayContaining([ashanti, volta, parcel]));
  });
});
