import { SSR_STATE_ID } from './ssr-state';
import { readStorage, writeStorage } from './storage';

// The splash shows on the very first visit of '/' in this browser only, decided once per page load
// so a deep link never waits behind it. The landing tour waits until it is gone. It is the preloader
// of a page the browser renders itself: a page the server rendered is already there, so it never
// waits behind the splash (and the server never decides for the browser).

export const SPLASH_SEEN_KEY = 'splash_seen';
export const SPLASH_MS = 3000;

let showing: boolean | null = null;
const listeners = new Set<() => void>();

const serverRendered = () => typeof document === 'undefined' || document.getElementById(SSR_STATE_ID) !== null;

export function decideSplash(pathname: string): boolean {
  if (typeof document === 'undefined') return false;
  if (showing === null) {
    showing = pathname === '/' && !serverRendered() && readStorage(SPLASH_SEEN_KEY) === null;
    if (showing) writeStorage(SPLASH_SEEN_KEY, '1');
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
