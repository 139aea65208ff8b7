import { SSR_STATE_ID } from './ssr-state';
import { readStorage, writeStorage } from './storage';

// The splash shows on the very first visit in this browser only, when that visit is '/' rendered by
// the browser itself; decided once per page load so a deep link never waits behind it. The landing
// tour waits until it is gone. It is the preloader of a page the browser renders: a page the server
// rendered is already there, so it never waits behind the splash (and the server never decides for
// the browser). Any first visit counts as the one: a page that is ready on a later visit (the server
// busy, the app offline in its shell) never waits behind it either.

export const SPLASH_SEEN_KEY = 'splash_seen';
export const SPLASH_MS = 3000;

let showing: boolean | null = null;
const listeners = new Set<() => void>();

const serverRendered = () => typeof document === 'undefined' || document.getElementById(SSR_STATE_ID) !== null;

export function decideSplash(pathname: string): boolean {
  if (typeof document === 'undefined') return false;
  if (showing === null) {
    const firstVisit = readStorage(SPLASH_SEEN_KEY) === null;
    showing = firstVisit && pathname === '/' && !serverRendered();
    if (firstVisit) writeStorage(SPLASH_SEEN_KEY, '1');
  }
  return showing;
}

export function isSplashShowing(): boolean {
  return showing === true;
}

export function endSplash(): void {
  if (!showing) return;
  showing = false;
  for (const listener of listeners) listener();
}

export function subscribeSplash(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
