// The only part of the installable app in the first load (a few hundred bytes): it keeps the
// browser's install offer, which can come before the page has loaded, and after the load event
// fetches the registration code (register.ts), so the worker never competes with the page. An offer
// made before this code ran (a server-rendered page loads it after its first paint, ADR 088) was
// kept by index.html's boot script in `window.dwaInstallOffer`.

declare global {
  interface Window {
    dwaInstallOffer?: Event;
  }
}

const load = () => import('./register');

export function startPwa(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const early = window.dwaInstallOffer;
  if (early) void load().then(({ offerInstall }) => offerInstall(early));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    void load().then(({ offerInstall }) => offerInstall(event));
  });
  window.addEventListener('appinstalled', () => void load().then(({ forgetInstallOffer }) => forgetInstallOffer()));
  const start = () =>
    void load()
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
