import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useLocalSetting } from '../../../hooks/use-local-setting';
import { useFacets } from '../api/get-facets';
import { useExploreFilters } from '../hooks/use-explore-filters';
import { filtersToParams, panelFilterCount, toFacetParams } from '../lib/explore-filters';
import { CategorySelect } from './category-select';
import { ExploreResults } from './explore-results';
import type { FlagOutcome } from './explore-results';
import { ExploreSearchBox } from './explore-search-box';
import { FilterPanel } from './filter-panel';
import type { CardLayout } from './listing-card';
import { ViewToggle } from './view-toggle';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';

export const VIEW_STORAGE_KEY = 'listings_view';
const VIEWS: readonly CardLayout[] = ['grid', 'list'];

/**
 * `onReport` files a flag as a report, `saveSearch` draws the Save search control for the current
 * filters (URL parameters); the route passes them in (features do not import each other).
 */
export function ExplorePage({
  onReport,
  saveSearch,
}: {
  onReport?: (listingId: number) => Promise<FlagOutcome>;
  saveSearch?: (query: Record<string, string>) => ReactNode;
}) {
  const { filters, update, clear } = useExploreFilters();
  const [view, setView] = useLocalSetting<CardLayout>(VIEW_STORAGE_KEY, 'grid', VIEWS);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  const facetParams = useMemo(() => toFacetParams(filters), [filters]);
  const facets = useFacets(facetParams);
  const panelCount = panelFilterCount(filters);
  const t = useT(exploreMessages);
  const searchQuery = useMemo(() => Object.fromEntries(filtersToParams(filters)), [filters]);
  const search = useCallback((q: string, options: { replace: boolean }) => update({ q }, options), [update]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <DocumentTitle title={t('title')} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-gray-700 dark:text-gray-300">{t('intro')}</p>

      <div className="mt-5 flex flex-col gap-2 md:flex-row md:items-center">
        <ExploreSearchBox value={filters.q} onSearch={search} className="md:flex-1" />
        <div className="flex items-center gap-2 md:w-auto">
          <div className="flex min-w-0 flex-1 md:w-56 md:flex-none">
            <CategorySelect
              value={filters.category}
              facets={facets.data?.categories}
              onChange={(category) => update({ category, subCategory: '' })}
            />
          </div>
          <button
            ref={filterButtonRef}
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={() => setPanelOpen((open) => !open)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors ${
              panelOpen
                ? 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'
                : 'border-gray-300 text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800'
            }`}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('filter')}</span>
            {panelCount > 0 ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-emerald-700 px-1.5 text-xs text-white dark:bg-emerald-400 dark:text-gray-950">
                {panelCount}
                <span className="sr-only"> {t('filter.active')}</span>
              </span>
            ) : null}
          </button>
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      {panelOpen ? (
        <FilterPanel
          key={filters.category}
          id={panelId}
          filters={filters}
          facets={facets.data}
          onApply={(fields) => {
            update(fields);
            setPanelOpen(false);
            filterButtonRef.current?.focus();
          }}
        />
      ) : null}

      {saveSearch ? <div className="mt-3 flex justify-end">{saveSearch(searchQuery)}</div> : null}
      <ExploreResults filters={filters} layout={view} onClear={clear} onReport={onReport} />
    </div>
  );
}
