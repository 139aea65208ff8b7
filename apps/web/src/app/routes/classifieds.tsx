import { ClassifiedsHome } from '../../features/discovery/components/classifieds-home';
import { LazyAllCategoriesDialog } from '../layouts/header/lazy-all-categories-dialog';

export function Component() {
  return <ClassifiedsHome CategoriesPanel={LazyAllCategoriesDialog} />;
}
