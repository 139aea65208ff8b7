/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  isBuildAsset,
  isCacheableApiRequest,
  isListingImage,
  isPublicPage,
  isStorableResponse,
  listingApiPath,
  listingIdOfPage,
  type RequestFacts,
} from './cache-rules';

// Dwa's service worker (ADR 032), built by vite-plugin-pwa (injectManifest) into /sw.js.
// - Precached: the shell (index.html), the offline page, the icons and the build files of the
//   entry and the public pages; other hashed files are kept on first use (they never change).
//   The precache answers requests for those files only, never a navigation to '/'.
// - Public pages and a listing's public API answers: network first (a slow network falls back to
//   the copy after a few seconds), so a listing seen before opens offline.
// - Listing photos: cache first, capped in number and age.
// - Everything else (private API answers above all) goes to the network and is never stored.
// - A new version waits until the page asks it to take over (the 'Reload' of the update prompt).

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const OFFLINE_PAGE = '/offline.html';
const SHELL = '/index.html';

// The precache answers for its own files only. Workbox would also answer '/' with the precached
// index.html (its directory index) and '/offline' with offline.html: the home page would then be the
// empty shell rendered in the browser, behind the first-visit splash, instead of the page the server
// rendered (kept by the pages route below, like the other public pages).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

const facts = (request: Request): RequestFacts => ({
  method: request.method,
  url: new URL(request.url),
  origin: self.location.origin,
  hasAuthorization: request.headers.has('authorization'),
});

/** Stores only what the server lets any cache keep (status 200, not private, not no-store). */
const storable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableResponse(response) ? response : null),
};

// Navigations: the public pages are kept as the server rendered them; the rest is never stored.
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: 4,
  plugins: [storable, new ExpirationPlugin({ ...CACHE_LIMITS.pages, purgeOnQuotaError: true })],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPublicPage(url.pathname),
  pages,
);
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(
  ({ request }) => isCacheableApiRequest(facts(request)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.listingsApi,
    networkTimeoutSeconds: 4,
    plugins: [storable, new ExpirationPlugin({ ...CACHE_LIMITS.listingsApi, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request }) => isListingImage(facts(request)),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [storable, new ExpirationPlugin({ ...CACHE_LIMITS.images, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request }) => isBuildAsset(facts(request)),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [storable, new ExpirationPlugin({ ...CACHE_LIMITS.assets, purgeOnQuotaError: true })],
  }),
);

/**
 * A navigation the network could not answer and no cache holds: the home page opens in the shell
 * (everything it shows is in the precache); a listing whose API answer was kept (seen inside the app,
 * without a full page load) opens in the shell, which reads that answer; anything else gets the
 * offline page.
 */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const { pathname } = new URL(request.url);
  if (pathname === '/') return (await matchPrecache(SHELL)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  const id = listingIdOfPage(pathname);
  if (id) {
    const apiCache = await caches.open(CACHE_NAMES.listingsApi);
    const kept = await apiCache.match(new URL(listingApiPath(id), self.location.origin).href);
    const shell = kept ? await matchPrecache(SHELL) : undefined;
    if (shell) return shell;
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

// Web push (ADR 064): the server sends JSON { title, body, url, kind, tag } (packages/shared/src/push.ts).
// A push shows a notification unless a Dwa window is in front (the app shows it in-app then); a
// click focuses a Dwa window on the push's screen, or opens one.
type PushData = { title?: string; body?: string | null; url?: string; tag?: string | null };

function pushData(event: PushEvent): PushData {
  try {
    return (event.data?.json() as PushData | undefined) ?? {};
  } catch {
    return { body: event.data?.text() ?? null };
  }
}

/** Only a path on this site is opened; anything else opens the notifications. */
function sameSitePath(url: string | undefined): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';
}

self.addEventListener('push', (event: PushEvent) => {
  const data = pushData(event);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.focused && client.visibilityState === 'visible')) return;
      await self.registration.showNotification(data.title || 'Dwa', {
        body: data.body ?? undefined,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: sameSitePath(data.url) },
        ...(data.tag ? { tag: data.tag } : {}),
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = new URL(sameSitePath((event.notification.data as { url?: string } | null)?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
