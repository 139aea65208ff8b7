import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuth } from '../../../lib/storage';

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuth, getAuthToken, () => null);
}
