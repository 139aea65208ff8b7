// The only part of the installable app in the first load (a few hundred bytes): it keeps the
// browser's install offer, which can come before the page has loaded, and after the load event
// fetches the registration code (register.ts), so the worker never competes with the page.

const load = () => import('./register');

export function startPwa(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
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
