import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuth } from '../../../lib/storage';

/** The stored token, kept current (read from lib/storage: features do not import each other). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeAuth, getAuthToken, () => null);
}
