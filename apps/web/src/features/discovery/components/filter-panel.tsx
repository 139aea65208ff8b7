import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CONDITIONS, GHANA_REGIONS } from '@dwa/shared/catalogue';
import type { FacetCount, SearchFacets, SearchSort } from '@dwa/shared/search';
import { Button } from '../../../components/ui/button';
import { EXPLORE_MIN_RATINGS, EXPLORE_SORTS, effectiveSort, subCategoriesOf } from '../lib/explore-filters';
import type { ExploreFilters } from '../lib/explore-filters';
import { inputClasses, labelClasses, selectClasses } from './field-classes';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

type PanelFields = Pick<ExploreFilters, 'subCategory' | 'region' | 'condition' | 'minPrice' | 'maxPrice' | 'minRating' | 'sort'>;

type Props = {
  id: string;
  filters: ExploreFilters;
  facets: SearchFacets | undefined;
  onApply: (fields: PanelFields) => void;
};

/** An option's text (the value in the reader's language) and, once the facets are in, its count. */
/** The price range's two ends: their input's id, words and field. */
const PRICE_BOUNDS = [
  { bound: 'min', field: 'minPrice' },
  { bound: 'max', field: 'maxPrice' },
] as const;

const withCount = (value: string, text: string, counts: FacetCount[] | undefined) => {
  if (!counts) return text;
  return `${text} (${counts.find((facet) => facet.value === value)?.count ?? 0})`;
};

/** Sub-category, region, condition, price range, seller rating and order; applied together with one button. */
export function FilterPanel({ id, filters, facets, onApply }: Props) {
  const t = useT(exploreMessages);
  const f = useFormat();
  const catalogue = useCatalogueText();
  const ids = {
    sub: useId(),
    region: useId(),
    condition: useId(),
    min: useId(),
    max: useId(),
    sort: useId(),
    rating: useId(),
    subHint: useId(),
  };
  const [draft, setDraft] = useState<PanelFields>(() => ({
    subCategory: filters.subCategory,
    region: filters.region,
    condition: filters.condition,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minRating: filters.minRating,
    sort: effectiveSort(filters),
  }));
  const subCategories = subCategoriesOf(filters.category);
  const defaultSort: SearchSort = filters.q ? 'relevance' : 'newest';
  const sorts = EXPLORE_SORTS.filter((sort) => sort !== 'relevance' || filters.q);
  const set = (patch: Partial<PanelFields>) => setDraft((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ ...draft, sort: draft.sort === defaultSort ? null : draft.sort });
  }

  function reset() {
    onApply({ subCategory: '', region: '', condition: '', minPrice: '', maxPrice: '', minRating: '', sort: null });
  }

  return (
    <form
      id={id}
      aria-label={t('filters')}
      onSubmit={onSubmit}
      className="mt-3 rounded-2xl border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-gray-900/60"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor={ids.sub} className={labelClasses}>
            {t('filters.subCategory')}
          </label>
          <select
            id={ids.sub}
            value={draft.subCategory}
            disabled={subCategories.length === 0}
            aria-describedby={subCategories.length === 0 ? ids.subHint : undefined}
            onChange={(event) => set({ subCategory: event.target.value })}
            className={selectClasses}
          >
            <option value="">{t('filters.allSubCategories')}</option>
            {subCategories.map((name) => (
              <option key={name} value={name}>
                {withCount(name, catalogue.subCategory(name), facets?.sub_categories)}
              </option>
            ))}
          </select>
          {subCategories.length === 0 ? (
            <p id={ids.subHint} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              {t('filters.categoryFirst')}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={ids.region} className={labelClasses}>
            {t('filters.region')}
          </label>
          <select id={ids.region} value={draft.region} onChange={(event) => set({ region: event.target.value })} className={selectClasses}>
            <option value="">{t('filters.allRegions')}</option>
            {GHANA_REGIONS.map((name) => (
              <option key={name} value={name}>
                {withCount(name, catalogue.region(name), facets?.regions)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.condition} className={labelClasses}>
            {t('filters.condition')}
          </label>
          <select
            id={ids.condition}
            value={draft.condition}
            onChange={(event) => set({ condition: event.target.value })}
            className={selectClasses}
          >
            <option value="">{t('filters.anyCondition')}</option>
            {CONDITIONS.map((name) => (
              <option key={name} value={name}>
                {withCount(name, catalogue.condition(name), facets?.conditions)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-2">
          <legend className={labelClasses}>{t('filters.price')}</legend>
          {PRICE_BOUNDS.map(({ bound, field }) => (
            <div key={bound}>
              <label htmlFor={ids[bound]} className="sr-only">
                {t(`filters.${bound}Price`)}
              </label>
              <input
                id={ids[bound]}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder={t(`filters.${bound}`)}
                value={draft[field]}
                onChange={(event) => set({ [field]: event.target.value })}
                className={inputClasses}
              />
            </div>
          ))}
        </fieldset>
        <div>
          <label htmlFor={ids.rating} className={labelClasses}>
            {t('filters.rating')}
          </label>
          <select
            id={ids.rating}
            value={draft.minRating}
            onChange={(event) => set({ minRating: event.target.value })}
            className={selectClasses}
          >
            <option value="">{t('filters.anyRating')}</option>
            {EXPLORE_MIN_RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {t('filters.ratingAtLeast', { stars: f.fixed(Number(stars), stars.includes('.') ? 1 : 0) })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort} className={labelClasses}>
            {t('filters.sort')}
          </label>
          <select
            id={ids.sort}
            value={draft.sort ?? defaultSort}
            onChange={(event) => set({ sort: event.target.value as SearchSort })}
            className={selectClasses}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={reset}>
          {t('filters.reset')}
        </Button>
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
