import { ClassifiedsHome } from '../../features/discovery/components/classifieds-home';
import { AllCategoriesDialog } from '../layouts/header/all-categories-dialog';

export function Component() {
  return <ClassifiedsHome CategoriesPanel={AllCategoriesDialog} />;
}
