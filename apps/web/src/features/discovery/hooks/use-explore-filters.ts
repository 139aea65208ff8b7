import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersToParams, readFilters } from '../lib/explore-filters';
import type { ExploreFilters } from '../lib/explore-filters';

type UpdateOptions = { replace?: boolean };

/** The Explore page's filters, read from and written to the URL. */
export function useExploreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<ExploreFilters>, options: UpdateOptions = {}) => {
      setParams((current) => filtersToParams({ ...readFilters(current), ...patch }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(filtersToParams(EMPTY_FILTERS), { preventScrollReset: true }), [setParams]);

  return { filters, update, clear };
}
