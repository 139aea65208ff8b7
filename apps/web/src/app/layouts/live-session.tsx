import { useEffect, useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuth } from '../../lib/storage';

/**
 * Keeps the realtime socket open for a signed-in person on every page (so 'Online now' is true
 * wherever they have Dwa open, the landing page too). The client loads on demand: a visitor's
 * first page carries none of it.
 */
export function LiveSession() {
  const token = useSyncExternalStore(subscribeAuth, getAuthToken, () => null);
  useEffect(() => {
    if (token) void import('../../lib/realtime').then(({ startRealtime }) => startRealtime());
  }, [token]);
  return null;
}
