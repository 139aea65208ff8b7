import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';
import { EMPTY_FILTERS, filtersToParams, readFilters } from '../lib/explore-filters';
import type { ExploreFilters } from '../lib/explore-filters';
import { keepScrollOnNextNavigation } from '../../../lib/scroll-memory';

type UpdateOptions = { replace?: boolean };

/** The Explore page's filters, read from and written to the URL. */
export function useExploreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<ExploreFilters>, options: UpdateOptions = {}) => {
      // The results change in place: the page stays where the person is reading it.
      keepScrollOnNextNavigation();
      setParams((current) => filtersToParams({ ...readFilters(current), ...patch }), { replace: options.replace ?? false });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    keepScrollOnNextNavigation();
    setParams(filtersToParams(EMPTY_FILTERS));
  }, [setParams]);

  return { filters, update, clear };
}
