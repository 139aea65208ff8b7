import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';

/** What a signed-in person who is not an admin sees at /admin (the server refuses them too: 403). */
export function AdminAccessRequired() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title="Access denied" />
      <ShieldAlert aria-hidden="true" className="size-12 text-red-700 dark:text-red-400" />
      <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">Error 403</p>
      <h1 className="text-3xl font-bold tracking-tight">Access denied</h1>
      <p className="text-gray-700 dark:text-gray-300">The admin console is only for Dwa administrators. Your account cannot open it.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          Go to the home page
        </Link>
        <Link to={paths.account.getHref()} className={buttonClasses('outline')}>
          Your account
        </Link>
      </div>
    </section>
  );
}
