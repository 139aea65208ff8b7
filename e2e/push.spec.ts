import type { Page } from '@playwright/test';
import { asReturningVisitor, seriousA11yViolations, signIn } from './fixtures/browser';
import { bearer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Web push (issue 33, ADR 064): with the installable app's worker in control and notifications
// allowed, turning push on in the notifications page registers this browser's subscription with the
// API; a chat message then reaches it (the push sandbox records what it would send), and turning
// push off removes it. Chromium builds without Google's push keys cannot reach a real push service:
// there the browser's subscribe() is answered by a stand-in subscription of the same shape.

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null,
    undefined,
    { timeout: 30_000 },
  );
}

test.describe('web push', () => {
  test('turning push on in the notifications page registers this device, and a message reaches it', async ({
    browser,
    request,
    newCustomer,
  }) => {
    test.setTimeout(120_000);
    const [buyer, seller] = [await newCustomer(), await newCustomer()];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
    await context.grantPermissions(['notifications'], { origin });
    await asReturningVisitor(context);
    // Where Chromium has no push service, subscribe() gets a stand-in subscription (valid keys).
    await context.addInitScript(() => {
      const original = PushManager.prototype.subscribe;
      let stand: PushSubscription | null = null;
      const originalGet = PushManager.prototype.getSubscription;
      PushManager.prototype.getSubscription = async function (this: PushManager) {
        return stand ?? originalGet.call(this);
      };
      PushManager.prototype.subscribe = async function (this: PushManager, options?: PushSubscriptionOptionsInit) {
        try {
          return await original.call(this, options);
        } catch {
          const key = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
          const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key.publicKey));
          const b64 = (bytes: Uint8Array) =>
            btoa(String.fromCharCode(...bytes))
              .replace(/\+/g, '-')
              .replace(/\//g, '_')
              .replace(/=+$/, '');
          const endpoint = `https://push.example.test/e2e/${Math.random().toString(36).slice(2)}`;
          const json = {
            endpoint,
            expirationTime: null,
            keys: { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
          };
          stand = {
            endpoint,
            expirationTime: null,
            options: {},
            toJSON: () => json,
            unsubscribe: async () => ((stand = null), true),
            getKey: () => null,
          } as unknown as PushSubscription;
          return stand;
        }
      };
    });
    const page = await context.newPage();
    await signIn(page, buyer);
    await page.goto('/notifications');
    await controlledByWorker(page);
    await page.reload();

    const section = page.getByRole('region', { name: 'Push notifications' });
    const toggle = section.getByRole('switch', { name: 'Push on this device' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(section.getByRole('checkbox', { name: 'Messages' })).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(section.getByText('Push is on for this device.')).toBeVisible();

    // The API has this device.
    const devices = (await (await request.get('/api/v1/push/subscriptions', { headers: bearer(buyer) })).json()) as {
      id: number;
      endpoint: string;
    }[];
    expect(devices).toHaveLength(1);

    // A message to the buyer is pushed to it (the sandbox records it; the job runs in the server).
    const started = await request.post(`/api/v1/chat/start/${buyer.id}`, { headers: bearer(seller), data: {} });
    expect(started.status()).toBe(201);
    const conversation = ((await started.json()) as { id: number }).id;
    expect(
      (
        await request.post(`/api/v1/chat/${conversation}/send`, {
          headers: bearer(seller),
          data: { message_type: 'TEXT', content: 'Is the kente still available?' },
        })
      ).status(),
    ).toBe(201);
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`/api/v1/dev/push?user_id=${buyer.id}`)).json()) as { endpoint: string; payload: { url: string } }[]
          ).map((push) => [push.endpoint, push.payload.url]),
        { timeout: 20_000 },
      )
      .toContainEqual([devices[0]!.endpoint, `/messages?conversation=${conversation}`]);

    // A kind turned off stays off; push off forgets the device.
    await section.getByRole('checkbox', { name: 'Rides' }).uncheck();
    await expect(page.getByText('Push choices saved.')).toBeVisible();
    expect(((await (await request.get('/api/v1/push/preferences', { headers: bearer(buyer) })).json()) as { rides: boolean }).rides).toBe(
      false,
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await (await request.get('/api/v1/push/subscriptions', { headers: bearer(buyer) })).json()).toEqual([]);
    await context.close();
  });
});
