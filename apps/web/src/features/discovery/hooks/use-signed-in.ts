import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuth } from '../../../lib/storage';

/** Whether a token is stored: enough to pick a link target; the page behind it checks the session. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeAuth, () => getAuthToken() !== null, () => false);
}
