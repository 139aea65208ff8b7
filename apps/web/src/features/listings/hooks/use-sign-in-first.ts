import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { Viewer } from '../types';

/** Runs `action` for a signed-in viewer; anyone else goes to /signin and comes back here afterwards. */
export function useSignInFirst(viewer: Viewer): (action: () => void) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (action) => {
    if (viewer.status !== 'signed-out') return action();
    const from = location.pathname + location.search;
    void navigate(paths.signin.getHref(from), { state: { from } });
  };
}
