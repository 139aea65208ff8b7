import { CATEGORIES, CATEGORY_NAMES, CONDITIONS, GHANA_REGIONS } from '@dwa/shared/catalogue';
import type { Category, Condition, GhanaRegion } from '@dwa/shared/catalogue';
import { defineArea } from '../../area';

// The catalogue's names (ADR 046, issue 36): categories, sub-categories, conditions, Ghana's regions
// and the category-specific field labels ('Make', 'Model'). The values are the API's contract
// (@dwa/shared/catalogue) and stay English in the data; this area is how the interface shows them.
// English is the values themselves, made from the shared lists the pages already load, so it costs
// them next to nothing; each other language lists every key, a chunk loaded with the pages that show
// the catalogue (not the shell).

type SubCategory = (typeof CATEGORIES)[Category][number];
type ValueKey = `category.${Category}` | `sub.${SubCategory}` | `condition.${Condition}` | `region.${GhanaRegion}`;

const values = Object.fromEntries([
  ...CATEGORY_NAMES.flatMap((category) => [[`category.${category}`, category], ...CATEGORIES[category].map((sub) => [`sub.${sub}`, sub])]),
  ...CONDITIONS.map((condition) => [`condition.${condition}`, condition]),
  ...GHANA_REGIONS.map((region) => [`region.${region}`, region]),
]) as Record<ValueKey, string>;

export const catalogueMessages = defineArea('catalogue', {
  ...values,
  'label.Brand': 'Brand',
  'label.Type': 'Type',
  'label.Condition': 'Condition',
  'label.Make': 'Make',
  'label.Model': 'Model',
  'label.Property Type': 'Property Type',
  'label.Subtype': 'Subtype',
  'label.Company': 'Company',
  'label.Role': 'Role',
  'label.Job Type': 'Job Type',
  'label.Provider': 'Provider',
  'label.Service Type': 'Service Type',
  'label.Status': 'Status',
  'label.Organizer': 'Organizer',
  'label.Event Type': 'Event Type',
});
