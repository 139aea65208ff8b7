import { useEffect } from 'react';
import { useAuthToken } from '../../hooks/use-session';

/**
 * Keeps the realtime socket open for a signed-in person on every page (so 'Online now' is true
 * wherever they have Dwa open, the landing page too). The client loads on demand: a visitor's
 * first page carries none of it.
 */
export function LiveSession() {
  const token = useAuthToken();
  useEffect(() => {
    if (token) void import('../../lib/realtime').then(({ startRealtime }) => startRealtime());
  }, [token]);
  return null;
}
