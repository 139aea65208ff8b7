import { SavedSearchesPage } from '../../features/saved-searches/components/saved-searches-page';

export function Component() {
  return <SavedSearchesPage />;
}
