import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPushOnSignOut } from './push-client';

// Sign-out ends this browser's pushes (ADR 064): a shared phone must not show the last person's messages.

afterEach(() => vi.unstubAllGlobals());

function stubPush(subscription: { unsubscribe: () => Promise<boolean> } | null) {
  vi.stubGlobal('Notification', { permission: 'granted' });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
}

describe('dropPushOnSignOut', () => {
  it("drops this browser's subscription", async () => {
    const unsubscribe = vi.fn(async () => true);
    stubPush({ unsubscribe });
    await dropPushOnSignOut();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a subscription or without push', async () => {
    stubPush(null);
    await expect(dropPushOnSignOut()).resolves.toBeUndefined();
    vi.unstubAllGlobals();
    await expect(dropPushOnSignOut()).resolves.toBeUndefined();
  });
});
