import { ClassifiedsHome, ClassifiedsIslands } from '../../features/discovery/components/classifieds-home';
import { LazyAllCategoriesDialog } from '../layouts/header/lazy-all-categories-dialog';

export function Component() {
  return <ClassifiedsHome CategoriesPanel={LazyAllCategoriesDialog} />;
}

/** Written by the server after the page, for the islands' script (ADR 100). */
export const Islands = ClassifiedsIslands;
