import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuth } from '../../../lib/storage';

/** The stored token: delivery answers depend on who asks, so every query key carries it. */
export function useViewer(): string {
  return useSyncExternalStore(subscribeAuth, getAuthToken, () => null) ?? 'anonymous';
}
