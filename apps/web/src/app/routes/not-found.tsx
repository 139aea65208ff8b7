import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';

export function Component() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title="Page not found" />
      <MapPinOff aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />
      <p className="text-sm font-bold tracking-widest text-emerald-800 uppercase dark:text-emerald-300">Error 404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-gray-700 dark:text-gray-300">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          Go to the home page
        </Link>
        <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
          Explore Marketplace
        </Link>
      </div>
    </section>
  );
}
