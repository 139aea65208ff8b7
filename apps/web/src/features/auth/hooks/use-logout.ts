import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../../../lib/router';
import { isClassifiedsPath, paths } from '../../../config/paths';
import { meQueryKey } from '../../../lib/me';
import { clearAuth, getAuthToken } from '../../../lib/storage';

/** Set in the location state of the /signin page a logout goes to: that page finishes the logout. */
export const SIGNING_OUT = 'signingOut';

/** Token, user id (every key and storage they may live under), messaging state, and the cached profile. */
export function endSession(queryClient: QueryClient): void {
  // Pushes to this browser stop with the session (loaded only now, and only where push exists).
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator)
    void import('../../../lib/push/push-client').then((push) => push.dropPushOnSignOut()).catch(() => undefined);
  clearAuth();
  queryClient.removeQueries({ queryKey: meQueryKey });
}

/**
 * Clears the token, user id and messaging state; leaves for /signin unless browsing classifieds.
 * From any other page it leaves first and /signin clears on arrival: cleared while a guarded page is
 * still on screen, its guard would send the person to /signin?redirect= back to that page. (The
 * router commits a navigation in a transition, so "navigation finished" is not "page replaced".)
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (isClassifiedsPath(pathname)) return endSession(queryClient);
    const token = getAuthToken();
    void Promise.resolve(navigate(paths.signin.getHref(), { state: { [SIGNING_OUT]: true } })).then(() => {
      // Should /signin fail to render, the session still ends.
      window.setTimeout(() => {
        if (token && getAuthToken() === token) endSession(queryClient);
      }, 1000);
    });
  }, [queryClient, navigate, pathname]);
}
