import { useSyncExternalStore } from 'react';
import { isSplashShowing, subscribeSplash } from '../lib/splash';

/** Whether the first-visit splash is over the page (the splash itself, and the landing tour that waits for it). */
export function useSplashShowing(): boolean {
  return useSyncExternalStore(subscribeSplash, isSplashShowing, () => false);
}
