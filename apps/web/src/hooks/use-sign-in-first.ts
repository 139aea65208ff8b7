import { useCallback } from 'react';
import { useLocation, useNavigate } from '../lib/router';
import { paths } from '../config/paths';
import { useAuthToken } from './use-session';

export type SignInFirst = (action: () => void, returnTo?: string) => void;

/**
 * Runs `action` when a token is stored; anyone else goes to /signin and comes back afterwards: here,
 * or to `returnTo` when that page does what the action would have done.
 */
export function useSignInFirst(): SignInFirst {
  const token = useAuthToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action, returnTo) => {
      if (token) return action();
      const from = returnTo ?? pathname + search;
      void navigate(paths.signin.getHref(from), { state: { from } });
    },
    [token, navigate, pathname, search],
  );
}
