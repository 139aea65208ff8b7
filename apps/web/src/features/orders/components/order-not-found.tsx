import { Link } from 'react-router';
import { PackageX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';

/** An order that does not exist, or is not the viewer's: the same words either way. */
export function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title="Order not found" />
      <PackageX aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />
      <h1 className="text-3xl font-bold tracking-tight">Order not found</h1>
      <p className="text-gray-700 dark:text-gray-300">This order does not exist, or it is not one of yours.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.purchases.getHref()} className={buttonClasses('primary')}>
          My purchases
        </Link>
        <Link to={paths.mySales.getHref()} className={buttonClasses('outline')}>
          My sales
        </Link>
      </div>
    </section>
  );
}
