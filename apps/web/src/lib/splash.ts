import { readStorage, writeStorage } from './storage';

// The splash shows on the very first visit of '/' in this browser only, decided once per page load
// so a deep link never waits behind it. The landing tour waits until it is gone.

export const SPLASH_SEEN_KEY = 'splash_seen';
export const SPLASH_MS = 3000;

let showing: boolean | null = null;
const listeners = new Set<() => void>();

export function decideSplash(pathname: string): boolean {
  if (showing === null) {
    showing = pathname === '/' && readStorage(SPLASH_SEEN_KEY) === null;
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
