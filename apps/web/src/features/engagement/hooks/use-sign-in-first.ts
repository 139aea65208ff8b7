import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useToken } from './use-token';

export type SignInFirst = (action: () => void) => void;

/** Runs `action` when a token is stored; anyone else goes to /signin and comes back here afterwards. */
export function useSignInFirst(): SignInFirst {
  const token = useToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action) => {
      if (token) return action();
      const from = pathname + search;
      void navigate(paths.signin.getHref(from), { state: { from } });
    },
    [token, navigate, pathname, search],
  );
}
