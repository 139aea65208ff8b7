// Registers the service worker after the page has loaded (nothing of this is in the first load's
// critical path) and shows the install and update prompts only when there is something to offer:
// their UI is a chunk of its own, loaded then.

import type { PwaPrompt } from './prompt-types';

/** Chromium's install offer (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

const UPDATE_CHECK_MS = 60 * 60 * 1000;

function show(prompt: PwaPrompt): void {
  void import('./pwa-prompts').then(({ showPrompt }) => showPrompt(prompt));
}

function hide(kind: PwaPrompt['kind']): void {
  void import('./pwa-prompts').then(({ hidePrompt }) => hidePrompt(kind));
}

function offerUpdate(worker: ServiceWorker): void {
  show({
    kind: 'update',
    apply: () => {
      // The new worker takes over, then every tab reloads on the new version (controllerchange below).
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
  });
}

export async function registerServiceWorker(): Promise<void> {
  const hadController = navigator.serviceWorker.controller !== null;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });

  // A version installed in an earlier visit and still waiting, or one installed now: offer it,
  // but only where a worker already controls the page (the first install is not an update).
  if (registration.waiting && hadController) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
  // The first worker taking control (first visit) changes nothing on screen; a later change is a
  // new version taking over (from this tab's Reload or another's): reload once onto it.
  let controlled = hadController;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  // A tab kept open for days still learns about a new version.
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/** The browser's install offer, kept for the Install button until used or the app is installed. */
export function offerInstall(event: Event): void {
  const offer = event as InstallPromptEvent;
  show({
    kind: 'install',
    install: async () => {
      await offer.prompt();
      await offer.userChoice.catch(() => undefined);
      hide('install');
    },
  });
}

export function forgetInstallOffer(): void {
  hide('install');
}
