import { Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Download, RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { readStorage, writeStorage } from '../lib/storage';
import { INSTALL_DISMISSED_KEY, mayOfferInstall, offersInstallOn } from './install-offer';
import type { PwaPrompt } from './prompt-types';
import { I18nProvider, useT } from '../lib/i18n/i18n-context';
import { getI18n, subscribeI18n } from '../lib/i18n/i18n-store';
import { pwaMessages } from '../lib/i18n/catalogs/pwa';

// The install and update prompts: a polite live region at the foot of the screen, in a React root of
// its own (outside the page's, so no layout has to know about it), loaded only when there is
// something to offer. Both themes follow the <html class="dark"> the app sets. The install offer
// stays away from pages whose foot it would cover (offersInstallOn); the update prompt shows anywhere.

type Prompts = { update?: Extract<PwaPrompt, { kind: 'update' }>; install?: Extract<PwaPrompt, { kind: 'install' }> };

let prompts: Prompts = {};
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => prompts;

// Where the page is: this root is outside the router, so it follows the address itself (the
// Navigation API where there is one; otherwise back/forward and the clicks that lead somewhere).
const subscribePath = (listener: () => void) => {
  const later = () => window.setTimeout(listener, 0);
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', listener);
  window.addEventListener('popstate', listener);
  document.addEventListener('click', later, true);
  document.addEventListener('submit', later, true);
  return () => {
    navigation?.removeEventListener('currententrychange', listener);
    window.removeEventListener('popstate', listener);
    document.removeEventListener('click', later, true);
    document.removeEventListener('submit', later, true);
  };
};
const pathSnapshot = () => window.location.pathname;

let mounted = false;

function mount(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'dwa-app-prompts';
  document.body.append(host);
  createRoot(host).render(<PwaRoot />);
}

export function showPrompt(prompt: PwaPrompt): void {
  if (prompt.kind === 'install' && !mayOfferInstall(readStorage(INSTALL_DISMISSED_KEY), Date.now())) return;
  mount();
  // The live region is on screen before its words, so screen readers announce them.
  window.setTimeout(() => {
    prompts = { ...prompts, [prompt.kind]: prompt };
    emit();
  }, 100);
}

export function hidePrompt(kind: PwaPrompt['kind']): void {
  if (!prompts[kind]) return;
  prompts = { ...prompts, [kind]: undefined };
  emit();
}

// Full width on a phone (its words on a line of their own, the buttons below them), a readable
// measure on wider screens.
const panel =
  'pointer-events-auto flex w-full max-w-xl flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-900 shadow-lg sm:flex-row sm:items-center dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const words = 'flex min-w-0 flex-1 items-start gap-3';
const actions = 'flex shrink-0 justify-end gap-2';

/** A root of its own, in the interface's language (the store the app's root follows too). */
function PwaRoot() {
  const i18n = useSyncExternalStore(subscribeI18n, getI18n, getI18n);
  return (
    <I18nProvider value={i18n}>
      <Suspense fallback={null}>
        <PwaPrompts />
      </Suspense>
    </I18nProvider>
  );
}

function PwaPrompts() {
  const t = useT(pwaMessages);
  const { update, install } = useSyncExternalStore(subscribe, snapshot, snapshot);
  const pathname = useSyncExternalStore(subscribePath, pathSnapshot, pathSnapshot);
  const offerInstall = install && offersInstallOn(pathname) ? install : undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-2 sm:p-3"
    >
      {update ? (
        <section aria-labelledby="dwa-update-title" className={panel}>
          <div className={words}>
            <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <p id="dwa-update-title" className="min-w-0 flex-1 font-medium">
              {t('update')}
            </p>
          </div>
          <div className={actions}>
            <Button size="sm" onClick={update.apply}>
              {t('reload')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => hidePrompt('update')}>
              {t('later')}
            </Button>
          </div>
        </section>
      ) : null}
      {offerInstall ? (
        <section aria-labelledby="dwa-install-title" className={panel}>
          <div className={words}>
            <Download aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <div className="min-w-0 flex-1">
              <p id="dwa-install-title" className="font-medium">
                {t('install.title')}
              </p>
              <p className="text-gray-600 dark:text-gray-300">{t('install.text')}</p>
            </div>
          </div>
          <div className={actions}>
            <Button size="sm" onClick={() => void offerInstall.install()}>
              {t('install')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                writeStorage(INSTALL_DISMISSED_KEY, String(Date.now()));
                hidePrompt('install');
              }}
            >
              {t('notNow')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
