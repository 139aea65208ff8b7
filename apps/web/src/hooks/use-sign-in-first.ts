import { useCallback } from 'react';
import { useLocation, useNavigate } from '../lib/router';
import { paths } from '../config/paths';
import { useAuthToken } from './use-session';
import type { AfterSignIn } from '../lib/after-sign-in';

export type SignInFirst = (action: () => void, returnTo?: string, after?: AfterSignIn) => void;

/**
 * Runs `action` when a token is stored; anyone else goes to /signin and comes back afterwards: here,
 * or to `returnTo` when that page does what the action would have done. With `after`, the sign-in
 * page says why it asks and does it once they have signed in (lib/after-sign-in).
 */
export function useSignInFirst(): SignInFirst {
  const token = useAuthToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action, returnTo, after) => {
      if (token) return action();
      const from = returnTo ?? pathname + search;
      void navigate(paths.signin.getHref(from), { state: after ? { from, after } : { from } });
    },
    [token, navigate, pathname, search],
  );
}
