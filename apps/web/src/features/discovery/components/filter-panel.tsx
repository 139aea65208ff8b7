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

/**
 * One filter: its label and select, `any` (when given) the empty first choice; with `hint`, the
 * select is off and says why.
 */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  any,
  options,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  any?: string;
  options: { value: string; text: string }[];
  hint?: { id: string; text: string };
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={hint ? true : undefined}
        aria-describedby={hint?.id}
        onChange={(event) => onChange(event.target.value)}
        className={selectClasses}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hint.id} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}

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
        <FilterSelect
          id={ids.sub}
          label={t('filters.subCategory')}
          value={draft.subCategory}
          onChange={(subCategory) => set({ subCategory })}
          any={t('filters.allSubCategories')}
          options={subCategories.map((name) => ({
            value: name,
            text: withCount(name, catalogue.subCategory(name), facets?.sub_categories),
          }))}
          hint={subCategories.length === 0 ? { id: ids.subHint, text: t('filters.categoryFirst') } : undefined}
        />
        <FilterSelect
          id={ids.region}
          label={t('filters.region')}
          value={draft.region}
          onChange={(region) => set({ region })}
          any={t('filters.allRegions')}
          options={GHANA_REGIONS.map((name) => ({ value: name, text: withCount(name, catalogue.region(name), facets?.regions) }))}
        />
        <FilterSelect
          id={ids.condition}
          label={t('filters.condition')}
          value={draft.condition}
          onChange={(condition) => set({ condition })}
          any={t('filters.anyCondition')}
          options={CONDITIONS.map((name) => ({ value: name, text: withCount(name, catalogue.condition(name), facets?.conditions) }))}
        />
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
        <FilterSelect
          id={ids.rating}
          label={t('filters.rating')}
          value={draft.minRating}
          onChange={(minRating) => set({ minRating })}
          any={t('filters.anyRating')}
          options={EXPLORE_MIN_RATINGS.map((stars) => ({
            value: stars,
            text: t('filters.ratingAtLeast', { stars: f.fixed(Number(stars), stars.includes('.') ? 1 : 0) }),
          }))}
        />
        <FilterSelect
          id={ids.sort}
          label={t('filters.sort')}
          value={draft.sort ?? defaultSort}
          onChange={(sort) => set({ sort: sort as SearchSort })}
          options={sorts.map((sort) => ({ value: sort, text: t(`sort.${sort}`) }))}
        />
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
