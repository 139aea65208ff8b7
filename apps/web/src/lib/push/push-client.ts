import type { PushSubscriptionInfo } from '@dwa/shared/push';
import { ApiError, http } from '../http';

// Web push on this device (ADR 064), loaded only when used (a settings switch, the "Turn on" of the
// offer after a meaningful moment), never in a page's first load. The service worker (src/pwa/sw.ts)
// shows the pushes and opens their screen on a click.

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The installable app's worker (none in development, where it is not registered). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function pushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks for permission (call it from a click) and registers this browser's subscription with the API. */
export async function enablePush(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { public_key: publicKey } = await http.get<{ public_key: string }>('/api/v1/push/public-key');
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await http.post<PushSubscriptionInfo>('/api/v1/push/subscriptions', subscription.toJSON());
  return 'on';
}

/** Stops push to this browser: the API forgets it, then the browser drops the subscription. */
export async function disablePush(): Promise<PushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await http.post('/api/v1/push/unsubscribe', { endpoint: subscription.endpoint }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  return worker ? 'off' : 'unsupported';
}

/**
 * At sign-out: this browser stops taking the account's pushes (a shared phone must not show the last
 * person's messages). The browser drops its subscription; the push service then answers 410 to the
 * API's next push for it, and the API deletes it (ADR 064).
 */
export async function dropPushOnSignOut(): Promise<void> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
