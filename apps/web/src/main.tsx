import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { matchedRoutes, preloadMatched } from './app/router';
import { keyThisHistoryEntry } from './lib/history-entry';
import { hydrateQueries, readSsrState } from './lib/ssr-state';
import { setRenderedOrigin } from './lib/site-origin';
import { startPwa } from './pwa/start';
import { parseLocale } from './lib/i18n/locales';
import { activateLocale, chosenLocale } from './lib/i18n/i18n-store';
import './index.css';

// The browser's entry. A public page arrives rendered by the server with its data (lib/ssr-state):
// the matched lazy routes load first (their files are already preloaded by the HTML), then React
// hydrates the page as it is. Any other page renders here.

/**
 * index.html's <title> names the site until a page renders its own (React puts that in <head>);
 * then it goes, so the document has one title, the page's, for tabs, history and screen readers.
 */
function retireShellTitle(): void {
  const shell = document.head.querySelector('title');
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (document.head.querySelectorAll('title').length < 2) return;
    shell.remove();
    observer.disconnect();
  });
  observer.observe(document.head, { childList: true });
}

/**
 * React recovers from some render errors by rendering again (hydration mismatches, a throw in a
 * concurrent render); its default report is a bare minified code. This one names the cause and where.
 */
function reportRecovered(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  console.error('Recovered from a render error:', cause, info.componentStack ?? '');
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const queryClient = createQueryClient();
  const state = readSsrState();
  // A server-rendered page hydrates in the language it was rendered in (its <html lang>, which a
  // cached copy may hold); the browser's own choice follows at once if it differs (ADR 039).
  // The catalogs of the areas the page shows (ADR 046) load with it, beside the page's modules.
  const chosen = chosenLocale();
  const initial = state ? (parseLocale(document.documentElement.lang) ?? 'en') : chosen;
  const modules = matchedRoutes(window.location).map((route) => route.module);
  if (state) hydrateQueries(queryClient, state.queries);
  if (state?.origin) setRenderedOrigin(state.origin);
  await Promise.all([activateLocale(initial, modules), state ? preloadMatched(window.location) : null]);
  keyThisHistoryEntry();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (state) {
    // Hydration as a transition: React works through the page in slices of a few milliseconds and
    // yields between them, so a tap or a paint is never held behind one long task (on a mid-range
    // phone, hydrating /listings in one go blocked the main thread for most of a second).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecovered });
    });
    if (chosen !== initial) void activateLocale(chosen, modules);
  } else {
    retireShellTitle();
    createRoot(root, { onRecoverableError: reportRecovered }).render(app);
  }
}

void start();
// The service worker and the install/update prompts: registered after the load event (src/pwa).
startPwa();
