import { globalAgent } from 'node:https';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { chatRequests, createConversation } from '../../../test/factories/conversations';
import type { TestUser } from '../../../test/factories/users';
import { startLocalPushService } from '../../../test/local-push-service';
import { PushGoneError, webPushSender } from './push-sender';

// The real sender (the `web-push` library) against a local stand-in push service that speaks the Web
// Push protocol: VAPID-signed, aes128gcm-encrypted POSTs answered 201, or 404/410 for a gone
// subscription, which the app then deletes.

let service: Awaited<ReturnType<typeof startLocalPushService>>;
let ctx: TestContext;
const previousCa = globalAgent.options.ca;

beforeAll(async () => {
  service = await startLocalPushService();
  // The app's sender uses Node's global agent: let it trust the stand-in's certificate.
  globalAgent.options.ca = service.cert;
  const keys = webpush.generateVAPIDKeys();
  ctx = await createTestApp({ config: { push: { provider: 'webpush', vapid: { ...keys, subject: 'mailto:test@dwa.gh' } } } });
});
afterAll(async () => {
  globalAgent.options.ca = previousCa;
  await ctx.close();
  await service.close();
});

describe('the web-push sender', () => {
  it('posts an encrypted, VAPID-signed push with its TTL and urgency, which the browser can read', async () => {
    const vapid = ctx.deps.config.push.vapid!;
    const sender = webPushSender({ vapid, agent: service.agent });
    const subscription = service.subscribe();
    const payload = JSON.stringify({
      title: 'Kofi sent you a message',
      body: 'Hello',
      url: '/messages?conversation=1',
      kind: 'messages',
      tag: null,
    });
    await sender.send({ userId: 1, ...subscription, payload, ttl: 600, urgency: 'high' });
    expect(service.errors).toEqual([]);
    const got = service.received.at(-1)!;
    expect(got).toMatchObject({ ttl: 600, urgency: 'high', vapidKey: vapid.publicKey, payload: JSON.parse(payload) });
  });

  it('turns 404 and 410 into a gone subscription, and other answers into a retryable failure', async () => {
    const sender = webPushSender({ vapid: ctx.deps.config.push.vapid!, agent: service.agent });
    for (const status of [404, 410]) {
      const subscription = service.subscribe();
      service.answer(subscription.endpoint, status);
      await expect(sender.send({ userId: 1, ...subscription, payload: '{}', ttl: 60, urgency: 'normal' })).rejects.toBeInstanceOf(
        PushGoneError,
      );
    }
    const busy = service.subscribe();
    service.answer(busy.endpoint, 500);
    const failure = sender.send({ userId: 1, ...busy, payload: '{}', ttl: 60, urgency: 'normal' });
    await expect(failure).rejects.toThrow(/answered 500/);
    await expect(failure).rejects.not.toBeInstanceOf(PushGoneError);
  });
});

describe('a chat message through the app to the push service', () => {
  const subscribe = async (who: TestUser, subscription: { endpoint: string; keys: object }) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/push/subscriptions', headers: who.auth, payload: subscription });
    expect(res.statusCode, res.body).toBe(201);
  };
  const devices = async (who: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/push/subscriptions', headers: who.auth })).json() as { endpoint: string }[];

  it('reaches the recipient\u2019s device, and a subscription answered 410 is deleted', async () => {
    const { a, b, id } = await createConversation(ctx);
    const [live, gone] = [service.subscribe(), service.subscribe()];
    await subscribe(b, live);
    await subscribe(b, gone);
    service.answer(gone.endpoint, 410);
    await ctx.app.services.jobs.drain();

    const before = service.received.length;
    expect((await chatRequests(ctx, a).send(id, 'Akwaaba! Is it still for sale?')).statusCode).toBe(201);
    await ctx.app.services.jobs.drain();

    expect(service.errors).toEqual([]);
    const got = service.received.slice(before);
    expect(got.map((push) => `https://127.0.0.1:${new URL(live.endpoint).port}${push.path}`)).toEqual([live.endpoint]);
    expect(got[0]!.payload).toMatchObject({
      kind: 'messages',
      body: 'Akwaaba! Is it still for sale?',
      url: `/messages?conversation=${id}`,
    });
    expect(got[0]!.bytes).toBeLessThan(4096);
    expect((await devices(b)).map((device) => device.endpoint)).toEqual([live.endpoint]);
  });
});
