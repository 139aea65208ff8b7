import { useLocation, useNavigate } from '../../../lib/router';

/** Back one page when this tab has one (the router keys an entry it did not make 'default'), else to `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key !== 'default' ? navigate(-1) : navigate(fallback));
}
