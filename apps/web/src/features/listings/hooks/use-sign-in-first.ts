import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { Viewer } from '../types';

/**
 * Runs `action` for a signed-in viewer; anyone else goes to /signin and comes back afterwards: here,
 * or to `returnTo` when that page does what the action would have done.
 */
export function useSignInFirst(viewer: Viewer): (action: () => void, returnTo?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (action, returnTo) => {
    if (viewer.status !== 'signed-out') return action();
    const from = returnTo ?? location.pathname + location.search;
    void navigate(paths.signin.getHref(from), { state: { from } });
  };
}
