import { useLocation, useNavigate } from 'react-router';

/** Back one page when this tab has one (react-router keys the first entry 'default'), else to `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key !== 'default' ? navigate(-1) : navigate(fallback));
}
