import { Suspense, lazy } from 'react';
import { useEverTrue } from '../../../hooks/use-ever-true';

const AllCategoriesDialog = lazy(() => import('./all-categories-dialog').then((module) => ({ default: module.AllCategoriesDialog })));

/**
 * The All Categories dialog, fetched the first time someone opens it (its list of every category
 * is not worth a first load that most visitors never open it in), then kept mounted.
 */
export function LazyAllCategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!useEverTrue(open)) return null;
  return (
    <Suspense fallback={null}>
      <AllCategoriesDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
