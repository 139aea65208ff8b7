import { useMemo } from 'react';
import { fieldLabels } from '@dwa/shared/catalogue';
import type { AreaT } from './area';
import { useT } from './i18n-context';
import { catalogueMessages } from './catalogs/catalogue';

// The catalogue's values (categories, sub-categories, conditions, regions) as the interface shows them
// in the reader's language (issue 36). The values stay the API's: filters, forms and URLs keep them;
// only their text changes. A value the catalogue does not know (older data, a seller's own word)
// shows as written.

type Messages = (typeof catalogueMessages)['en'];

export type CatalogueText = {
  category: (value: string) => string;
  subCategory: (value: string) => string;
  condition: (value: string) => string;
  region: (value: string) => string;
  /** A listing's 'Town, Region' with the region in the language ('Osu, Grand Accra'). */
  place: (location: string, region: string | null | undefined) => string;
  /** The brand/type/condition fields' labels for a category ('Make', 'Model' for Vehicles). */
  labels: (category: string | null | undefined) => { brand: string; type: string; condition: string };
};

export function catalogueText(t: AreaT<Messages>): CatalogueText {
  const known = (key: string): key is keyof Messages & string => Object.hasOwn(catalogueMessages.en, key);
  const text = (prefix: string) => (value: string) => {
    const key = `${prefix}.${value}`;
    return known(key) ? t(key) : value;
  };
  const region = text('region');
  const label = text('label');
  return {
    category: text('category'),
    subCategory: text('sub'),
    condition: text('condition'),
    region,
    place: (location, name) => {
      if (!name) return location;
      if (location === name) return region(name);
      return location.endsWith(`, ${name}`) ? `${location.slice(0, -name.length)}${region(name)}` : location;
    },
    labels: (category) => {
      const english = fieldLabels(category);
      return { brand: label(english.brand), type: label(english.type), condition: label(english.condition) };
    },
  };
}

/** The catalogue's text in the tree's language (its area loads with the page, ADR 046). */
export function useCatalogueText(): CatalogueText {
  const t = useT(catalogueMessages);
  return useMemo(() => catalogueText(t), [t]);
}
