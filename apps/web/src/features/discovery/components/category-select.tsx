import { useId } from 'react';
import { CATEGORY_NAMES } from '@dwa/shared/catalogue';
import type { FacetCount } from '@dwa/shared/search';
import { selectClasses } from './field-classes';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

type Props = { value: string; facets: FacetCount[] | undefined; onChange: (category: string) => void };

/** 'All Categories' and the categories that hold listings for this search, with their counts. */
export function CategorySelect({ value, facets, onChange }: Props) {
  const id = useId();
  const t = useT(exploreMessages);
  const shell = useT();
  const catalogue = useCatalogueText();
  const options: { value: string; count?: number }[] = facets
    ? facets.filter((facet) => facet.count > 0)
    : CATEGORY_NAMES.map((name) => ({ value: name }));
  if (value && !options.some((option) => option.value === value)) options.push({ value, count: 0 });
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('category')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClasses}>
        <option value="">{shell('categories.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.count === undefined ? catalogue.category(option.value) : `${catalogue.category(option.value)} (${option.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}
